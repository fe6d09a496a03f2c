import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { oidcPayloads } from '../../db/schema';

/** The embedded provider's people live beside its other records, under their own kind. */
const accountKind = 'EmbeddedAccount';

const storedAccount = z.object({ email: z.string(), name: z.string().nullable() });
export type EmbeddedAccount = z.infer<typeof storedAccount> & { accountId: string };

/** The account id (the token's `sub`) is the address itself: any email signs in as that person. */
export const accountIdForEmail = (email: string) => email.trim().toLowerCase();

/** Records who signed in; a blank name keeps the one given before. */
export async function saveEmbeddedAccount(db: Db, input: { email: string; name: string | null }): Promise<string> {
  const accountId = accountIdForEmail(input.email);
  const previous = await findEmbeddedAccount(db, accountId);
  const payload = { email: accountId, name: input.name ?? previous?.name ?? null };
  await db
    .insert(oidcPayloads)
    .values({ kind: accountKind, id: accountId, payload })
    .onConflictDoUpdate({ target: [oidcPayloads.kind, oidcPayloads.id], set: { payload } });
  return accountId;
}

export async function findEmbeddedAccount(db: Db, accountId: string): Promise<EmbeddedAccount | undefined> {
  const [row] = await db
    .select({ payload: oidcPayloads.payload })
    .from(oidcPayloads)
    .where(and(eq(oidcPayloads.kind, accountKind), eq(oidcPayloads.id, accountId)))
    .limit(1);
  const parsed = storedAccount.safeParse(row?.payload);
  return parsed.success ? { accountId, ...parsed.data } : undefined;
}
