import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { endClientSession, logout } from '../../features/auth';
import { userQueryKey } from '../../features/users';
import { Spinner } from '../../ui/spinner';
import styles from './centered-page.module.css';

/**
 * /u/logout (spec section 2): signs out on the server, ends the client session, then goes to / (through
 * the provider's end_session_endpoint when it has one).
 */
export function LogoutPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      // Each step is best effort: a failed call must not leave the person stuck on this screen.
      await logout().catch((error: unknown) => console.error('Sign-out on the server failed', error));
      const ended = await endClientSession().catch((error: unknown) => {
        console.error('Ending the client session failed', error);
        return 'done' as const;
      });
      // The provider ends its session and sends the browser back to /.
      if (ended === 'redirecting') return;
      navigate('/', { replace: true });
      // Nothing of this user's data stays in memory for whoever signs in next.
      queryClient.removeQueries();
      queryClient.setQueryData(userQueryKey, null);
    })();
  }, [navigate, queryClient]);

  return (
    <main className={styles.page} aria-busy="true">
      <Spinner size={32} label="Signing you out" />
      <p className={styles.status}>Signing you out</p>
    </main>
  );
}
