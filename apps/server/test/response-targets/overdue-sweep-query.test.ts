import type { PriorityId } from '@sitewatch/shared';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issues } from '../../src/db/schema';
import {
  dueAtSql,
  findUnnoticedOverdueIssues,
  unnoticedOverdueSql,
} from '../../src/modules/response-targets/overdue-issues';
import { createTestSite } from '../support/factories';
import { seededRandom } from '../support/seeded-random';
import { createTestDatabase, type TestDatabase, testDatabaseKind } from '../support/test-database';

const minute = 60_000;
const now = new Date('2026-03-02T12:00:00Z');
const priorities: PriorityId[] = ['LOW', 'MEDIUM', 'HIGH', 'CRITICAL'];

/** Every node of an EXPLAIN (FORMAT JSON) plan. */
function planNodes(node: Record<string, unknown>): Record<string, unknown>[] {
  const children = (node.Plans as Record<string, unknown>[] | undefined) ?? [];
  return [node, ...children.flatMap(planNodes)];
}

describe(`the overdue sweep's query (${testDatabaseKind})`, () => {
  let testDb: TestDatabase;
  const db = () => testDb.database.db;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(async () => {
    await testDb.cleanup();
  });

  it('finds exactly the open, unnoticed issues past the due time of their site and priority, in id order', async () => {
    const random = seededRandom(42);
    const custom = await createTestSite(db(), { responseTargets: { CRITICAL: 10, HIGH: 60, MEDIUM: 600, LOW: 3000 } });
    const defaults = await createTestSite(db());
    const rows = Array.from({ length: 300 }, () => ({
      siteId: random.next() < 0.5 ? custom.id : defaults.id,
      title: 'Leak',
      description: 'Water',
      location: 'Hall',
      category: 'PLUMBING' as const,
      priority: random.pick(priorities),
      status: random.next() < 0.85 ? ('OPEN' as const) : ('RESOLVED' as const),
      overdueNotifiedAt: random.next() < 0.1 ? now : null,
      createdAt: new Date(now.getTime() - Math.floor(random.next() * 20_000) * minute),
    }));
    await db().insert(issues).values(rows);
    // The rule as every screen reads it (dueAtSql), asked of every issue.
    const expected = await db()
      .select({ id: issues.id })
      .from(issues)
      .where(
        and(
          eq(issues.status, 'OPEN'),
          isNull(issues.overdueNotifiedAt),
          sql`${dueAtSql} <= ${now.toISOString()}::timestamptz`,
        ),
      )
      .orderBy(asc(issues.id));
    expect(expected.length).toBeGreaterThan(20);
    expect(expected.length).toBeLessThan(250);
    // Walked in batches as the sweep walks them.
    const found: { id: string }[] = [];
    for (let after: string | undefined; ; ) {
      const batch = await findUnnoticedOverdueIssues(db(), { now, after, limit: 7 });
      found.push(...batch);
      if (batch.length < 7) break;
      after = batch[batch.length - 1]?.id;
    }
    expect(found).toEqual(expected);
  });

  it('reads the overdue issues only, not every open issue', async () => {
    const site = await createTestSite(db());
    const recent = Array.from({ length: 2000 }, (_, i) => ({
      siteId: site.id,
      title: 'Bin full',
      description: 'Full',
      location: 'Yard',
      category: 'WASTE_MANAGEMENT' as const,
      priority: priorities[i % 4] as PriorityId,
      createdAt: new Date(now.getTime() - (i % 50) * minute),
    }));
    await db().insert(issues).values(recent);
    await testDb.database.executeSql('ANALYZE issues');
    await testDb.database.executeSql('ANALYZE sites');
    const { rows } = await db().execute<{ 'QUERY PLAN': unknown }>(
      sql`explain (analyze, format json) ${unnoticedOverdueSql({ now, after: undefined, limit: 50 })}`,
    );
    const plan = Object.values(rows[0] ?? {})[0];
    const root = ((typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: Record<string, unknown> }[])[0]?.Plan;
    const issueScans = planNodes(root ?? {}).filter((node) => node['Relation Name'] === 'issues');
    expect(issueScans.length).toBeGreaterThan(0);
    const rowsRead = issueScans.reduce(
      (sum, node) =>
        sum +
        Number(node['Actual Rows'] ?? 0) * Number(node['Actual Loops'] ?? 1) +
        Number(node['Rows Removed by Filter'] ?? 0) +
        Number(node['Rows Removed by Index Recheck'] ?? 0),
      0,
    );
    // The 2,000 recent issues are due in days (the default targets): none of them is read.
    expect(rowsRead).toBeLessThan(300);
  });
});
