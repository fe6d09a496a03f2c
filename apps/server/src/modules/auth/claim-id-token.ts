import { createHash } from 'node:crypto';
import { lt } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import type { Db } from '../../db/client';
import { usedIdTokens } from '../../db/schema';

// Matches the clock leeway the verifiers allow, so a row never disappears while its token still verifies.
const leewayMs = 60_000;
const fallbackLifetimeMs = 60 * 60 * 1000;

function expiryOf(idToken: string): Date {
  try {
    const { exp } = decodeJwt(idToken);
    if (typeof exp === 'number') return new Date(exp * 1000 + leewayMs);
  } catch {
    // Verified already; a token without a readable exp keeps the default lifetime.
  }
  return new Date(Date.now() + fallbackLifetimeMs);
}

/**
 * Records a verified ID token as used; false when it was used before. Keyed by the token's hash, so it
 * works for any issuer whether or not it sets a jti. Expired rows are swept on the way.
 */
export async function claimIdToken(db: Db, idToken: string): Promise<boolean> {
  const tokenHash = createHash('sha256').update(idToken).digest('base64url');
  await db.delete(usedIdTokens).where(lt(usedIdTokens.expiresAt, new Date()));
  const inserted = await db
    .insert(usedIdTokens)
    .values({ tokenHash, expiresAt: expiryOf(idToken) })
    .onConflictDoNothing()
    .returning({ tokenHash: usedIdTokens.tokenHash });
  return inserted.length === 1;
}
