/**
 * Finds concepts (a place type, a thing, a symptom) in a visitor's words, in any language, from term lists
 * written one concept at a time with every language's words side by side. Term syntax:
 *   word     the whole word              ("bin" is not "binary")
 *   word*    a word starting with it     (inflections: "verstopft*" finds "verstopfte")
 *   *word*   a word containing it        (compounds: "*toilette*" finds "Damentoilette")
 *   a b      words in a row, each read as above ("car park", "no funciona")
 * A term in a script written without spaces (Chinese, Japanese, Korean with its particles) is found
 * anywhere in the text.
 */
export type ConceptTable = Record<string, string>;

interface Phrase {
  parts: string[];
  concept: string;
}

interface CompiledTable {
  exact: Map<string, string[]>;
  prefix: Map<string, string[]>;
  prefixLengths: number[];
  /** Fragments by their first character: a word tries only those that start with one of its characters. */
  infix: Map<string, Array<[fragment: string, concept: string]>>;
  /** Phrases by their first word, when it is a whole word: only those are tried where that word stands. */
  phrasesByFirst: Map<string, Phrase[]>;
  /** Phrases starting with a word's start or fragment, tried everywhere. */
  phrases: Phrase[];
  unspaced: Array<[fragment: string, concept: string]>;
}

const unspacedScript = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const arabicDigits = /[\u0660-\u0669\u06f0-\u06f9]/g;

/**
 * Lower case without accents, so "baño" meets "bano" and "tıkalı" meets "tikali" (visitors drop accents on
 * phone keyboards). Only Latin, Greek, Cyrillic and Arabic marks go: kana keep their voicing marks (ガラス,
 * glass, is not カラス, crow).
 */
export function normaliseWords(text: string): string {
  return (
    text
      .normalize('NFKC')
      .toLowerCase()
      .replace(arabicDigits, (digit) => String((digit.charCodeAt(0) - 0x0660) % 0x90))
      .normalize('NFD')
      .replace(/[\u0300-\u036f\u0483-\u0489\u064b-\u065f\u0670]/g, '')
      .normalize('NFC')
      .replace(/ß/g, 'ss')
      .replace(/ı/g, 'i')
      // "won't" is one word; in "l'entrée" and "men's" the word after the apostrophe is a word of its own.
      .replace(/n['’]t\b/g, 'nt')
      .replace(/['’`]/g, ' ')
  );
}

// Marks belong to their word: Devanagari, Thai and Tamil write vowels as marks (शौचालय is one word).
export const wordsOf = (normalised: string) => normalised.split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean);

function add(map: Map<string, string[]>, key: string, concept: string) {
  const list = map.get(key);
  if (!list) map.set(key, [concept]);
  else if (!list.includes(concept)) list.push(concept);
}

function compile(table: ConceptTable): CompiledTable {
  const compiled: CompiledTable = {
    exact: new Map(),
    prefix: new Map(),
    prefixLengths: [],
    infix: new Map(),
    phrasesByFirst: new Map(),
    phrases: [],
    unspaced: [],
  };
  for (const [concept, terms] of Object.entries(table)) {
    for (const raw of terms.split(',')) {
      const term = normaliseWords(raw.trim());
      if (!term) continue;
      if (unspacedScript.test(term)) compiled.unspaced.push([term.replace(/\*/g, ''), concept]);
      else if (term.includes(' ')) addPhrase(compiled, { parts: term.split(/\s+/), concept });
      else if (term.startsWith('*')) addInfix(compiled, term.replace(/\*/g, ''), concept);
      else if (term.endsWith('*')) add(compiled.prefix, term.slice(0, -1), concept);
      else add(compiled.exact, term, concept);
    }
  }
  compiled.prefixLengths = [...new Set([...compiled.prefix.keys()].map((key) => key.length))].sort((a, b) => a - b);
  return compiled;
}

function addInfix(compiled: CompiledTable, fragment: string, concept: string) {
  const first = [...fragment][0] ?? '';
  const list = compiled.infix.get(first);
  if (!list) compiled.infix.set(first, [[fragment, concept]]);
  else if (!list.some(([known, knownConcept]) => known === fragment && knownConcept === concept)) {
    list.push([fragment, concept]);
  }
}

function addPhrase(compiled: CompiledTable, phrase: Phrase) {
  const first = phrase.parts[0] ?? '';
  if (first.includes('*')) {
    compiled.phrases.push(phrase);
    return;
  }
  const list = compiled.phrasesByFirst.get(first);
  if (list) list.push(phrase);
  else compiled.phrasesByFirst.set(first, [phrase]);
}

function partMatches(part: string, word: string): boolean {
  if (part.startsWith('*')) return word.includes(part.replace(/\*/g, ''));
  if (part.endsWith('*')) return word.startsWith(part.slice(0, -1));
  return word === part;
}

// Hebrew writes "in", "the", "from", "and", "that", "to" and "as" as a letter before the word (במסדרון: in the
// corridor; מהתקרה: from the ceiling): a word is also read without one or two of them.
const hebrewClitics = /^[בהולמשכ]{1,2}/u;
const hebrewWord = /^\p{Script=Hebrew}{4,}$/u;

/** The word, and for Hebrew the word without its leading particles. */
function formsOf(word: string): string[] {
  if (!hebrewWord.test(word)) return [word];
  const clitics = word.match(hebrewClitics)?.[0] ?? '';
  const forms = [word];
  for (let count = 1; count <= clitics.length && word.length - count >= 3; count++) forms.push(word.slice(count));
  return forms;
}

export interface ConceptMatcher {
  /** The concepts of each word (index by word), and of the text as a whole. */
  read(text: string): { words: string[]; byWord: string[][]; all: Set<string> };
}

/** Compiles a table once; reading a report is then a few map look-ups a word. */
export function createConceptMatcher(table: ConceptTable): ConceptMatcher {
  let compiled: CompiledTable | undefined;
  return {
    read(text) {
      compiled ??= compile(table);
      const { exact, prefix, prefixLengths, infix, phrasesByFirst, phrases, unspaced } = compiled;
      const normalised = normaliseWords(text);
      const words = wordsOf(normalised);
      const byWord: string[][] = words.map(() => []);
      const all = new Set<string>();
      const found = (index: number, concept: string) => {
        byWord[index]?.push(concept);
        all.add(concept);
      };
      words.forEach((word, index) => {
        for (const form of formsOf(word)) {
          for (const concept of exact.get(form) ?? []) found(index, concept);
          for (const length of prefixLengths) {
            if (length > form.length) break;
            for (const concept of prefix.get(form.slice(0, length)) ?? []) found(index, concept);
          }
        }
        for (const char of new Set(word)) {
          for (const [fragment, concept] of infix.get(char) ?? []) if (word.includes(fragment)) found(index, concept);
        }
        if (!unspacedScript.test(word)) return;
        for (const [fragment, concept] of unspaced) if (word.includes(fragment)) found(index, concept);
      });
      const tryPhrase = ({ parts, concept }: Phrase, start: number) => {
        if (start + parts.length > words.length) return;
        if (!parts.every((part, offset) => partMatches(part, words[start + offset] ?? ''))) return;
        for (let offset = 0; offset < parts.length; offset++) found(start + offset, concept);
      };
      words.forEach((word, start) => {
        for (const phrase of phrasesByFirst.get(word) ?? []) tryPhrase(phrase, start);
        for (const phrase of phrases) tryPhrase(phrase, start);
      });
      // A term of an unspaced script may span two "words" of the text (a space typed inside it).
      if (unspacedScript.test(normalised)) {
        for (const [fragment, concept] of unspaced) if (normalised.includes(fragment)) all.add(concept);
      }
      return { words, byWord, all };
    },
  };
}
