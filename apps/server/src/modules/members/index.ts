/** A site's team: members, roles, invitations, and the owner check other owner-only settings use. */
export { findOwnedSite } from './find-membership';
export { membersRoutes } from './members.routes';
