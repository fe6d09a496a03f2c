import { dashboardPath } from '@sitewatch/shared/paths';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  completeSignIn,
  invalidStateMessage,
  isSignInCallback,
  readProviderError,
  startSignIn,
} from '../../features/auth';
import { getUser, userQueryKey } from '../../features/users';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import styles from './centered-page.module.css';

type LoginState =
  | { step: 'idle' }
  | { step: 'redirecting' }
  | { step: 'signing-in'; isStale?: boolean }
  | { step: 'failed'; message: string };

/**
 * How long the loading view stays alone for 'Invalid State' (a stale or bookmarked callback) before
 * it also offers to start sign-in again: long enough not to flash on a slow but working sign-in.
 */
export const staleCallbackDelayMs = 4000;

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * /login (spec section 2): the product title and Sign In, which redirects to the identity
 * provider; back here it completes the sign-in, exchanges the ID token with the server and goes
 * to the dashboard. 'Signing you in' while working, 'Error: {message}' on failure, except
 * 'Invalid State', which keeps the loading view.
 */
export function LoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [state, setState] = useState<LoginState>(() => {
    const providerError = readProviderError(window.location.search);
    if (providerError) return { step: 'failed', message: providerError };
    return isSignInCallback(window.location.search) ? { step: 'signing-in' } : { step: 'idle' };
  });

  useEffect(() => {
    // A provider's error is shown as it is (above); there is no code to exchange.
    if (!isSignInCallback(window.location.search) || readProviderError(window.location.search)) return;
    let active = true;
    completeSignIn(window.location.href).then(
      () => {
        if (!active) return;
        // The user held before (none) is stale now: /u fetches the signed-in one.
        queryClient.removeQueries({ queryKey: userQueryKey });
        navigate(dashboardPath, { replace: true });
      },
      async (error: unknown) => {
        if (!active) return;
        if (errorMessage(error) !== invalidStateMessage) {
          setState({ step: 'failed', message: errorMessage(error) });
          return;
        }
        // The loading view stays; if this browser is already signed in (a reload after success), go on.
        const user = await getUser().catch(() => null);
        if (!active) return;
        if (user) {
          navigate(dashboardPath, { replace: true });
          return;
        }
        // Not a dead end: after a few seconds the loading view also offers to sign in again.
        staleTimer = setTimeout(() => setState({ step: 'signing-in', isStale: true }), staleCallbackDelayMs);
      },
    );
    let staleTimer: ReturnType<typeof setTimeout> | undefined;
    return () => {
      active = false;
      clearTimeout(staleTimer);
    };
  }, [navigate, queryClient]);

  const onSignIn = () => {
    setState({ step: 'redirecting' });
    startSignIn().catch((error: unknown) => setState({ step: 'failed', message: errorMessage(error) }));
  };

  if (state.step === 'signing-in') {
    return (
      <main className={styles.page} aria-busy={!state.isStale}>
        <Spinner size={32} label="Signing you in" />
        <p className={styles.status}>Signing you in</p>
        {state.isStale ? (
          <div className={styles.stale} role="status">
            <p className={styles.tagline}>This is taking longer than it should. The sign-in link may have expired.</p>
            <Button variant="primary" size="large" onClick={onSignIn}>
              Sign in again
            </Button>
          </div>
        ) : null}
      </main>
    );
  }

  return (
    <main className={styles.page}>
      <h1 className={styles.title}>Sitewatch</h1>
      <p className={styles.tagline}>Sign in to see and resolve the issues reported at your sites.</p>
      {state.step === 'failed' ? (
        <p className={styles.error} role="alert">
          Error: {state.message}
        </p>
      ) : null}
      <Button variant="primary" size="large" isLoading={state.step === 'redirecting'} onClick={onSignIn}>
        {state.step === 'failed' ? 'Sign in again' : 'Sign In'}
      </Button>
    </main>
  );
}
