import type { AcceptedInvitation } from '@sitewatch/shared';
import { dashboardPath, sitePath } from '@sitewatch/shared/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { PageSpinner } from '../../../ui/spinner';
import { userQueryKey } from '../../users';
import { acceptInvitation } from '../api/site-members';
import styles from './members-screen.module.css';

/** What the site's first screen is told after joining, to say who invited them (navigation state). */
export interface JoinedSiteState {
  joined: AcceptedInvitation;
}

/** /u/invitation/{token}: joins the site for the signed-in user, then opens it. */
export function AcceptInvitationScreen({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const accept = useMutation({
    mutationFn: () => acceptInvitation(token),
    onSuccess: async (joined) => {
      // The side menu and dashboard read the user's sites: the new one must show at once.
      await queryClient.invalidateQueries({ queryKey: userQueryKey });
      navigate(sitePath(joined.siteId), { replace: true, state: { joined } satisfies JoinedSiteState });
    },
  });
  const { mutate } = accept;
  useEffect(() => mutate(), [mutate]);

  if (accept.isError) {
    const message =
      accept.error instanceof ApiError
        ? accept.error.message
        : 'The invitation could not be accepted. Please try again.';
    return (
      <main className={styles.screen}>
        <h1 className={styles.title}>Invitation not accepted</h1>
        <p role="alert">{message}</p>
        <Link to={dashboardPath}>Go to your dashboard</Link>
      </main>
    );
  }
  return <PageSpinner label="Joining the site" />;
}
