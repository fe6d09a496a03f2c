/**
 * The assignments: who works on an issue (a member, or a contractor through a signed job link), the job page's
 * calls, and the assignment in force that timelines, overdue notices and the visitor's status page show.
 */
export { assignmentsRoutes } from './assignments.routes';
export { findCurrentAssignment } from './find-current-assignment';
