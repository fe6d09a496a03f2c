/**
 * npx tsx scripts/compare-triage-classifiers.ts — the measurement behind decision record 013: fastText
 * (fasttext.wasm.js) against a naive Bayes text classifier (the `bayes` package) on the same folds of the
 * training split, for category and priority: accuracy, training time, time per prediction and model size.
 * The held-out test split is not read.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import bayes from 'bayes';
import { type CorpusRecord, readCorpus } from '../corpus/intake/read-corpus';
import { freshFastText } from '../src/modules/intake/language/fasttext-runtime';
import { classifierLine } from '../src/modules/intake/triage/classifier-text';
import { categoryLabel, classifierOf, priorityLabel } from '../src/modules/intake/triage/triage-classifier';
import { trainingSettings } from './train-triage-settings';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Shuffled with a fixed order: fastText reads its input in order, and the files come a language at a time.
const records = readCorpus(path.join(serverDir, 'corpus/intake/triage/train'))
  .map((record, i) => ({ record, key: Math.sin(i * 12.9898) }))
  .sort((a, b) => a.key - b.key)
  .map(({ record }) => record);
const folds = 5;
const lineOf = (r: CorpusRecord) => classifierLine([r.text, r.followUp ?? ''].join('\n'), [r.language]);

/** Words and the character 2–5-grams inside them: the same features fastText reads. */
function features(line: string): string[] {
  const result: string[] = [];
  for (const word of line.split(' ')) {
    result.push(word);
    const padded = `<${word}>`;
    for (let n = 2; n <= 5; n += 1) for (let i = 0; i + n <= padded.length; i += 1) result.push(padded.slice(i, i + n));
  }
  return result;
}

interface Scores {
  category: number;
  priority: number;
  trainMs: number;
  predictUs: number;
  bytes: number;
}

async function withFastText(train: CorpusRecord[], held: CorpusRecord[]): Promise<Scores> {
  const FastText = await freshFastText();
  const text = train.map((r) => `${categoryLabel(r.category)} ${priorityLabel(r.priority)} ${lineOf(r)}`).join('\n');
  let started = performance.now();
  const model = (await new FastText().trainSupervised(
    `data:text/plain;base64,${Buffer.from(text).toString('base64')}`,
    trainingSettings,
    () => {},
  )) as Parameters<typeof classifierOf>[0];
  const trainMs = performance.now() - started;
  const classifier = classifierOf(model);
  const lines = held.map(lineOf);
  started = performance.now();
  const predictions = lines.map((line) => classifier.predict(line));
  const predictUs = ((performance.now() - started) * 1000) / lines.length;
  return {
    category: predictions.filter((p, i) => p.category === held[i]?.category).length / held.length,
    priority: predictions.filter((p, i) => p.priority === held[i]?.priority).length / held.length,
    trainMs,
    predictUs,
    bytes: (await model.saveModel().arrayBuffer()).byteLength,
  };
}

async function withBayes(train: CorpusRecord[], held: CorpusRecord[]): Promise<Scores> {
  const tokenizer = (line: string) => features(line);
  const category = bayes({ tokenizer });
  const priority = bayes({ tokenizer });
  let started = performance.now();
  for (const r of train) {
    await category.learn(lineOf(r), r.category);
    await priority.learn(lineOf(r), r.priority);
  }
  const trainMs = performance.now() - started;
  const lines = held.map(lineOf);
  started = performance.now();
  const predicted = [];
  for (const line of lines)
    predicted.push({ category: await category.categorize(line), priority: await priority.categorize(line) });
  const predictUs = ((performance.now() - started) * 1000) / lines.length;
  return {
    category: predicted.filter((p, i) => p.category === held[i]?.category).length / held.length,
    priority: predicted.filter((p, i) => p.priority === held[i]?.priority).length / held.length,
    trainMs,
    predictUs,
    bytes: Buffer.byteLength(category.toJson()) + Buffer.byteLength(priority.toJson()),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const results: Record<string, Scores[]> = { fastText: [], 'naive Bayes': [] };
for (let fold = 0; fold < folds; fold += 1) {
  const train = records.filter((_, i) => i % folds !== fold);
  const held = records.filter((_, i) => i % folds === fold);
  results.fastText?.push(await withFastText(train, held));
  results['naive Bayes']?.push(await withBayes(train, held));
}
console.log(`${records.length} training reports, ${folds}-fold cross-validation (medians over folds)`);
console.log('| classifier | category | priority | training | one prediction | model size |');
console.log('|---|---|---|---|---|---|');
for (const [name, scores] of Object.entries(results)) {
  console.log(
    `| ${name} | ${(median(scores.map((s) => s.category)) * 100).toFixed(1)} % | ${(median(scores.map((s) => s.priority)) * 100).toFixed(1)} % | ${(median(scores.map((s) => s.trainMs)) / 1000).toFixed(1)} s | ${median(scores.map((s) => s.predictUs)).toFixed(0)} µs | ${(median(scores.map((s) => s.bytes)) / 1e6).toFixed(1)} MB |`,
  );
}
