import type { PublicSite } from '@sitewatch/shared';
import { useCallback, useEffect, useState } from 'react';
import type { SiteParams } from '../lib/site-headers';
import { getPublicSite } from './get-public-site';

export type PublicSiteState =
  | { status: 'loading' }
  | { status: 'ready'; site: PublicSite }
  | { status: 'notFound' }
  | { status: 'error' };

/** Loads the site's public info once; a network failure can be retried. */
export function usePublicSite({ siteId, siteIdCode }: SiteParams) {
  const [state, setState] = useState<PublicSiteState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is bumped by retry to load again.
  useEffect(() => {
    const controller = new AbortController();
    void getPublicSite({ siteId, siteIdCode }, controller.signal).then(
      (site) => setState(site ? { status: 'ready', site } : { status: 'notFound' }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Error loading the site', error);
        setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [siteId, siteIdCode, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { state, retry };
}
