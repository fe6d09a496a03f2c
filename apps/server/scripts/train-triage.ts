/**
 * npm run train:triage — trains the learned triage classifier on the corpus's training split and writes
 * apps/server/models/triage.bin with an evaluation report beside the corpus. Reproducible: the records are
 * read in a fixed order, shuffled with a fixed seed, and fastText trains on one thread with a fixed seed.
 * The held-out test split (corpus/intake/triage/test) is never read here: it is scored through the HTTP
 * routes by the server's intake quality suite.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CategoryId, categoryIds, priorityLevel } from '@sitewatch/shared';
import { type CorpusRecord, readCorpus, readDangerCorpus, reportWordsOf } from '../corpus/intake/read-corpus';
import { vocabularies } from '../src/modules/intake/engine/vocabulary/all-vocabularies';
import { splitCues } from '../src/modules/intake/engine/vocabulary/cue-matcher';
import { dangerWords } from '../src/modules/intake/engine/vocabulary/danger-words';
import { freshFastText } from '../src/modules/intake/language/fasttext-runtime';
import { classifierLine, reportClassifierLine } from '../src/modules/intake/triage/classifier-text';
import { type CombineSettings, combineSettings, combineTriage } from '../src/modules/intake/triage/combine-triage';
import { createTriage } from '../src/modules/intake/triage/create-triage';
import { classifyByRules } from '../src/modules/intake/triage/rule-classifier';
import {
  categoryLabel,
  classifierOf,
  dangerLabel,
  priorityLabel,
  type TriageClassifier,
} from '../src/modules/intake/triage/triage-classifier';
import type { TriageResult } from '../src/modules/intake/triage/triage-types';
import { learnPlaceWords, placeFindings } from './learn-place-words';
import { trainingSettings } from './train-triage-settings';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const trainDir = path.join(serverDir, 'corpus/intake/triage/train');
const modelFile = path.join(serverDir, 'models/triage.bin');
const reportFile = path.join(serverDir, 'corpus/intake/triage/training-report.md');
const placeWordsFile = path.join(serverDir, 'models/place-words.json');

const folds = 5;

/** A small seeded generator (mulberry32): the same shuffle on every machine. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(items: readonly T[], seed: number): T[] {
  const random = seededRandom(seed);
  const result = [...items];
  for (let i = result.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}

const trainingLine = (record: CorpusRecord) =>
  `${categoryLabel(record.category)} ${priorityLabel(record.priority)}${record.danger ? ` ${dangerLabel}` : ''} ${classifierLine(
    [record.text, record.followUp ?? ''].join('\n'),
    [record.language],
  )}`;

/**
 * Each vocabulary cue as a one-word report of its category or priority: what the hand-written vocabularies
 * know, in the model too (worth about 10 points of category in cross-validation with 100 reports a language).
 */
function vocabularyLines(): string[] {
  const lines: string[] = [];
  for (const [language, vocabulary] of Object.entries(vocabularies)) {
    const add = (label: string, list: string) => {
      for (const cue of splitCues(list)) lines.push(`${label} ${classifierLine(cue.replaceAll('*', ''), [language])}`);
    };
    for (const [category, list] of Object.entries(vocabulary.categories))
      add(categoryLabel(category as CategoryId), list ?? '');
    add(`${priorityLabel('CRITICAL')} ${dangerLabel}`, vocabulary.critical);
    add(`${priorityLabel('CRITICAL')} ${dangerLabel}`, dangerWords[language]?.critical ?? '');
    add(priorityLabel('HIGH'), vocabulary.high);
    add(priorityLabel('MEDIUM'), vocabulary.medium);
  }
  return lines;
}

async function train(records: readonly CorpusRecord[]): Promise<{ classifier: TriageClassifier; save: () => Blob }> {
  const FastText = await freshFastText();
  // Reports and vocabulary lines mixed in a fixed order: fastText reads its input in order, without shuffling.
  const text = shuffled([...records.map(trainingLine), ...vocabularyLines()], 7).join('\n');
  const url = `data:text/plain;base64,${Buffer.from(text).toString('base64')}`;
  // The wrapper's callback must be a function (null aborts training).
  const model = (await new FastText().trainSupervised(url, trainingSettings, () => {})) as Parameters<
    typeof classifierOf
  >[0];
  return { classifier: classifierOf(model), save: () => model.saveModel() };
}

interface Outcome {
  record: CorpusRecord;
  learned: ReturnType<TriageClassifier['predict']>;
  rules: TriageResult;
}

const share = (count: number, total: number) => (total ? `${((count / total) * 100).toFixed(1)} %` : '–');

/**
 * The danger reports (corpus/intake/danger, never trained on) through the served triage with the final model:
 * how many each language stores CRITICAL. The chat's safety line and the stored priority over HTTP are
 * asserted by test/intake/danger-reports.test.ts.
 */
async function sayDangerCorpus(classifier: TriageClassifier, say: (line: string) => void) {
  const triage = createTriage({ identifier: null, classifier: async () => classifier, model: null });
  const stored = new Map<string, { critical: number; total: number }>();
  for (const record of readDangerCorpus()) {
    const words = { title: record.text.slice(0, 60), description: record.text, location: '' };
    const { priority } = await triage({ ...words, language: record.language });
    const row = stored.get(record.language) ?? { critical: 0, total: 0 };
    stored.set(record.language, { critical: row.critical + (priority === 'CRITICAL' ? 1 : 0), total: row.total + 1 });
  }
  const rows = [...stored.entries()];
  const missed = rows
    .filter(([, row]) => row.critical < row.total)
    .map(([language, row]) => `${language} ${row.critical}/${row.total}`);
  const critical = rows.reduce((sum, [, row]) => sum + row.critical, 0);
  const total = rows.reduce((sum, [, row]) => sum + row.total, 0);
  say('');
  say('## Danger reports (corpus/intake/danger, written apart, never trained on), with the final model');
  say('');
  say(`Stored CRITICAL: ${critical}/${total} in ${rows.length} languages; below in: ${missed.join(', ') || 'none'}.`);
}

async function main() {
  const started = performance.now();
  const records = shuffled(readCorpus(trainDir), 20_241_127);
  const languages = [...new Set(records.map((r) => r.language))].sort();
  console.log(`training split: ${records.length} reports in ${languages.length} languages`);

  // Cross-validation on the training split alone: what the combination's threshold is chosen on.
  const outcomes: Outcome[] = [];
  for (let fold = 0; fold < folds; fold += 1) {
    const held = records.filter((_, i) => i % folds === fold);
    const { classifier } = await train(records.filter((_, i) => i % folds !== fold));
    for (const record of held) {
      const words = reportWordsOf(record);
      outcomes.push({
        record,
        learned: classifier.predict(reportClassifierLine(words, [record.language])),
        rules: classifyByRules(words, [record.language]),
      });
    }
  }
  const lines: string[] = [];
  const say = (line: string) => {
    lines.push(line);
    console.log(line);
  };
  const served = (outcome: Outcome, settings: Partial<CombineSettings> = {}) =>
    combineTriage(outcome.rules, outcome.learned, { ...combineSettings, ...settings });
  const rate = (pass: (o: Outcome) => boolean, of: readonly Outcome[] = outcomes) =>
    share(of.filter(pass).length, of.length);
  const danger = outcomes.filter((o) => o.record.danger);
  const calm = outcomes.filter((o) => !o.record.danger);
  if (process.argv.includes('--cv-only')) {
    // Only the cross-validated figures as served, for comparing settings: no model or report is written.
    console.log(
      `${JSON.stringify(trainingSettings)}: category ${rate((o) => served(o).category === o.record.category)}, priority exact ${rate((o) => served(o).priority === o.record.priority)}, danger stored HIGH or CRITICAL ${rate((o) => priorityLevel(served(o).priority) >= priorityLevel('HIGH'), danger)}, calm stored CRITICAL ${rate((o) => served(o).priority === 'CRITICAL', calm)} (${((performance.now() - started) / 1000).toFixed(0)} s)`,
    );
    return;
  }

  say('# Triage model: training report');
  say('');
  say(`Written by \`npm run train:triage\` (apps/server/scripts/train-triage.ts) from the training split alone:`);
  say(
    `${records.length} reports in ${languages.length} languages. fastText settings: \`${JSON.stringify(trainingSettings)}\`.`,
  );
  say(`Every figure here is from ${folds}-fold cross-validation on the training split, and the combination's settings`);
  say(
    '(combine-triage.ts) were chosen from these tables. The held-out test split is scored through the HTTP routes by',
  );
  say('`test/intake/intake-quality.test.ts`, never here.');
  say('');
  say('## Category: learned, rules, and the threshold under which the rules decide');
  say('');
  say('| the learned category stands from | category right |');
  say('|---|---|');
  for (const threshold of [0, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8]) {
    say(
      `| ${threshold} | ${rate((o) => served(o, { minCategoryProbability: threshold }).category === o.record.category)} |`,
    );
  }
  say(`| rules alone | ${rate((o) => o.rules.category === o.record.category)} |`);
  say('');
  say('## Priority: how the rules set a floor, and when CRITICAL is raised');
  say('');
  say(
    '| rules floor | CRITICAL from | danger from | priority exact | danger stored CRITICAL | calm reports stored CRITICAL |',
  );
  say('|---|---|---|---|---|---|');
  for (const rulesFloor of ['danger', 'max'] as const) {
    for (const [minCriticalProbability, minDangerProbability] of [
      [0.2, 0.2],
      [0.2, 0.3],
      [0.2, 0.5],
      [0.3, 0.3],
      [0.5, 0.5],
      [1.01, 1.01],
    ] as const) {
      const settings = { rulesFloor, minCriticalProbability, minDangerProbability };
      say(
        `| ${rulesFloor} | ${minCriticalProbability > 1 ? 'best guess only' : minCriticalProbability} | ${minDangerProbability > 1 ? '–' : minDangerProbability} | ${rate((o) => served(o, settings).priority === o.record.priority)} | ${rate((o) => served(o, settings).priority === 'CRITICAL', danger)} | ${rate((o) => served(o, settings).priority === 'CRITICAL', calm)} |`,
      );
    }
  }
  say(
    `| rules alone | | ${rate((o) => o.rules.priority === o.record.priority)} | ${rate((o) => o.rules.priority === 'CRITICAL', danger)} | ${rate((o) => o.rules.priority === 'CRITICAL', calm)} |`,
  );
  say('');
  say(`## Per language, as served (${JSON.stringify(combineSettings)})`);
  say('');
  say(
    '| language | reports | category | priority exact | priority ±1 | danger stored CRITICAL | danger stored HIGH or CRITICAL | calm stored CRITICAL |',
  );
  say('|---|---|---|---|---|---|---|---|');
  for (const language of languages) {
    const of = outcomes.filter((o) => o.record.language === language);
    const ofDanger = of.filter((o) => o.record.danger);
    const ofCalm = of.filter((o) => !o.record.danger);
    const count = (list: readonly Outcome[], pass: (o: Outcome) => boolean) =>
      `${list.filter(pass).length}/${list.length}`;
    say(
      `| ${language} | ${of.length} | ${rate((o) => served(o).category === o.record.category, of)} | ${rate((o) => served(o).priority === o.record.priority, of)} | ${rate((o) => Math.abs(priorityLevel(served(o).priority) - priorityLevel(o.record.priority)) <= 1, of)} | ${count(ofDanger, (o) => served(o).priority === 'CRITICAL')} | ${count(ofDanger, (o) => priorityLevel(served(o).priority) >= priorityLevel('HIGH'))} | ${count(ofCalm, (o) => served(o).priority === 'CRITICAL')} |`,
    );
  }
  say('');
  say(
    `All: category ${rate((o) => served(o).category === o.record.category)}, priority exact ${rate((o) => served(o).priority === o.record.priority)}, danger stored CRITICAL ${rate((o) => served(o).priority === 'CRITICAL', danger)}, danger stored HIGH or CRITICAL ${rate((o) => priorityLevel(served(o).priority) >= priorityLevel('HIGH'), danger)}, calm reports stored CRITICAL ${rate((o) => served(o).priority === 'CRITICAL', calm)}.`,
  );
  const recall = categoryIds.map(
    (category) =>
      `${category} ${rate(
        (o) => served(o).category === category,
        outcomes.filter((o) => o.record.category === category),
      )}`,
  );
  say(`Category recall: ${recall.join(', ')}.`);

  // Place words: learned from the training folds, checked on the held fold, like the classifier.
  const placeRows: ReturnType<typeof placeFindings> = [];
  for (let fold = 0; fold < folds; fold += 1) {
    const learned = learnPlaceWords(records.filter((_, i) => i % folds !== fold));
    placeRows.push(
      ...placeFindings(
        records.filter((_, i) => i % folds === fold),
        learned,
      ),
    );
  }
  say('');
  say('## Places: found where the visitor named one (and wrongly where they named none)');
  say('');
  say("Vocabulary files alone, and with the place words learned from the training folds' labelled spans.");
  say('');
  say('| language | named: found before | named: found after | none: found before | none: found after |');
  say('|---|---|---|---|---|');
  const placeLine = (label: string, rows: typeof placeRows) => {
    const named = rows.filter((r) => r.record.place !== null);
    const none = rows.filter((r) => r.record.place === null);
    const of = (list: typeof rows, pick: (r: (typeof rows)[number]) => boolean) =>
      share(list.filter(pick).length, list.length);
    say(
      `| ${label} | ${of(named, (r) => r.before)} | ${of(named, (r) => r.after)} | ${of(none, (r) => r.before)} | ${of(none, (r) => r.after)} |`,
    );
  };
  for (const language of languages)
    placeLine(
      language,
      placeRows.filter((r) => r.record.language === language),
    );
  placeLine('all', placeRows);
  const placeWords = learnPlaceWords(records);
  fs.writeFileSync(placeWordsFile, `${JSON.stringify({ languages: placeWords }, null, 2)}\n`);

  const final = await train(records);
  const bytes = Buffer.from(await final.save().arrayBuffer());
  fs.mkdirSync(path.dirname(modelFile), { recursive: true });
  fs.writeFileSync(modelFile, bytes);
  await sayDangerCorpus(final.classifier, say);
  say('');
  say(
    `Model: ${path.relative(serverDir, modelFile)}, ${(bytes.length / 1e6).toFixed(2)} MB; trained on all ${records.length} reports.`,
  );
  say(`Training time (cross-validation and the final model): ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  fs.writeFileSync(reportFile, `${lines.join('\n')}\n`);
}

await main();
