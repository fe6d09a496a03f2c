import { type CategoryId, type PriorityId, priorities } from '@sitewatch/shared';
import type { ChatHintTopic } from '@sitewatch/shared/i18n';
import { allTranslations } from '@sitewatch/shared/i18n/all';
import { type CompiledVocabulary, vocabulariesFor } from '../engine/vocabulary/compiled-vocabulary';
import {
  readVocabularies,
  scoreCategories,
  toCueText,
  vocabularyPriority,
} from '../engine/vocabulary/match-vocabulary';
import { compileCues, compileKeyword, foldCase, keywordIn, normalizeForMatching } from './keyword-matcher';
import { benignCompounds, categoryKeywords, escapeRouteWords, obstructionWords, priorityCues } from './triage-keywords';
import type { ReportWords, TriageResult } from './triage-types';

const categoryCues = compileCues(categoryKeywords);
const priorityFloorCues = compileCues(priorityCues);
const benign = benignCompounds.map((pattern) => compileKeyword(pattern, 'giu'));
const escapeRoute = escapeRouteWords.map((pattern) => compileKeyword(pattern));
const obstruction = obstructionWords.map((pattern) => compileKeyword(pattern));

// The feedback page's hint cards send a canned first message in the visitor's language; each names
// its topic, so the words of any language's hint count as a strong cue for that topic's category.
const hintCategories: Record<ChatHintTopic, CategoryId> = {
  internet: 'IT',
  security: 'SECURITY',
  maintenance: 'MECHANICAL_ELECTRICAL',
  cleaning: 'CLEANING',
};
const hintWeight = 2;

function hintMessages(): Array<{ text: string; category: CategoryId }> {
  const seen = new Set<string>();
  const result: Array<{ text: string; category: CategoryId }> = [];
  for (const translation of Object.values(allTranslations)) {
    for (const [topic, hint] of Object.entries(translation.chatHints) as Array<[ChatHintTopic, { message: string }]>) {
      const text = normalizeForMatching(hint.message).replace(/[.!?。！？]+$/u, '');
      if (text.length < 8 || seen.has(text)) continue;
      seen.add(text);
      result.push({ text, category: hintCategories[topic] });
    }
  }
  return result;
}
let cachedHints: Array<{ text: string; category: CategoryId }> | undefined;

// When scores tie, the more specific trade wins (a rat in a toilet is pest control, not plumbing).
const tieBreakOrder: CategoryId[] = [
  'PEST_CONTROL',
  'SECURITY',
  'IT',
  'PLUMBING',
  'MECHANICAL_ELECTRICAL',
  'WASTE_MANAGEMENT',
  'CLEANING',
  'GROUNDS_MAINTENANCE',
  'FEEDBACK',
  'OTHER',
];

/**
 * The report's languages (the page's and the one its text is written in) and English. A report that says
 * no language is read with the languages the keyword lists cover (English, Polish, Arabic): reading all
 * 57 at once would let a short word of one language pass for a cue of another.
 */
export function vocabulariesOf(languages: string | readonly string[] | undefined): CompiledVocabulary[] {
  const codes = typeof languages === 'string' ? [languages] : (languages ?? []);
  if (codes.length === 0) return [...vocabulariesFor('pl'), ...vocabulariesFor('ar').slice(0, 1)];
  const result: CompiledVocabulary[] = [];
  for (const code of codes) {
    for (const vocabulary of vocabulariesFor(code)) if (!result.includes(vocabulary)) result.push(vocabulary);
  }
  return result;
}

/**
 * The category the words point to. The location takes part through the keyword lists ("fire exit",
 * "server room" say something), but not through the vocabularies, whose place nouns would outvote the
 * problem ("rats by the bins | car park").
 */
export function classifyCategory(text: string, language?: string | readonly string[], location = ''): CategoryId {
  const normalized = normalizeForMatching(location ? `${text}\n${location}` : text);
  const scores = new Map<CategoryId, number>();
  const add = (category: CategoryId, weight: number) => scores.set(category, (scores.get(category) ?? 0) + weight);
  const folded = foldCase(normalized);
  for (const cue of categoryCues) {
    if (keywordIn(cue, normalized, folded)) add(cue.value, cue.weight);
  }
  // Each language's core nouns of the categories (vocabulary files), one point per vocabulary.
  const vocabularies = vocabulariesOf(language);
  for (const [category, score] of scoreCategories(readVocabularies(toCueText(text), vocabularies), vocabularies)) {
    add(category, score);
  }
  cachedHints ??= hintMessages();
  for (const hint of cachedHints) {
    if (normalized.includes(hint.text)) add(hint.category, hintWeight);
  }
  let best: CategoryId = 'OTHER';
  let bestScore = 0;
  for (const category of tieBreakOrder) {
    const score = scores.get(category) ?? 0;
    if (score > bestScore) {
      best = category;
      bestScore = score;
    }
  }
  return best;
}

/** The highest priority any cue asks for; LOW when nothing suggests a risk (spec section 3). */
export function priorityFloor(text: string, language?: string | readonly string[]): PriorityId {
  const original = normalizeForMatching(text);
  const foldedOriginal = foldCase(original);
  const normalized = benign.reduce(
    (current, keyword) => (foldedOriginal.includes(keyword.literal) ? current.replace(keyword.regex, ' ') : current),
    original,
  );
  const folded = foldCase(normalized);
  const isEscapeRouteBlocked =
    escapeRoute.some((keyword) => keywordIn(keyword, original, foldedOriginal)) &&
    obstruction.some((keyword) => keywordIn(keyword, original, foldedOriginal));
  let result: PriorityId = isEscapeRouteBlocked ? 'HIGH' : 'LOW';
  // Safety and risk words of the report's language (fire, smoke, gas, injury, violence...).
  const vocabularies = vocabulariesOf(language);
  const fromVocabulary = vocabularyPriority(readVocabularies(toCueText(normalized), vocabularies));
  if (priorities[fromVocabulary].level > priorities[result].level) result = fromVocabulary;
  let level = priorities[result].level;
  for (const cue of priorityFloorCues) {
    const cueLevel = priorities[cue.value].level;
    if (cueLevel > level && keywordIn(cue, normalized, folded)) {
      level = cueLevel;
      result = cue.value;
    }
  }
  return result;
}

/**
 * The built-in, offline rules: keywords and hint topics decide category and priority. `languages` are the
 * vocabularies to read (the page's language and the one detected in the text); the input's own language
 * when not given.
 */
export function classifyByRules(
  input: ReportWords & { language?: string | null },
  languages: readonly string[] = input.language ? [input.language] : [],
): TriageResult {
  // The location takes part too: "fire exit", "car park", "server room" say something about the issue.
  const text = `${input.title}\n${input.description}\n${input.location}`;
  return {
    category: classifyCategory(`${input.title}\n${input.description}`, languages, input.location),
    priority: priorityFloor(text, languages),
    source: 'rules',
    languages: [...languages],
  };
}
