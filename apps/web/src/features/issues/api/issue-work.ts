import {
  type AssignIssueRequest,
  type Issue,
  type IssueActivityView,
  issue,
  issueActivityView,
  issueAssignment,
  type TriageOverrideRequest,
} from '@sitewatch/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { issueQueryKey } from './issue-query-key';

export const issueActivityQueryKey = (siteId: string, issueId: string) => ['issue-activity', siteId, issueId] as const;
const issuePath = (siteId: string, issueId: string) =>
  `/api/site/${encodeURIComponent(siteId)}/issues/${encodeURIComponent(issueId)}`;

/** GET /api/site/{siteId}/issues/{issueId}/activity: the timeline and the assignment in force. */
export function issueActivityQueryOptions(siteId: string, issueId: string) {
  return queryOptions({
    queryKey: issueActivityQueryKey(siteId, issueId),
    queryFn: ({ signal }): Promise<IssueActivityView> =>
      apiFetch(`${issuePath(siteId, issueId)}/activity`, { schema: issueActivityView, signal }),
  });
}

/** Any change to the issue's work refreshes its timeline (and the issue when the answer is one). */
function useIssueWorkMutation<T>(siteId: string, issueId: string, run: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (answer) => {
      const parsed = issue.safeParse(answer);
      if (parsed.success) queryClient.setQueryData<Issue>(issueQueryKey(siteId, issueId), parsed.data);
      return queryClient.invalidateQueries({ queryKey: issueActivityQueryKey(siteId, issueId) });
    },
  });
}

/** POST .../triage: the manager's priority and category. */
export const useOverrideTriage = (siteId: string, issueId: string) =>
  useIssueWorkMutation(siteId, issueId, (body: TriageOverrideRequest) =>
    apiFetch(`${issuePath(siteId, issueId)}/triage`, { body, schema: issue }),
  );

/** POST .../assignment: a member, or a contractor by email (who gets the job link). */
export const useAssignIssue = (siteId: string, issueId: string) =>
  useIssueWorkMutation(siteId, issueId, (body: AssignIssueRequest) =>
    apiFetch(`${issuePath(siteId, issueId)}/assignment`, { body, schema: issueAssignment }),
  );

/** DELETE .../assignment: the contractor's link stops working. */
export const useWithdrawAssignment = (siteId: string, issueId: string) =>
  useIssueWorkMutation(siteId, issueId, () =>
    apiFetch(`${issuePath(siteId, issueId)}/assignment`, { method: 'DELETE' }),
  );

/** POST .../notes */
export const useAddNote = (siteId: string, issueId: string) =>
  useIssueWorkMutation(siteId, issueId, (text: string) =>
    apiFetch(`${issuePath(siteId, issueId)}/notes`, { body: { text } }),
  );
