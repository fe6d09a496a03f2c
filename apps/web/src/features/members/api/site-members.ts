import {
  type AcceptedInvitation,
  acceptedInvitation,
  type MemberNotificationPreference,
  pendingInvitation,
  type SiteMembers,
  type SiteRole,
  siteMembers,
} from '@sitewatch/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const siteMembersQueryKey = (siteId: string) => ['site-members', siteId] as const;
const sitePath = (siteId: string) => `/api/site/${encodeURIComponent(siteId)}`;

/** GET /api/site/{siteId}/members */
export function siteMembersQueryOptions(siteId: string) {
  return queryOptions({
    queryKey: siteMembersQueryKey(siteId),
    queryFn: ({ signal }): Promise<SiteMembers> =>
      apiFetch(`${sitePath(siteId)}/members`, { schema: siteMembers, signal }),
  });
}

/** Every change to the team refetches the members list on success. */
function useTeamMutation<T>(siteId: string, run: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: siteMembersQueryKey(siteId) }),
  });
}

/** POST /api/site/{siteId}/invitations */
export const useInviteMember = (siteId: string) =>
  useTeamMutation(siteId, (email: string) =>
    apiFetch(`${sitePath(siteId)}/invitations`, { body: { email }, schema: pendingInvitation }),
  );

/** DELETE /api/site/{siteId}/invitations/{id} */
export const useRevokeInvitation = (siteId: string) =>
  useTeamMutation(siteId, (invitationId: string) =>
    apiFetch(`${sitePath(siteId)}/invitations/${encodeURIComponent(invitationId)}`, { method: 'DELETE' }),
  );

/** DELETE /api/site/{siteId}/members/{userId}: remove someone, or leave (own id). */
export const useRemoveMember = (siteId: string) =>
  useTeamMutation(siteId, (userId: string) =>
    apiFetch(`${sitePath(siteId)}/members/${encodeURIComponent(userId)}`, { method: 'DELETE' }),
  );

/** POST /api/site/{siteId}/members/{userId}/role */
export const useChangeMemberRole = (siteId: string) =>
  useTeamMutation(siteId, ({ userId, role }: { userId: string; role: SiteRole }) =>
    apiFetch(`${sitePath(siteId)}/members/${encodeURIComponent(userId)}/role`, { body: { role } }),
  );

/** PUT /api/site/{siteId}/notifications: this member's own preference for this site. */
export const useUpdateSiteNotifications = (siteId: string) =>
  useTeamMutation(siteId, (notificationPreference: MemberNotificationPreference) =>
    apiFetch(`${sitePath(siteId)}/notifications`, { method: 'PUT', body: { notificationPreference } }),
  );

/** POST /api/invitations/accept */
export function acceptInvitation(token: string): Promise<AcceptedInvitation> {
  return apiFetch('/api/invitations/accept', { body: { token }, schema: acceptedInvitation });
}
