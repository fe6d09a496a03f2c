import fs from 'node:fs';
import path from 'node:path';
import { categoryIds, priorityIds } from '@sitewatch/shared';
import { z } from 'zod';

/**
 * One labelled visitor report of the intake corpus (README "The intake corpus"): one JSON object per line,
 * one file per language (`<code>.jsonl`), in `triage/train` (what the model learns from) and
 * `triage/test` (held out: written apart, never trained or tuned on).
 */
const corpusRecord = z.object({
  id: z.string(),
  /** The visitor's first chat message. */
  text: z.string().min(1),
  category: z.enum(categoryIds),
  priority: z.enum(priorityIds),
  /** Immediate danger (fire, smoke, gas, live wires, water on electrics, a person hurt, a weapon): CRITICAL. */
  danger: z.boolean(),
  /** The words of `text` that name the place (an exact substring), or null when it names none. */
  place: z.string().nullable(),
  /** The visitor's answer to "where is it?" when the text names no place. */
  followUp: z.string().nullable(),
  /** Test split only: the priorities a careful manager would accept, [lowest, highest]. */
  range: z.tuple([z.enum(priorityIds), z.enum(priorityIds)]).optional(),
});

export type CorpusRecord = z.infer<typeof corpusRecord> & { language: string };

/** The records of one JSON Lines file, each validated by `schema`; an invalid line names its file and number. */
function readJsonLines<T>(file: string, schema: z.ZodType<T>): T[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line, index) => {
      const parsed = schema.safeParse(JSON.parse(line));
      if (!parsed.success) throw new Error(`${path.basename(file)}:${index + 1}: ${parsed.error.message}`);
      return parsed.data;
    });
}

/** Every record of a folder of `<language>.jsonl` files, languages in alphabetical order, lines in file order. */
function readLanguageFolder<T extends object>(folder: string, schema: z.ZodType<T>): Array<T & { language: string }> {
  const files = fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.jsonl'))
    .sort();
  return files.flatMap((file) => {
    const language = path.basename(file, '.jsonl');
    return readJsonLines(path.join(folder, file), schema).map((record) => ({ ...record, language }));
  });
}

/** Every record of a split folder, languages in alphabetical order, lines in file order. */
export function readCorpus(folder: string): CorpusRecord[] {
  return readLanguageFolder(folder, corpusRecord);
}

/** A record as a report: the description holds what the visitor typed, the location where they said it is. */
export function reportWordsOf(record: CorpusRecord): { title: string; description: string; location: string } {
  return { title: record.text.slice(0, 60), description: record.text, location: record.place ?? record.followUp ?? '' };
}

/**
 * The danger reports (`corpus/intake/danger/danger-reports.jsonl`): written apart from the triage splits, never
 * trained on, at least three per language, one of each kind of immediate danger a language's reports were
 * written for. Each must be shown the safety line and stored CRITICAL.
 */
const dangerRecord = z.object({
  id: z.string(),
  language: z.string(),
  kind: z.enum(['gas', 'smoke', 'wires', 'water', 'person', 'weapon']),
  /** The visitor's first chat message, as typed on a phone, naming the place. */
  text: z.string().min(1),
});

export type DangerRecord = z.infer<typeof dangerRecord>;

export const dangerCorpusFile = path.resolve(import.meta.dirname, 'danger/danger-reports.jsonl');

export function readDangerCorpus(file = dangerCorpusFile): DangerRecord[] {
  return readJsonLines(file, dangerRecord);
}

/**
 * The danger development set (`corpus/intake/danger-dev/<code>.jsonl`, README "The intake"): per language, twelve
 * danger reports (two of each kind) and six calm ones that use the same kinds of words ("the fire exit sign is
 * out"). Written apart from every other split, it is the set danger words and thresholds are chosen on, so its
 * misses may be read; the danger corpus and the test split stay the measure.
 */
const dangerDevRecord = z
  .object({
    id: z.string(),
    kind: z.enum(['gas', 'fire', 'wires', 'water', 'person', 'weapon', 'calm']),
    danger: z.boolean(),
    /** The visitor's first chat message. */
    text: z.string().min(1),
    /** The words of `text` that name the place (an exact substring). */
    place: z.string().min(1),
  })
  .refine((record) => record.text.includes(record.place), { message: 'place not in text', path: ['place'] });

export type DangerDevRecord = z.infer<typeof dangerDevRecord> & { language: string };

export const dangerDevFolder = path.resolve(import.meta.dirname, 'danger-dev');

export function readDangerDevCorpus(folder = dangerDevFolder): DangerDevRecord[] {
  return readLanguageFolder(folder, dangerDevRecord);
}
