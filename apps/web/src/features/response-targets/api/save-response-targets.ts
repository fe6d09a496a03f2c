import type { ResponseTargets, Site } from '@sitewatch/shared';
import { readSite } from '@sitewatch/shared/constants';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** PUT /api/site/{siteId}/response-targets: answers the site with its new targets. */
export function useSaveResponseTargets(siteId: string, options: { onSaved(site: Site): void }) {
  return useMutation({
    mutationFn: (targets: ResponseTargets): Promise<Site> =>
      apiFetch(`/api/site/${encodeURIComponent(siteId)}/response-targets`, {
        method: 'PUT',
        body: targets,
        schema: readSite,
      }),
    onSuccess: options.onSaved,
  });
}
