import { type Issue, type IssueDetail, issue } from '@sitewatch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { applyOpenListChange } from '../lib/apply-issue-change';
import { issueQueryKey } from './issue-query-key';

/**
 * POST /api/site/{siteId}/issues/{issueId}/resolve. Status and closedAt come from the answer
 * (spec section 4); a failure is only logged, and the button returns to normal (spec section 8).
 */
export function useResolveIssue(siteId: string, issueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<Issue> =>
      apiFetch(`/api/site/${encodeURIComponent(siteId)}/issues/${encodeURIComponent(issueId)}/resolve`, {
        method: 'POST',
        schema: issue,
      }),
    onSuccess: (resolved) => {
      // The answer is the issue alone: keep the reports and links the detail already shows.
      queryClient.setQueryData<Issue | IssueDetail>(issueQueryKey(siteId, issueId), (shown) =>
        shown ? { ...shown, ...resolved } : resolved,
      );
      applyOpenListChange(queryClient, siteId, resolved);
    },
    onError: (error) => {
      console.error('Failed to resolve issue:', error);
    },
  });
}
