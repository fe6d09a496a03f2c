/** The resolved history: search, and the CSV export of a date range. */
export { historyRoutes } from './history.routes';
