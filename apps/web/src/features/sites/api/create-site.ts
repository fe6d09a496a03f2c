import type { CreateSiteRequest, Site } from '@sitewatch/shared';
import { readSite } from '@sitewatch/shared/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { siteQueryKey } from './get-site';

/** POST /api/site (spec section 7). The created site is cached for the welcome screen that follows. */
export function useCreateSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateSiteRequest): Promise<Site> =>
      apiFetch('/api/site', { method: 'POST', body: request, schema: readSite }),
    onSuccess: (created) => {
      queryClient.setQueryData(siteQueryKey(created.id), created);
    },
  });
}
