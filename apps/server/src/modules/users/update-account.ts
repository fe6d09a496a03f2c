import type { UpdateUserRequest } from '@sitewatch/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { SessionUser } from '../../plugins/session-store';

/** Account setup (spec section 5): the chosen name, and the lowest priority to be emailed about (none: null). */
export async function updateAccount(db: Db, userId: string, request: UpdateUserRequest): Promise<SessionUser> {
  const [row] = await db
    .update(users)
    .set({ name: request.name, notificationForPriority: request.notificationForPriority ?? null })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw new AppError('UNAUTHORIZED', 'Not signed in');
  return row;
}
