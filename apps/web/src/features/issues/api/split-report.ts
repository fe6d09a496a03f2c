import { type Issue, issue } from '@sitewatch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { openIssuesQueryKey } from './get-open-issues';
import { issueQueryKey } from './issue-query-key';

/** POST /api/site/{siteId}/issues/{issueId}/reports/{reportId}/split: a wrongly attached report becomes its own issue. */
export function useSplitReport(siteId: string, issueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reportId: string): Promise<Issue> =>
      apiFetch(
        `/api/site/${encodeURIComponent(siteId)}/issues/${encodeURIComponent(issueId)}/reports/${encodeURIComponent(reportId)}/split`,
        { method: 'POST', schema: issue },
      ),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: issueQueryKey(siteId, issueId) });
      void queryClient.invalidateQueries({ queryKey: openIssuesQueryKey(siteId) });
    },
  });
}
