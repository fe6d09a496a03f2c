import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CategoryId, categoryIds, type PriorityId, priorityIds } from '@sitewatch/shared';
import type { FastTextModel } from 'fasttext.wasm.js';
import { loadFastTextModel, predictLabels } from '../language/fasttext-runtime';

/** A label of the triage model: the category or the priority, with fastText's prefix. */
export const categoryLabel = (category: CategoryId) => `__label__c_${category}`;
export const priorityLabel = (priority: PriorityId) => `__label__p_${priority}`;
/** Immediate danger (fire, smoke, gas, live wires, water on electrics, a person hurt, a weapon): the corpus's `danger`. */
export const dangerLabel = '__label__danger';

export interface ClassifierPrediction {
  category: CategoryId;
  /** The model's probability for that category (one-vs-all, 0–1). */
  categoryProbability: number;
  priority: PriorityId;
  priorityProbability: number;
  /** The probability of CRITICAL alone: danger is worth raising on less certainty than the best guess needs. */
  criticalProbability: number;
  /** The probability that the report tells of immediate danger (its own label, scored one-vs-all). */
  dangerProbability: number;
}

/**
 * The learned multilingual classifier (fastText, character n-grams, trained by `npm run train:triage` on
 * the labelled corpus in apps/server/corpus/intake): one model, a category label and a priority label per
 * report, each scored one-vs-all.
 */
export interface TriageClassifier {
  /** Reads one line made by toClassifierLine. */
  predict(line: string): ClassifierPrediction;
}

/** The committed model: apps/server/models/triage.bin, found from src/modules/intake/triage or from dist/. */
export function triageModelFile(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, '../../../../models/triage.bin'), path.resolve(here, '../models/triage.bin')];
  const found = candidates.find((file) => fs.existsSync(file));
  if (!found) throw new Error(`The triage model was not found (looked in ${candidates.join(', ')})`);
  return found;
}

const categoryOf = new Map(categoryIds.map((id) => [categoryLabel(id), id]));
const priorityOf = new Map(priorityIds.map((id) => [priorityLabel(id), id]));
const labelCount = categoryIds.length + priorityIds.length + 1;

export function classifierOf(model: FastTextModel): TriageClassifier {
  return {
    predict(line) {
      let best: ClassifierPrediction = {
        category: 'OTHER',
        categoryProbability: 0,
        priority: 'LOW',
        priorityProbability: 0,
        criticalProbability: 0,
        dangerProbability: 0,
      };
      for (const { label, p } of predictLabels(model, line, labelCount)) {
        if (label === dangerLabel) best.dangerProbability = p;
        const category = categoryOf.get(label);
        if (category && p > best.categoryProbability) best = { ...best, category, categoryProbability: p };
        const priority = priorityOf.get(label);
        if (priority === 'CRITICAL') best.criticalProbability = p;
        if (priority && p > best.priorityProbability) best = { ...best, priority, priorityProbability: p };
      }
      return best;
    },
  };
}

export async function loadTriageClassifier(file = triageModelFile()): Promise<TriageClassifier> {
  return classifierOf(await loadFastTextModel(file));
}
