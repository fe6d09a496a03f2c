import { type NotificationPreference, toUpdateUserRequest, type User } from '@sitewatch/shared';
import { dashboardPath } from '@sitewatch/shared/paths';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { takeReturnPath } from '../../features/auth';
import { AccountSetupForm, useUpdateUser } from '../../features/users';
import styles from './onboarding-page.module.css';
import { useSignedInUser } from './user-area';

/** What the form starts with: a returning user sees their saved choice, a new one nothing chosen. */
function initialPreference(user: User): NotificationPreference | '' {
  if (!user.name) return '';
  return user.notificationForPriority ?? 'none';
}

/** /u/onboarding (spec section 2): account setup, then the dashboard (or the invitation that led here). */
export function OnboardingPage({ user }: { user: User }) {
  const navigate = useNavigate();
  const updateUser = useUpdateUser();
  const [submitError, setSubmitError] = useState<string | null>(null);

  return (
    <main className={styles.page}>
      <div className={styles.panel}>
        <h1 className={styles.title}>Welcome. Let's set up your account.</h1>
        <p className={styles.email}>Signed in as {user.email}</p>
        <AccountSetupForm
          defaultName={user.name ?? user.idpName ?? ''}
          defaultPreference={initialPreference(user)}
          submitError={submitError}
          onSubmit={async (values) => {
            setSubmitError(null);
            try {
              // 'No notifications' omits notificationForPriority (spec section 5).
              await updateUser.mutateAsync(toUpdateUserRequest(values));
              // An invitation opened before sign-in is accepted now, not lost to site creation.
              navigate(takeReturnPath() ?? dashboardPath, { replace: true });
            } catch (error) {
              setSubmitError(`Error: ${error instanceof Error ? error.message : String(error)}`);
            }
          }}
        />
      </div>
    </main>
  );
}

/** The route under `UserArea`: its own chunk, loaded only on this path. */
export function OnboardingRoute() {
  return <OnboardingPage user={useSignedInUser()} />;
}
