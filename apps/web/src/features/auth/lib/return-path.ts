import { invitationPathPrefix, onboardingPath, userAreaPath } from '@sitewatch/shared/paths';

/**
 * Where a signed-out person was going (an emailed invitation, an issue link), kept through the sign-in round trip
 * and account setup in this tab: the provider's redirect comes back to /login, and only then is the account known.
 */
const key = 'sitewatch.returnPath';

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be switched off: the person then lands on the dashboard, as before.
    return undefined;
  }
}

/** Only a path inside the signed-in area, never another origin or the setup screen itself. */
function isReturnPath(path: string): boolean {
  const isInUserArea = path.startsWith(`${userAreaPath}/`) && path.length > userAreaPath.length + 1;
  return isInUserArea && !path.startsWith(onboardingPath) && !path.includes('//');
}

export function rememberReturnPath(path: string): void {
  if (isReturnPath(path)) storage()?.setItem(key, path);
}

/** The kept path, forgotten once read: it is followed once. */
export function takeReturnPath(): string | undefined {
  const path = storage()?.getItem(key) ?? undefined;
  storage()?.removeItem(key);
  return path && isReturnPath(path) ? path : undefined;
}

/** Whether the kept path is an invitation, so the start page can say what signing in is for. */
export function isReturningToInvitation(): boolean {
  return storage()?.getItem(key)?.startsWith(invitationPathPrefix) ?? false;
}
