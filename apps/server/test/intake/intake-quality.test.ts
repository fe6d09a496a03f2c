import path from 'node:path';
import { type PriorityId, priorityLevel } from '@sitewatch/shared';
import { describe, expect, it } from 'vitest';
import { type CorpusRecord, readCorpus } from '../../corpus/intake/read-corpus';
import { atLeastHigh, reportOverHttp, useIntakeServer } from './support/visitor-over-http';

/**
 * The intake's quality as visitors meet it: every report of the held-out test split (written apart from
 * the training split, never trained or tuned on) goes through the public chat and submit routes of a
 * listening server, in its language's page, and is read back through the manager's API. HTTP and domain
 * logic only, so one database is enough: this file runs on PGlite (vitest.config.ts).
 */
const testSplit = path.resolve(import.meta.dirname, '../../corpus/intake/triage/test');

interface Outcome {
  record: CorpusRecord;
  category: string;
  priority: PriorityId;
  shownSafetyLine: boolean;
  draftedWithin: number;
  askedWhereAfterPlace: boolean;
}

/**
 * What the intake aims for (issue "triage that holds on reports nobody here has seen") and the floors it holds
 * today on this split, measured on 2026-11-28 with the committed model. The suite is deterministic (a fixed
 * model and split), so a floor is the figure reached: a change that loses ground fails, and raising a floor is
 * how progress is recorded. Never tune on this split to raise one.
 */
const targets = {
  category: 0.9,
  priorityInRange: 0.9,
  perLanguage: 0.75,
  dangerHighOrCritical: 1,
  dangerShownSafetyLine: 1,
  draftedWithinTwo: 0.95,
  askedWhereAfterPlace: 0.05,
};
const floors = {
  // 2026-11-28, last: 967 with the danger development set's fourth round (a person down with not responding, fittings
  // scorched, Latin-letter danger words, the line with a draft that reads as danger as a whole).
  // 968 with the place words chosen on the place development set.
  category: 968 / 1140,
  // 2026-11-28: lowered by one report, from 0.821 to 935 of 1,140, with the learned place cues: more reports
  // draft from their first message, with the place read from it, which moved a few stored priorities both ways
  // on the training split (9 better, 7 worse). The same change took "where?" after a named place from 22.1 % to
  // 12.5 % and showed one more danger report the safety line. The split was not looked at to win the report back.
  // 2026-11-28, later: 82.4 % with the danger words and benign compounds chosen on the danger development set, and the
  // model retrained with them. Later again: 940 with gas read together with gas escaping (the danger development
  // set's second round). 942 with place words added from the training split's missed places (see below). 945 with
  // the development set's fourth round, as for category. 2026-11-28, later: 943 with the place words chosen on the place
  // development set (more reports draft from their first message, with more of the place in their location, which
  // triage reads); "where?" after a named place went from 7.2 % to 6.5 % with them. The split was not looked at to win
  // the two reports back.
  priorityInRange: 943 / 1140,
  perLanguageCategory: 0.65,
  perLanguagePriority: 0.55,
  // 182 of 184 with the development set's fourth round (181 before; 181 of them CRITICAL, 178 before).
  dangerHighOrCritical: 182 / 184,
  dangerShownSafetyLine: 182 / 184,
  draftedWithinTwo: 0.95,
  // 2026-11-28: 12.5 % to 7.2 % with each vocabulary's place words extended from the training split's reports
  // that named a place and were asked "where?" (training split 13.1 % to 3.5 %: tuned there, so optimistic).
  // 6.5 % with the place words chosen on the place development set (corpus/intake/place-dev, 11.5 % there when first
  // read, 2.4 % after) and the place finder's rules for room numbers and levels; 5.5 % with the page language's place
  // words tried when the text's language (as identified) names no place.
  askedWhereAfterPlace: 0.056,
};
const gap = (name: string, value: number, target: number) =>
  console.log(`${name}: ${percent(value)} (target ${percent(target)})`);

const inRange = (priority: PriorityId, range: readonly [PriorityId, PriorityId]) =>
  priorityLevel(priority) >= priorityLevel(range[0]) && priorityLevel(priority) <= priorityLevel(range[1]);
const share = (part: number, whole: number) => (whole ? part / whole : 1);
const percent = (value: number) => `${(value * 100).toFixed(1)} %`;

describe('the intake on the held-out test split, over HTTP', () => {
  const server = useIntakeServer();
  const outcomes: Outcome[] = [];
  const records = readCorpus(testSplit);

  async function visit(record: CorpusRecord): Promise<Outcome> {
    const { stored, sent, shownSafetyLine, askedWhere } = await reportOverHttp(server(), {
      ...record,
      next: record.followUp ?? record.place ?? record.text,
    });
    return {
      record,
      category: stored.category.id,
      priority: stored.priority.id,
      shownSafetyLine,
      draftedWithin: sent,
      askedWhereAfterPlace: record.place !== null && askedWhere,
    };
  }

  it('holds at least 15 reports in each of the 57 languages', () => {
    const languages = new Set(records.map((r) => r.language));
    expect(languages.size).toBe(57);
    for (const language of languages) {
      expect(records.filter((r) => r.language === language).length, language).toBeGreaterThanOrEqual(15);
    }
  });

  it('stores the right category and priority, in every language', { timeout: 600_000 }, async () => {
    for (const record of records) outcomes.push(await visit(record));
    const languages = [...new Set(records.map((r) => r.language))];
    const rows = languages.map((language) => {
      const of = outcomes.filter((o) => o.record.language === language);
      const category = share(of.filter((o) => o.category === o.record.category).length, of.length);
      const priority = share(
        of.filter((o) => inRange(o.priority, o.record.range ?? [o.record.priority, o.record.priority])).length,
        of.length,
      );
      return { language, reports: of.length, category, priority };
    });
    const category = share(outcomes.filter((o) => o.category === o.record.category).length, outcomes.length);
    const priority = share(
      outcomes.filter((o) => inRange(o.priority, o.record.range ?? [o.record.priority, o.record.priority])).length,
      outcomes.length,
    );
    console.table(rows.map((row) => ({ ...row, category: percent(row.category), priority: percent(row.priority) })));
    console.log(
      `all ${outcomes.length} reports: category ${percent(category)}, priority in range ${percent(priority)}`,
    );
    // Which categories are confused, counted, and no report named: a held-out report read one by one is where tuning
    // on it begins.
    const confusions = new Map<string, number>();
    for (const miss of outcomes.filter((o) => o.category !== o.record.category)) {
      const pair = `${miss.record.category} → ${miss.category}`;
      confusions.set(pair, (confusions.get(pair) ?? 0) + 1);
    }
    console.log(
      `category misses: ${[...confusions]
        .sort((a, b) => b[1] - a[1])
        .map(([pair, count]) => `${pair} ${count}`)
        .join(', ')}`,
    );
    gap('category', category, targets.category);
    gap('priority in range', priority, targets.priorityInRange);
    gap('lowest language, category', Math.min(...rows.map((r) => r.category)), targets.perLanguage);
    gap('lowest language, priority', Math.min(...rows.map((r) => r.priority)), targets.perLanguage);
    expect(category).toBeGreaterThanOrEqual(floors.category);
    expect(priority).toBeGreaterThanOrEqual(floors.priorityInRange);
    for (const row of rows) {
      expect(row.category, `${row.language} category`).toBeGreaterThanOrEqual(floors.perLanguageCategory);
      expect(row.priority, `${row.language} priority`).toBeGreaterThanOrEqual(floors.perLanguagePriority);
    }
  });

  it('stores danger HIGH or CRITICAL after the safety line, and never stores below HIGH what got the line', () => {
    const danger = outcomes.filter((o) => o.record.danger);
    expect(danger.length).toBeGreaterThanOrEqual(57 * 3);
    const critical = danger.filter((o) => o.priority === 'CRITICAL').length;
    const high = danger.filter((o) => atLeastHigh(o.priority)).length;
    const shown = danger.filter((o) => o.shownSafetyLine).length;
    console.log(
      `danger reports: ${danger.length}, stored CRITICAL ${critical}, HIGH or CRITICAL ${high}, shown the safety line ${shown}`,
    );
    const below = danger.filter((o) => !atLeastHigh(o.priority));
    console.log(`danger stored below HIGH: ${below.map((o) => `${o.record.language} ${o.priority}`).join(', ')}`);
    gap('danger stored HIGH or CRITICAL', share(high, danger.length), targets.dangerHighOrCritical);
    gap('danger shown the safety line', share(shown, danger.length), targets.dangerShownSafetyLine);
    expect(share(high, danger.length)).toBeGreaterThanOrEqual(floors.dangerHighOrCritical);
    expect(share(shown, danger.length)).toBeGreaterThanOrEqual(floors.dangerShownSafetyLine);
    // The rule, without exception: a report shown the safety line is never stored below HIGH.
    for (const o of outcomes.filter((x) => x.shownSafetyLine)) {
      expect(
        priorityLevel(o.priority),
        `[${o.record.id}] shown the safety line, stored ${o.priority}`,
      ).toBeGreaterThanOrEqual(priorityLevel('HIGH'));
    }
  });

  it('drafts within two visitor messages, and asks "where?" only when no place was named', () => {
    const drafted = share(outcomes.filter((o) => o.draftedWithin <= 2).length, outcomes.length);
    const withPlace = outcomes.filter((o) => o.record.place !== null);
    const askedAgain = share(withPlace.filter((o) => o.askedWhereAfterPlace).length, withPlace.length);
    console.log(
      `drafted within two messages ${percent(drafted)}; asked "where?" after a place was named ${percent(askedAgain)}`,
    );
    gap('drafted within two messages', drafted, targets.draftedWithinTwo);
    gap('asked "where?" after a place was named', askedAgain, targets.askedWhereAfterPlace);
    expect(drafted).toBeGreaterThanOrEqual(floors.draftedWithinTwo);
    expect(askedAgain).toBeLessThanOrEqual(floors.askedWhereAfterPlace);
  });
});
