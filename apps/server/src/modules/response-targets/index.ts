/** Response targets: minutes per priority, when an open issue is due and overdue, and the overdue notices. */
export { dueAtSql, listOverdueIssues, type OverdueIssue } from './overdue-issues';
export { overdueNoticesJobs } from './overdue-notices.jobs';
export { responseTargetsRoutes } from './response-targets.routes';
