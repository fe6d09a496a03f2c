import fs from 'node:fs';
import path from 'node:path';
import type { Issue } from '@sitewatch/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { TestApp } from '../support/build-test-app';
import { createTestSite } from '../support/factories';
import { type HttpVisitorOptions, httpVisitor, managerReads, startIntakeServer } from './support/visitor-over-http';

/**
 * Personal details as managers meet them: every case of the masking corpus is submitted as a visitor's
 * report over HTTP on a listening server and read back through the manager's API. No email address or phone
 * number of a case may survive in any stored field, and every ordinary number (dates, codes, prices, rooms)
 * must survive whole.
 */
const corpusFile = path.resolve(import.meta.dirname, '../../corpus/intake/pii/cases.jsonl');
const maskingCase = z.object({
  id: z.string(),
  language: z.string(),
  text: z.string().min(1),
  /** Substrings that must not survive. */
  mask: z.array(z.string()),
  /** Substrings that must survive unchanged. */
  keep: z.array(z.string()),
});
type MaskingCase = z.infer<typeof maskingCase>;

const cases = fs
  .readFileSync(corpusFile, 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => maskingCase.parse(JSON.parse(line)));

/** The title a visitor might give: the report's first 40 characters (whole code points). */
const titleOf = (text: string) => Array.from(text).slice(0, 40).join('').trim();

const storedTexts = (issue: Issue) => ({
  title: issue.title,
  description: issue.description,
  location: issue.location,
  ...(issue.translation && {
    'translated title': issue.translation.title,
    'translated description': issue.translation.description,
    'translated location': issue.translation.location,
  }),
});

describe('personal details in visitor reports, over HTTP', () => {
  let t: TestApp;
  let options: HttpVisitorOptions;
  let managerId: string;

  beforeAll(async () => {
    ({ t, options, managerId } = await startIntakeServer());
  });
  afterAll(async () => {
    await t.close();
  });

  async function submitAndRead(record: MaskingCase): Promise<Issue> {
    // A site of its own per case: no report is attached to another case's issue as a duplicate.
    const site = await createTestSite(t.testDatabase.database.db, { memberIds: [managerId] });
    const draft = { title: titleOf(record.text), description: record.text, location: 'Reception' };
    const created = await httpVisitor(options, site).submit(draft, record.language);
    return managerReads(options, site.id, created.id);
  }

  it('stores none of the corpus emails and phone numbers, and every ordinary number whole', async () => {
    expect(cases).toHaveLength(84);
    const leaks: string[] = [];
    const falseMasks: string[] = [];
    for (const record of cases) {
      const issue = await submitAndRead(record);
      for (const [field, text] of Object.entries(storedTexts(issue))) {
        for (const hidden of record.mask) if (text.includes(hidden)) leaks.push(`[${record.id}] ${field}: ${text}`);
      }
      for (const kept of record.keep) {
        if (!issue.description.includes(kept))
          falseMasks.push(`[${record.id}] description lost "${kept}": ${issue.description}`);
        // The title holds the text's start: what of it was whole there must stay whole.
        if (titleOf(record.text).includes(kept) && !issue.title.includes(kept))
          falseMasks.push(`[${record.id}] title lost "${kept}": ${issue.title}`);
      }
      expect(issue.location).toBe('Reception');
    }
    expect(leaks).toEqual([]);
    expect(falseMasks).toEqual([]);
  });
});
