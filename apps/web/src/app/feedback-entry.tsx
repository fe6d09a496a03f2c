import { chatPathOfBrokenReportLink, parseFeedbackPath } from '@sitewatch/shared/paths';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrokenLinkPage, FeedbackPage, ReportStatusPage } from '../features/feedback';

/**
 * The visitor's page: a site's chat, a report's status page, or the broken-link page for any other address
 * under /feedback/ (the shapes `parseFeedbackPath` reads). It stays small (React, the markdown renderer and the shared package only, no
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
