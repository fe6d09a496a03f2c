/** A member's correction of an issue's priority and category, kept as a triage example. */
export { triageOverrideRoutes } from './triage-override.routes';
