import type { User } from '@sitewatch/shared';
import { useMemo } from 'react';

/** Each of the user's sites' name by its id: the screens across sites name each row's site with it. */
export function useSiteNames(sites: User['sites']): Record<string, string> {
  return useMemo(() => Object.fromEntries(sites.map((site) => [site.siteId, site.siteName])), [sites]);
}
