import type { Issue } from '@sitewatch/shared';
import { formatDayTime } from '@sitewatch/shared/constants';
import { Button } from '../../../ui/button';
import { useResolveIssue } from '../api/resolve-issue';

/**
 * The complete button (spec sections 2 and 4): a spinner while the request runs, then disabled
 * and reading 'Completed {time}'. A failure is logged and the button returns to normal.
 */
export function ResolveButton({ issue }: { issue: Issue }) {
  const resolve = useResolveIssue(issue.siteId, issue.id);
  // Status and closedAt come from the server's answer (spec section 4).
  const current = resolve.data ?? issue;
  if (current.status === 'RESOLVED') {
    return (
      <Button variant="outline" size="large" fullWidth disabled>
        {current.closedAt ? `Completed ${formatDayTime(current.closedAt)}` : 'Completed'}
      </Button>
    );
  }
  return (
    <Button size="large" fullWidth isLoading={resolve.isPending} onClick={() => resolve.mutate()}>
      Complete
    </Button>
  );
}
