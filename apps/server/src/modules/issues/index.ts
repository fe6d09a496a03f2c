/**
 * The issues: a visitor's report stored (new, or attached to the open issue it repeats), the open lists, an
 * issue's detail, photos, reports and resolution, and the timeline entries every change to an issue records.
 */
export { addIssueNote } from './add-issue-note';
export { addIssuePhotos } from './add-issue-photos';
export type { ReportRow } from './attach-report';
export { findIssueDto, findSiteIssue, toIssueWithPhotos } from './find-site-issue';
export { toIssueDto } from './issue-dto';
export { issueReportsRoutes } from './issue-reports.routes';
export { issuesRoutes } from './issues.routes';
export { loadIssuePhotoIds } from './load-issue-photo-ids';
export { createOpenLists, type OpenLists } from './open-lists';
export { type ActivityActor, memberActor, recordActivity } from './record-activity';
export { reportTranslationJobs } from './report-translation.jobs';
export { resolveIssue } from './resolve-issue';
export { loadReportPhotoIds, submitVisitorReport } from './submit-visitor-report';
