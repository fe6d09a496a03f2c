import { priorityLevel } from '@sitewatch/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TriageInput, TriageResult } from '../../src/modules/intake/triage/triage-types';
import { webOnly } from '../assistant/support/web-only';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { createTestSite, createTestUser, publicSiteHeaders, signInHeaders } from '../support/factories';

/**
 * Every path that stores or re-triages a report passes its language to triage, which also reads the language
 * the text is written in: a new report, a report attached to an open issue as a duplicate, and a "still a
 * problem?" follow-up. The built triage is wrapped to record what each path asks it.
 */
describe('triage reads every stored report in its language', () => {
  let t: TestApp;
  const asked: Array<{ input: TriageInput; result: TriageResult }> = [];
  let site: Awaited<ReturnType<typeof createTestSite>>;
  let managerHeaders: Record<string, string>;
  let address = 0;

  beforeAll(async () => {
    t = await buildTestApp(webOnly, {
      wrapDeps: (deps) => ({
        ...deps,
        triage: async (input) => {
          const result = await deps.triage(input);
          asked.push({ input, result });
          return result;
        },
      }),
    });
    const manager = await createTestUser(t.testDatabase.database.db);
    site = await createTestSite(t.testDatabase.database.db, { memberIds: [manager.id] });
    managerHeaders = await signInHeaders(t.testDatabase.database.db, manager.id);
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (url: string, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: publicSiteHeaders(site),
      remoteAddress: `10.9.0.${++address}`,
      payload,
    });

  it('passes the page language on a new report and reads the language of its text too', async () => {
    // Spanish typed on the English page: a gas smell is CRITICAL, and the visitor's language is read.
    const res = await post(`/api/public/site/${site.id}/issues`, {
      title: 'Huele a gas',
      description: 'huele muchísimo a gas en la cocina del restaurante, al fondo',
      location: 'cocina del restaurante',
      language: 'en',
    });
    expect(res.statusCode, res.body).toBe(201);
    const last = asked.at(-1);
    expect(last?.input.language).toBe('en');
    expect(last?.result.languages).toEqual(['en', 'es']);
    expect(res.json()).toMatchObject({ priority: { id: 'CRITICAL' } });
  });

  it('passes the language of a report attached to an open issue as a duplicate', async () => {
    const report = {
      title: 'Goteo en el lavabo',
      description: 'El grifo del lavabo de mujeres gotea sin parar',
      location: 'baño de mujeres, planta 2',
      language: 'es',
    };
    const first = await post(`/api/public/site/${site.id}/issues`, report);
    const second = await post(`/api/public/site/${site.id}/issues`, {
      ...report,
      description: 'El grifo del lavabo de mujeres gotea sin parar, todo mojado',
    });
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json()).toMatchObject({ alreadyReported: true, id: first.json().id });
    expect(asked.at(-1)?.input.language).toBe('es');
  });

  it('passes the report language on a "still a problem?" follow-up', async () => {
    const created = await post(`/api/public/site/${site.id}/issues`, {
      title: 'Kaltes Wasser',
      description: 'Im Duschraum gibt es nur kaltes Wasser',
      location: 'Duschraum',
      language: 'de',
    });
    const { id, statusToken } = created.json() as { id: string; statusToken: string };
    const resolved = await t.app.inject({
      method: 'POST',
      url: `/api/site/${site.id}/issues/${id}/resolve`,
      headers: managerHeaders,
    });
    expect(resolved.statusCode).toBe(200);
    const before = asked.length;
    const followUp = await post(`/api/public/site/${site.id}/reports/${statusToken}/still-a-problem`, {
      note: 'Immer noch nur kaltes Wasser',
    });
    expect(followUp.statusCode, followUp.body).toBe(201);
    expect(asked.length).toBe(before + 1);
    expect(asked.at(-1)?.input.language).toBe('de');
  });

  it('never stores below HIGH a report whose words ask for the safety line', async () => {
    for (const [language, description] of [
      ['pl', 'Czuć gaz na klatce schodowej'],
      ['fr', 'De la fumée sort de la prise dans le bureau'],
      ['ja', '男の人が倒れて意識がありません'],
    ] as const) {
      const res = await post(`/api/public/site/${site.id}/issues`, {
        title: description.slice(0, 20),
        description,
        location: 'Hall',
        language,
      });
      expect(res.statusCode, res.body).toBe(201);
      const { priority } = res.json() as { priority: { id: 'HIGH' | 'CRITICAL' | 'MEDIUM' | 'LOW' } };
      expect(priorityLevel(priority.id), `${language}: ${description}`).toBeGreaterThanOrEqual(priorityLevel('HIGH'));
    }
  });
});
