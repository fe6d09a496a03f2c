import { z } from 'zod';
import { priorityId } from '../issues/issue-enums';

// A site's team. The creator is its owner; owners invite, remove and hand over ownership.
export const siteRoles = ['owner', 'member'] as const;
export const siteRole = z.enum(siteRoles);
export type SiteRole = z.infer<typeof siteRole>;

/** How long an emailed invitation link works. */
export const invitationTtlDays = 7;
/** How many invitations one site may have waiting at once, so the mail cannot be used to spam. */
export const maxPendingInvitations = 50;

/** Per-site notification preference: 'none', a priority (that and above), or null to follow the account. */
export const memberNotificationPreference = z.union([z.literal('none'), priorityId]).nullable();
export type MemberNotificationPreference = z.infer<typeof memberNotificationPreference>;

export const siteMember = z.object({
  userId: z.uuid(),
  name: z.string().nullable(),
  email: z.string(),
  role: siteRole,
  joinedAt: z.number().int(),
});
export type SiteMember = z.infer<typeof siteMember>;

export const pendingInvitation = z.object({
  id: z.uuid(),
  email: z.string(),
  createdAt: z.number().int(),
  expiresAt: z.number().int(),
});
export type PendingInvitation = z.infer<typeof pendingInvitation>;

/**
 * GET /api/site/{siteId}/members: the team, the caller's own role and preference, pending invitations
 * (for owners; empty for members, who do not see the addresses invited).
 */
export const siteMembers = z.object({
  members: z.array(siteMember),
  invitations: z.array(pendingInvitation),
  myRole: siteRole,
  myNotificationPreference: memberNotificationPreference,
});
export type SiteMembers = z.infer<typeof siteMembers>;

const email = z.string().trim().toLowerCase().max(254).pipe(z.email('Please enter a valid email address'));

/** POST /api/site/{siteId}/invitations */
export const inviteMemberRequest = z.object({ email });
export type InviteMemberRequest = z.infer<typeof inviteMemberRequest>;

/** POST /api/site/{siteId}/members/{userId}/role: an owner hands over (or shares) ownership. */
export const changeMemberRoleRequest = z.object({ role: siteRole });
export type ChangeMemberRoleRequest = z.infer<typeof changeMemberRoleRequest>;

/** POST /api/site/{siteId}/members/me/notifications */
export const memberNotificationRequest = z.object({ notificationPreference: memberNotificationPreference });
export type MemberNotificationRequest = z.infer<typeof memberNotificationRequest>;

/** POST /api/invitations/accept: the token from the emailed link. */
export const acceptInvitationRequest = z.object({ token: z.string().min(16).max(200) });
export type AcceptInvitationRequest = z.infer<typeof acceptInvitationRequest>;

/** The answer to accepting: the site joined (the dashboard opens it) and who invited them, to say so there. */
export const acceptedInvitation = z.object({
  siteId: z.uuid(),
  siteName: z.string(),
  /** The inviter's name, else their email; null when their account is gone. */
  invitedBy: z.string().nullable(),
});
export type AcceptedInvitation = z.infer<typeof acceptedInvitation>;
