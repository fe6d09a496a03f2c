import { type IssueDetail, issueDetail } from '@sitewatch/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { issueQueryKey } from './issue-query-key';

/** GET /api/site/{siteId}/issues/{issueId} (spec section 7), with every visitor's report and its links (issue 14). */
export function issueQueryOptions(siteId: string, issueId: string) {
  return queryOptions({
    queryKey: issueQueryKey(siteId, issueId),
    queryFn: ({ signal }): Promise<IssueDetail> =>
      apiFetch(`/api/site/${encodeURIComponent(siteId)}/issues/${encodeURIComponent(issueId)}`, {
        schema: issueDetail,
        signal,
      }),
  });
}
