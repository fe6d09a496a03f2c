import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { SessionUser } from '../../plugins/session-store';

/**
 * Stores the browser language the web app reports (a canonical BCP 47 tag). The same language again
 * writes nothing, so a web app that asks on every load costs no write; `changed` says whether it wrote.
 */
export async function updateLocale(
  db: Db,
  current: SessionUser,
  locale: string,
): Promise<{ user: SessionUser; changed: boolean }> {
  if (current.locale === locale) return { user: current, changed: false };
  const [row] = await db.update(users).set({ locale }).where(eq(users.id, current.id)).returning();
  if (!row) throw new AppError('UNAUTHORIZED', 'Not signed in');
  return { user: row, changed: true };
}
