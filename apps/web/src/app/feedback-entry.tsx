import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FeedbackPage } from '../features/feedback/components/feedback-page';
import { StatusView } from '../features/feedback/components/status-view';
import type { SiteParams } from '../features/feedback/lib/site-headers';

/** Spec section 2: /feedback/{siteId}/{siteIdCode}; anything else under /feedback is not a feedback link. */
export function parseFeedbackPath(pathname: string): SiteParams | null {
  const match = /^\/feedback\/([^/]+)\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  try {
    return { siteId: decodeURIComponent(match[1]!), siteIdCode: decodeURIComponent(match[2]!) };
  } catch {
    return null;
  }
}

/**
 * The visitor's page. It stays small (React, the markdown renderer and the shared package only, no
 * router or data-fetching library) because it is opened from a QR code, often on a weak network.
 */
export function mountFeedback(root: HTMLElement): void {
  const params = parseFeedbackPath(window.location.pathname);
  createRoot(root).render(
    <StrictMode>
      {params ? <FeedbackPage siteId={params.siteId} siteIdCode={params.siteIdCode} /> : <StatusView title="404" />}
    </StrictMode>,
  );
}
