/**
 * What a visitor meets after submitting: the submit route, the status page behind their signed link, "still
 * a problem?", and the one "fixed" email. It uses the issues module; nothing uses it but the composition root.
 */
export { publicIssuesRoutes } from './public-issues.routes';
export { visitorEmailsJobs } from './visitor-emails.jobs';
export { visitorReportsRoutes } from './visitor-reports.routes';
