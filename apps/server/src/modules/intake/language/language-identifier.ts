import { createRequire } from 'node:module';
import { isSupportedLanguage } from '@sitewatch/shared';
import type { FastTextModel } from 'fasttext.wasm.js';
import { loadFastTextModel, predictLabels } from './fasttext-runtime';

/**
 * Which of the product's languages a visitor's text is written in: fastText's language-identification
 * model (lid.176, 176 languages, shipped inside the fasttext.wasm.js package), loaded once per process.
 */
export interface LanguageIdentifier {
  /** The supported language the text is confidently written in, or null (unsure, unsupported, or not loaded yet). */
  identify(text: string): string | null;
  /**
   * The language to read a visitor's words in on a page of `pageLanguage`: the page's, unless the text is
   * confidently in another language and the page's is not among the model's likely ones (a visitor typing
   * Spanish on an English page). Languages the model does not know (Māori) always keep the page's.
   */
  readingLanguage(text: string, pageLanguage: string): string;
  /** Loads the model (about 40 ms, once); identify answers null until it has. */
  load(): Promise<void>;
}

/** Below this probability the text is too short or too mixed to say: the page's language stands. */
export const minIdentifiedProbability = 0.6;
/** Enough to tell a language; lid.176 reads a line, and a visitor's first sentences say it. */
const maxIdentifiedLength = 600;
// lid.176 names a few languages by other codes than the product's.
const productCode: Record<string, string> = { nn: 'no', nb: 'no' };
/** The product's languages lid.176 has no label for: their pages are always read in their own language. */
const unknownToModel: ReadonlySet<string> = new Set(['mi']);
/** A page's language this likely (among the model's first three) still reads the text. */
const minPageLanguageProbability = 0.05;
const toProductCode = (label: string) => {
  const raw = label.replace('__label__', '');
  return productCode[raw] ?? raw;
};

function modelFile(): string {
  return createRequire(import.meta.url).resolve(
    'fasttext.wasm.js/dist/models/language-identification/assets/lid.176.ftz',
  );
}

export function createLanguageIdentifier(): LanguageIdentifier {
  let model: FastTextModel | null = null;
  let loading: Promise<void> | undefined;
  const load = () => {
    loading ??= loadFastTextModel(modelFile()).then((loaded) => {
      model = loaded;
    });
    return loading;
  };
  /** The model's three likeliest languages for the text, in the product's codes; none before the model loads. */
  function likelyLanguages(text: string): Array<{ code: string; p: number }> {
    if (!model) {
      // The first caller starts the load; the page's language stands meanwhile.
      load().catch(() => {});
      return [];
    }
    // fastText reads one line: newlines end its input.
    const line = text.slice(0, maxIdentifiedLength).replace(/\s+/gu, ' ').trim();
    if (line.length < 3) return [];
    return predictLabels(model, line, 3).map(({ label, p }) => ({ code: toProductCode(label), p }));
  }
  return {
    load,
    identify(text) {
      const [best] = likelyLanguages(text);
      if (!best || best.p < minIdentifiedProbability) return null;
      return isSupportedLanguage(best.code) ? best.code : null;
    },
    readingLanguage(text, pageLanguage) {
      if (unknownToModel.has(pageLanguage)) return pageLanguage;
      const likely = likelyLanguages(text);
      const [best] = likely;
      if (!best || best.p < minIdentifiedProbability || !isSupportedLanguage(best.code)) return pageLanguage;
      const pageIsLikely = likely.some((l) => l.code === pageLanguage && l.p >= minPageLanguageProbability);
      return pageIsLikely ? pageLanguage : best.code;
    },
  };
}
