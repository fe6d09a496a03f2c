/**
 * A site's members: the members page, invitations and accepting one. The note shown right after joining loads on
 * demand, through lazy.ts.
 */
export { siteMembersQueryOptions } from './api/site-members';
export { AcceptInvitationScreen, type JoinedSiteState } from './components/accept-invitation-screen';
export { MembersScreen } from './components/members-screen';
