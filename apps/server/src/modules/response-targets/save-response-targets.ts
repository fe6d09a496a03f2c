import type { ResponseTargets } from '@sitewatch/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { SiteRow } from '../../db/row-types';
import { sites } from '../../db/schema';
import { notFound } from '../../lib/app-error';

/**
 * Stores the site's targets, every priority at once. Open issues are not touched: their due times follow
 * from the targets wherever they are shown, and the overdue sweep reads the new ones on its next run.
 */
export async function saveResponseTargets(db: Db, siteId: string, targets: ResponseTargets): Promise<SiteRow> {
  const [row] = await db.update(sites).set({ responseTargets: targets }).where(eq(sites.id, siteId)).returning();
  if (!row) throw notFound('Site not found');
  return row;
}
