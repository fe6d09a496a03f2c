import { z } from 'zod';
import { type IdTokenClaims, IdTokenRejectedError, type VerifiedIdentity } from './identity-provider';
import { emailFrom, nameFrom } from './verify-id-token';

/** The UserInfo claims the product reads; anything else the provider releases is ignored. */
const userInfoClaims = z.looseObject({ sub: z.string().min(1) });

/** Fetches the UserInfo claims for an access token (the issuer's endpoint, or the embedded provider in-process). */
export type LoadUserInfo = (accessToken: string) => Promise<unknown>;

/**
 * Fills in what the ID token left out (email, name) from UserInfo. OpenID Connect Core 5.4 lets a
 * provider release the profile and email scopes only there when it issues an access token, and
 * many do by default (LemonLDAP::NG, Keycloak with some mappers). UserInfo's `sub` must equal the
 * ID token's (Core 5.3.2), or an access token of another person could lend us their email.
 */
export async function completeIdentity(
  claims: IdTokenClaims,
  accessToken: string | undefined,
  loadUserInfo: LoadUserInfo | undefined,
): Promise<VerifiedIdentity> {
  const { email, name } = claims;
  if (email && name) return { ...claims, email, name };
  if (!accessToken || !loadUserInfo) {
    if (!email) throw new IdTokenRejectedError('the token carries no email address and UserInfo cannot be asked');
    return { ...claims, email, name };
  }
  let raw: unknown;
  try {
    raw = await loadUserInfo(accessToken);
  } catch (error) {
    // Only the name was missing, and it only prefills account setup: sign-in goes on without it.
    if (email) return { ...claims, email, name };
    throw error;
  }
  const parsed = userInfoClaims.safeParse(raw);
  if (!parsed.success) throw new IdTokenRejectedError('UserInfo answered without a subject');
  if (parsed.data.sub !== claims.subject) throw new IdTokenRejectedError('UserInfo names another subject');
  const completedEmail = email ?? emailFrom(parsed.data);
  if (!completedEmail) {
    throw new IdTokenRejectedError('the provider released no email address (ID token or UserInfo)');
  }
  return { ...claims, email: completedEmail, name: name ?? nameFrom(parsed.data) };
}
