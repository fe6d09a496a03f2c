import { sql } from 'drizzle-orm';
import type { VerifiedIdentity } from '../../adapters/identity/identity-provider';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/**
 * Finds or creates the user for a verified identity, keyed by (issuer, subject): an email address
 * can change at the provider, the subject cannot. The email and the provider's name claim are
 * refreshed on every sign-in; `name` (chosen at account setup) is never touched here.
 */
export async function signInUser(db: Db, identity: VerifiedIdentity): Promise<string> {
  const [row] = await db
    .insert(users)
    .values({ issuer: identity.issuer, subject: identity.subject, email: identity.email, idpName: identity.name })
    .onConflictDoUpdate({
      target: [users.issuer, users.subject],
      set: { email: identity.email, idpName: sql`coalesce(excluded.idp_name, ${users.idpName})` },
    })
    .returning({ id: users.id });
  if (!row) throw new Error('user upsert returned no row');
  return row.id;
}
