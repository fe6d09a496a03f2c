import { type ResponseTargets, type Site, site } from '@sitewatch/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** PUT /api/site/{siteId}/response-targets: answers the site with its new targets. */
export function useSaveResponseTargets(siteId: string, options: { onSaved(site: Site): void }) {
  return useMutation({
    mutationFn: (targets: ResponseTargets): Promise<Site> =>
      apiFetch(`/api/site/${encodeURIComponent(siteId)}/response-targets`, {
        method: 'PUT',
        body: targets,
        schema: site,
      }),
    onSuccess: options.onSaved,
  });
}
