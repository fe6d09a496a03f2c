import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { listApiPath, openIssuesQueryKey } from '../api/get-open-issues';
import { issueQueryKey } from '../api/issue-query-key';
import { applyOpenListChange } from '../lib/apply-issue-change';
import { readLiveEvent } from '../lib/read-live-event';
import { reloadIfLoading } from '../lib/reload-if-loading';

/** connecting: not yet subscribed; live: receiving; reconnecting: lost, trying again. */
export type LiveStatus = 'connecting' | 'live' | 'reconnecting';

/** After the browser gives up (the server answered an error), try again after this long, doubling up to a minute. */
const firstRetryMs = 5000;
const maxRetryMs = 60_000;
/** A stream that has not opened by then counts as lost, so the list loads without it. */
const connectTimeoutMs = 4000;

/**
 * Keeps an open-issue list live: a site's, or the portfolio's (`portfolioList`: one stream for all the user's sites). Every time the stream (re)opens, the list is fetched
 * again, so nothing that happened while disconnected is missed. That fetch is a revalidation: the
 * server answers Cache-Control: private, no-cache with an ETag, so the browser sends If-None-Match and
 * an unchanged list comes back as a 304 without a body. Then each event updates the
 * cached list (or each loaded view of a paged one) and the cached issue in place (no refetch of
 * thousands of issues per change).
 * The screen should load the list only once the status has left 'connecting', so the first
 * load happens after the subscription and no change can fall between the two.
 */
export function useLiveIssues(list: string): LiveStatus {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>('connecting');

  useEffect(() => {
    let source: EventSource | undefined;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let retryMs = firstRetryMs;
    const connectTimer = setTimeout(
      () => setStatus((now) => (now === 'connecting' ? 'reconnecting' : now)),
      connectTimeoutMs,
    );

    const connect = () => {
      source = new EventSource(`${listApiPath(list)}/events`);
      source.onopen = () => {
        clearTimeout(connectTimer);
        retryMs = firstRetryMs;
        setStatus('live');
        void queryClient.invalidateQueries({ queryKey: openIssuesQueryKey(list) });
      };
      source.onmessage = (message: MessageEvent<string>) => {
        const parsed = readLiveEvent(message.data);
        if (!parsed) {
          console.warn('Ignored a live issue event that did not fit the contract', message.data);
          return;
        }
        const changed = parsed.issue;
        applyOpenListChange(queryClient, list, changed);
        queryClient.setQueryData(issueQueryKey(changed.siteId, changed.id), changed);
        reloadIfLoading(queryClient, openIssuesQueryKey(list));
        reloadIfLoading(queryClient, issueQueryKey(changed.siteId, changed.id));
      };
      source.onerror = () => {
        setStatus('reconnecting');
        // The browser retries by itself unless the server answered with an error status.
        if (source?.readyState === EventSource.CLOSED && !stopped) {
          source.close();
          retryTimer = setTimeout(connect, retryMs);
          retryMs = Math.min(retryMs * 2, maxRetryMs);
        }
      };
    };
    connect();

    return () => {
      stopped = true;
      clearTimeout(connectTimer);
      clearTimeout(retryTimer);
      source?.close();
    };
  }, [list, queryClient]);

  return status;
}
