import fs from 'node:fs';
import path from 'node:path';
import { type PriorityId, priorityLevel } from '@sitewatch/shared';
import { normalPlaceText } from '../corpus/intake/place-text';
import { type CorpusRecord, readCorpus, readDangerCorpus, readDangerDevCorpus } from '../corpus/intake/read-corpus';
import { createInProcessIntake, type InProcessOutcome, visitInProcess } from '../corpus/intake/visit-in-process';
import { readSignals } from '../src/modules/intake/engine/report-signals';

/**
 * The intake on the training split, in process, the way the quality suite sends the held-out split over HTTP
 * (test/intake/intake-quality.test.ts): the first message, then the follow-up (or the place, or the text
 * again) until a draft, at most three messages; the draft triaged as the submit route does. Prints, per
 * language, how often a report that names a place is asked "where?", and how danger reports end: below HIGH,
 * or without the safety line; the same for the danger corpus; and the engine's CPU time per turn.
 * Only the training split and the danger corpus are read: the test split stays held out.
 *
 *   npx tsx scripts/measure-intake.ts [--rules-only] [--misses]
 *   npx tsx scripts/measure-intake.ts --danger-dev [--rules-only]
 *   npx tsx scripts/measure-intake.ts --place-dev [--languages de,fr] [--misses]
 *
 * --rules-only leaves the learned classifier out of the chat's danger reading and of triage: the classifier
 * was trained on this split, so only the rules' figures say how they generalise.
 * --danger-dev sends the danger development set instead (corpus/intake/danger-dev, the one set whose misses may
 * be read): per language, danger reports stored below CRITICAL or without the safety line, and calm reports that
 * got the safety line, each miss with its text.
 * --place-dev sends the place development set (corpus/intake/place-dev) and the training split: per language,
 * reports that named a place and were asked "where?", whose stored location lost words of the place, and that
 * named none and were not asked; with --misses, each with its text. It reads nothing else.
 */
const rulesOnly = process.argv.includes('--rules-only');
const showMisses = process.argv.includes('--misses');
/** --priorities FILE: each training report's stored priority, one "id priority" a line, to compare two versions. */
const prioritiesFile = process.argv[process.argv.indexOf('--priorities') + 1];
const storedPriorities: string[] = [];
const trainSplit = path.resolve(import.meta.dirname, '../corpus/intake/triage/train');

const intake = await createInProcessIntake({ rulesOnly });
let turnTime = 0;
let turns = 0;
let slowest = 0;

async function visit(text: string, language: string, next: string): Promise<InProcessOutcome> {
  const outcome = await visitInProcess(intake, { text, language, next });
  for (const ms of outcome.turnMs) {
    turnTime += ms;
    turns += 1;
    slowest = Math.max(slowest, ms);
  }
  return outcome;
}

/** The danger development set: every miss printed, since choosing danger words is what the set is for. */
async function measureDangerDev() {
  const rows = new Map<string, { danger: number; notCritical: number; noLine: number; calm: number; alarms: number }>();
  for (const record of readDangerDevCorpus()) {
    const outcome = await visit(record.text, record.language, record.place);
    const row = rows.get(record.language) ?? { danger: 0, notCritical: 0, noLine: 0, calm: 0, alarms: 0 };
    if (record.danger) {
      row.danger += 1;
      if (outcome.priority !== 'CRITICAL') row.notCritical += 1;
      if (!outcome.shownSafetyLine) row.noLine += 1;
      if (outcome.priority !== 'CRITICAL' || !outcome.shownSafetyLine)
        console.log(`danger [${record.id}] ${outcome.priority} line=${outcome.shownSafetyLine} ${record.text}`);
    } else {
      row.calm += 1;
      if (outcome.shownSafetyLine) {
        row.alarms += 1;
        console.log(`calm with the safety line [${record.id}] ${outcome.priority} ${record.text}`);
      }
    }
    rows.set(record.language, row);
  }
  const total = { danger: 0, notCritical: 0, noLine: 0, calm: 0, alarms: 0 };
  for (const row of rows.values())
    for (const key of Object.keys(total) as Array<keyof typeof total>) total[key] += row[key];
  console.log(
    `danger development set${rulesOnly ? ' (rules only)' : ''}, ${rows.size} languages: danger ${total.danger}, not CRITICAL ${total.notCritical}, without the safety line ${total.noLine}; calm ${total.calm}, shown the safety line ${total.alarms}`,
  );
}

const percent = (part: number, whole: number) => (whole ? `${((part / whole) * 100).toFixed(1)} %` : '-');

/** A label's words, its leading short words ("the", "en la") left out: the location is not asked for them. */
function placeWords(label: string): string {
  const words = normalPlaceText(label).split(' ');
  let k = 0;
  while (k < 3 && k < words.length - 1 && [...(words[k] ?? '')].length <= 4 && !/\p{N}/u.test(words[k] ?? '')) k += 1;
  return words.slice(k).join(' ');
}

/** The place development set and the training split, per language: what the place finder gets wrong. */
async function measurePlaces() {
  const option = process.argv.indexOf('--languages');
  const only = option > 0 ? new Set((process.argv[option + 1] ?? '').split(',')) : null;
  for (const [name, folder] of [
    ['place development set', path.resolve(import.meta.dirname, '../corpus/intake/place-dev')],
    ['training split', trainSplit],
  ] as const) {
    const emptyRow = () => ({ named: 0, asked: 0, lost: 0, unnamed: 0, notAsked: 0 });
    const total = emptyRow();
    const rows = new Map<string, typeof total>();
    for (const record of readCorpus(folder)) {
      if (only && !only.has(record.language)) continue;
      const outcome = await visit(record.text, record.language, record.followUp ?? record.place ?? record.text);
      const row = rows.get(record.language) ?? emptyRow();
      rows.set(record.language, row);
      const miss = (what: string) => showMisses && console.log(`${name} ${what} [${record.id}] ${record.text}`);
      if (record.place === null) {
        row.unnamed += 1;
        if (!outcome.askedWhere) {
          row.notAsked += 1;
          miss(`not asked, took «${outcome.location}»`);
        }
        continue;
      }
      row.named += 1;
      if (outcome.askedWhere) {
        row.asked += 1;
        miss(`asked "where?" for «${record.place}»`);
      } else if (!normalPlaceText(outcome.location).includes(placeWords(record.place))) {
        row.lost += 1;
        miss(`location «${outcome.location}» for «${record.place}»`);
      }
    }
    console.log(`${name}: language, named a place: asked "where?", location lost words; named none: not asked`);
    for (const [language, row] of [...rows].sort()) {
      for (const key of Object.keys(total) as Array<keyof typeof total>) total[key] += row[key];
      console.log(
        `${language.padEnd(4)} ${row.asked}/${row.named} ${row.lost}/${row.named} ${row.notAsked}/${row.unnamed}`,
      );
    }
    console.log(
      `${name}: named a place ${total.named}, asked "where?" ${total.asked} (${percent(total.asked, total.named)}), location lost words ${total.lost}; named none ${total.unnamed}, not asked ${total.notAsked}`,
    );
  }
}

if (process.argv.includes('--place-dev')) {
  await measurePlaces();
  process.exit(0);
}

if (process.argv.includes('--danger-dev')) {
  await measureDangerDev();
  process.exit(0);
}

const isHigh = (priority: PriorityId) => priorityLevel(priority) >= priorityLevel('HIGH');

const records = readCorpus(trainSplit);
const rows = new Map<string, { places: number; asked: number; danger: number; low: number; noLine: number }>();
/** Calm reports (not danger) the rules read as danger: the false alarms a danger word costs. */
let calm = 0;
let calmAlarms = 0;
for (const record of records as CorpusRecord[]) {
  const outcome = await visit(record.text, record.language, record.followUp ?? record.place ?? record.text);
  storedPriorities.push(`${record.id} ${outcome.priority} ${record.priority}`);
  const row = rows.get(record.language) ?? { places: 0, asked: 0, danger: 0, low: 0, noLine: 0 };
  if (record.place !== null) {
    row.places += 1;
    if (outcome.askedWhere) {
      row.asked += 1;
      if (showMisses) console.log(`where? [${record.id}] ${record.text}  «${record.place}»`);
    }
  }
  if (!record.danger) {
    calm += 1;
    if (readSignals(record.text, record.language).isUrgent) {
      calmAlarms += 1;
      if (showMisses) console.log(`calm read as danger [${record.id}] ${record.priority} ${record.text}`);
    }
  }
  if (record.danger) {
    row.danger += 1;
    if (!isHigh(outcome.priority)) row.low += 1;
    if (!outcome.shownSafetyLine) row.noLine += 1;
    const rulesUrgent = readSignals(record.text, record.language).isUrgent;
    if (showMisses && (!isHigh(outcome.priority) || !outcome.shownSafetyLine))
      console.log(
        `danger [${record.id}] ${outcome.priority} line=${outcome.shownSafetyLine} rules=${rulesUrgent} ${record.text}`,
      );
  }
  rows.set(record.language, row);
}
if (process.argv.includes('--priorities') && prioritiesFile)
  fs.writeFileSync(prioritiesFile, `${storedPriorities.join('\n')}\n`);
const exact = storedPriorities.filter((line) => line.split(' ')[1] === line.split(' ')[2]).length;
console.log(`stored priority equal to the label: ${exact}/${storedPriorities.length}`);
const total = { places: 0, asked: 0, danger: 0, low: 0, noLine: 0 };
console.log('language  asked-where  danger-below-HIGH  danger-no-line');
for (const [language, row] of [...rows].sort()) {
  for (const key of Object.keys(total) as Array<keyof typeof total>) total[key] += row[key];
  console.log(
    `${language.padEnd(8)}  ${`${row.asked}/${row.places}`.padEnd(11)}  ${`${row.low}/${row.danger}`.padEnd(17)}  ${row.noLine}/${row.danger}`,
  );
}
console.log(
  `train split${rulesOnly ? ' (rules only)' : ''}: asked "where?" after a place ${total.asked}/${total.places} (${percent(total.asked, total.places)}); danger below HIGH ${total.low}/${total.danger}, without the safety line ${total.noLine}/${total.danger}`,
);

console.log(`calm reports the rules read as danger: ${calmAlarms}/${calm} (${percent(calmAlarms, calm)})`);

let dangerLow = 0;
let dangerNoLine = 0;
let dangerNotCritical = 0;
const danger = readDangerCorpus();
for (const record of danger) {
  const outcome = await visit(record.text, record.language, record.text);
  if (!isHigh(outcome.priority)) dangerLow += 1;
  if (outcome.priority !== 'CRITICAL') dangerNotCritical += 1;
  if (!outcome.shownSafetyLine) dangerNoLine += 1;
  if (showMisses && (outcome.priority !== 'CRITICAL' || !outcome.shownSafetyLine))
    console.log(`danger corpus [${record.id}] ${outcome.priority} line=${outcome.shownSafetyLine} ${record.text}`);
}
console.log(
  `danger corpus: ${danger.length} reports, below HIGH ${dangerLow}, not CRITICAL ${dangerNotCritical}, without the safety line ${dangerNoLine}`,
);
console.log(`engine turns: ${turns}, mean ${(turnTime / turns).toFixed(3)} ms CPU, slowest ${slowest.toFixed(1)} ms`);
