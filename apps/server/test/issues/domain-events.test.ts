import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDomainEvents, type DomainEventMap } from '../../src/lib/domain-events';
import type { TriageIssue } from '../../src/modules/intake/triage/triage-types';
import { splitReport } from '../../src/modules/issues/split-report';
import { submitVisitorReport } from '../../src/modules/issues/submit-visitor-report';
import { webOnly } from '../assistant/support/web-only';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { createTestSite } from '../support/factories';

const cleaning: TriageIssue = async () => ({
  priority: 'MEDIUM',
  category: 'CLEANING',
  source: 'rules',
  languages: [],
});
const spill = { title: 'Milk spill', description: 'Milk all over the floor', location: 'Aisle 3', photoFileKeys: [] };

/** The events a domain function told, in order, by name and the issue they carry. */
function recordEvents() {
  const events = createDomainEvents();
  const told: string[] = [];
  const names: (keyof DomainEventMap)[] = [
    'issue.created',
    'issue.report-attached',
    'issue.followed-up',
    'report.stored',
    'issue.updated',
  ];
  for (const name of names) events.on(name, () => told.push(name));
  return { events, told };
}

/**
 * Domain functions tell what they changed, after their commit; routes never do. Two routes that stored a
 * visitor's report told different events before (one left out the repeat attached): now the one function tells.
 */
describe('domain events come from the domain functions', () => {
  let t: TestApp;
  const db = () => t.testDatabase.database.db;

  beforeAll(async () => {
    t = await buildTestApp(webOnly);
  });
  afterAll(async () => {
    await t.close();
  });

  it("a visitor's report: a new issue, then a repeat attached to it, then nothing for a retry", async () => {
    const site = await createTestSite(db());
    const { events, told } = recordEvents();
    const submit = (idempotencyKey: string) =>
      submitVisitorReport({
        db: db(),
        events,
        storage: t.app.deps.storage,
        site,
        request: spill,
        idempotencyKey,
        triage: cleaning,
      });

    const first = await submit('first');
    expect(told).toEqual(['issue.created', 'report.stored']);
    const repeat = await submit('second');
    expect(repeat.issue.id).toBe(first.issue.id);
    expect(told.slice(2)).toEqual(['issue.report-attached', 'report.stored']);
    await submit('second');
    expect(told).toHaveLength(4);
  });

  it('a follow-up of a fixed issue: a new issue that follows the first', async () => {
    const site = await createTestSite(db());
    const fixed = await submitVisitorReport({
      db: db(),
      events: createDomainEvents(),
      storage: t.app.deps.storage,
      site,
      request: spill,
      triage: cleaning,
    });
    const { events, told } = recordEvents();
    const followed: string[] = [];
    events.on('issue.followed-up', ({ followsIssueId }) => followed.push(followsIssueId));
    await submitVisitorReport({
      db: db(),
      events,
      storage: t.app.deps.storage,
      site,
      request: spill,
      triage: cleaning,
      followsIssueId: fixed.issue.id,
    });
    expect(told).toEqual(['issue.created', 'issue.followed-up', 'report.stored']);
    expect(followed).toEqual([fixed.issue.id]);
  });

  it('a report split back out: its new issue, and the first one refreshed', async () => {
    const site = await createTestSite(db());
    const quiet = createDomainEvents();
    const options = { db: db(), events: quiet, storage: t.app.deps.storage, site, triage: cleaning };
    const first = await submitVisitorReport({ ...options, request: spill });
    const repeat = await submitVisitorReport({ ...options, request: spill, idempotencyKey: 'repeat' });
    expect(repeat.issue.id).toBe(first.issue.id);

    const { events, told } = recordEvents();
    await splitReport(db(), events, { siteId: site.id, issueId: first.issue.id, reportId: repeat.report.id });
    expect(told).toEqual(['issue.created', 'issue.report-attached']);
  });

  it('no route file emits a domain event', () => {
    const modules = path.resolve(import.meta.dirname, '../../src/modules');
    const routeFiles = fs
      .readdirSync(modules, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.routes.ts'));
    expect(routeFiles.length).toBeGreaterThan(10);
    const emitting = routeFiles.filter((file) =>
      /\bevents\.emit\(/.test(fs.readFileSync(path.join(modules, file), 'utf8')),
    );
    expect(emitting).toEqual([]);
  });
});
