/** The site report: requested on the screen, drawn as a PDF and emailed in the background. */
export { reportsJobs } from './reports.jobs';
export { reportsRoutes } from './reports.routes';
