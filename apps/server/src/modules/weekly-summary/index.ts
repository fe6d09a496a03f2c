/** The weekly summary email: each member's setting per site, and the sweep and job that send it once a week. */
export { weeklySummaryJobs } from './weekly-summary.jobs';
export { weeklySummaryRoutes } from './weekly-summary.routes';
