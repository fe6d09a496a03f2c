import { statusTokenPattern } from '@sitewatch/shared/constants';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { SiteParams } from '../features/feedback/lib/site-headers';
import { BrokenLinkPage } from '../features/feedback/page/broken-link-page';
import { FeedbackPage } from '../features/feedback/page/feedback-page';
import { ReportStatusPage } from '../features/feedback/report/report-status-page';

/**
 * Spec section 2: /feedback/{siteId}/{siteIdCode}; issue 14 adds a report's status page under it,
 * /feedback/{siteId}/{siteIdCode}/report/{token}. Anything else under /feedback is not a feedback link.
 */
export function parseFeedbackPath(pathname: string): (SiteParams & { statusToken?: string }) | null {
  const match = /^\/feedback\/([^/]+)\/([^/]+)(?:\/report\/([^/]+))?\/?$/.exec(pathname);
  if (!match) return null;
  if (match[3] !== undefined && !statusTokenPattern.test(match[3])) return null;
  try {
    const params = { siteId: decodeURIComponent(match[1]!), siteIdCode: decodeURIComponent(match[2]!) };
    return match[3] ? { ...params, statusToken: match[3] } : params;
  } catch {
    return null;
  }
}

/** The chat of a status link whose token is cut short or mistyped: the site part may still be good. */
export function chatPathOfBrokenReportLink(pathname: string): string | undefined {
  const match = /^\/feedback\/([^/]+)\/([^/]+)\/report(?:\/|$)/.exec(pathname);
  return match ? `/feedback/${match[1]}/${match[2]}` : undefined;
}

/**
 * The visitor's page. It stays small (React, the markdown renderer and the shared package only, no
 * router or data-fetching library) because it is opened from a QR code, often on a weak network.
 */
export function mountFeedback(root: HTMLElement): void {
  const params = parseFeedbackPath(window.location.pathname);
  createRoot(root).render(
    <StrictMode>
      {params?.statusToken ? (
        <ReportStatusPage
          params={{ siteId: params.siteId, siteIdCode: params.siteIdCode }}
          token={params.statusToken}
        />
      ) : params ? (
        <FeedbackPage siteId={params.siteId} siteIdCode={params.siteIdCode} />
      ) : (
        <BrokenLinkPage chatPath={chatPathOfBrokenReportLink(window.location.pathname)} />
      )}
    </StrictMode>,
  );
}
