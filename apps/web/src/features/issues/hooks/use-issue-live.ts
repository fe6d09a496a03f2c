import type { Issue } from '@sitewatch/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { issueQueryKey } from '../api/issue-query-key';
import { issueActivityQueryKey } from '../api/issue-work';
import { readLiveEvent } from '../lib/read-live-event';
import { reloadIfLoading } from '../lib/reload-if-loading';

/**
 * Keeps an open issue detail live: every change of this issue on the site's event stream updates
 * the issue and reloads its timeline, and each (re)connection reloads both, so nothing missed
 * while disconnected is lost. The browser reconnects by itself.
 */
export function useIssueLive(siteId: string, issueId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const source = new EventSource(`/api/site/${encodeURIComponent(siteId)}/issues/events`);
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: issueQueryKey(siteId, issueId) });
      void queryClient.invalidateQueries({ queryKey: issueActivityQueryKey(siteId, issueId) });
    };
    source.onopen = refresh;
    source.onmessage = (message: MessageEvent<string>) => {
      const event = readLiveEvent(message.data);
      if (event?.issue.id !== issueId) return;
      queryClient.setQueryData<Issue>(issueQueryKey(siteId, issueId), event.issue);
      reloadIfLoading(queryClient, issueQueryKey(siteId, issueId));
      void queryClient.invalidateQueries({ queryKey: issueActivityQueryKey(siteId, issueId) });
    };
    return () => source.close();
  }, [siteId, issueId, queryClient]);
}
