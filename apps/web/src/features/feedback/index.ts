/**
 * The visitor's page (its own build, feedback.html): a site's chat, a report's status page, and the page for a
 * broken link.
 */
export { BrokenLinkPage } from './page/broken-link-page';
export { FeedbackPage } from './page/feedback-page';
export { ReportStatusPage } from './report/report-status-page';
