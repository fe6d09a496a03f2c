/**
 * The font faces of the report. `base` (DejaVu Sans) covers Latin, Greek and Cyrillic; every other face
 * is the Noto family of one script. Han has three faces: the same character is drawn differently in
 * Japanese, Korean and Chinese, so the text around it picks the face (see `hanFace`).
 */
export const scriptFaces = [
  'base',
  'arabic',
  'hebrew',
  'armenian',
  'devanagari',
  'tamil',
  'kannada',
  'thai',
  'japanese',
  'korean',
  'chinese',
] as const;
export type ScriptFace = (typeof scriptFaces)[number];

export interface ScriptRun {
  text: string;
  face: ScriptFace;
}

// East Asian punctuation and full-width forms are script "Common" and some (。「」，！０) have no script
// extension at all; DejaVu has none of them, the CJK fonts have all.
const eastAsianCommon = /[\u3000-\u303f\u3200-\u33ff\ufe30-\ufe4f\uff00-\uffef]/u;

/**
 * Which characters each non-base face claims. Script_Extensions (scx) rather than Script: a Devanagari
 * danda (।), an Arabic comma (،) or the Japanese long-vowel mark (ー) are script Common, but their
 * extensions name the scripts that use them, and only those scripts' fonts draw them.
 */
const claims: Record<Exclude<ScriptFace, 'base'>, RegExp> = {
  arabic: /\p{scx=Arabic}/u,
  hebrew: /\p{scx=Hebrew}/u,
  armenian: /\p{scx=Armenian}/u,
  devanagari: /\p{scx=Devanagari}/u,
  tamil: /\p{scx=Tamil}/u,
  kannada: /\p{scx=Kannada}/u,
  thai: /\p{scx=Thai}/u,
  japanese: /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Bopomofo}]/u,
  korean: /[\p{scx=Han}\p{scx=Hangul}]/u,
  chinese: /[\p{scx=Han}\p{scx=Bopomofo}]/u,
};
const baseClaim = /[\p{scx=Latin}\p{scx=Greek}\p{scx=Cyrillic}]/u;
const claimOrder = Object.keys(claims) as Exclude<ScriptFace, 'base'>[];

// Combining marks, joiners and variation selectors belong to the letter before them.
const inherited = /\p{Script=Inherited}/u;

/**
 * Japanese and Korean write Han characters among kana or Hangul; Han on its own is read as Chinese,
 * unless the text is known to be Japanese or Korean (a date in the reader's language: "2026年11月4日").
 * `text` is the text to draw and what else its writer wrote (a location beside its issue's title).
 */
function hanFace(text: string, language = ''): 'japanese' | 'korean' | 'chinese' {
  if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text)) return 'japanese';
  if (/\p{Script=Hangul}/u.test(text)) return 'korean';
  const primary = language.split('-')[0]?.toLowerCase();
  if (primary === 'ja') return 'japanese';
  if (primary === 'ko') return 'korean';
  return 'chinese';
}

/**
 * The face that draws one character, or null for a script-neutral one (space, digit, ASCII punctuation).
 * A character several scripts share (the danda of Hindi and Kannada) stays with the run it is in.
 */
function claimOf(char: string, runFace: ScriptFace | undefined, cjkFace: ScriptFace): ScriptFace | null {
  if (eastAsianCommon.test(char)) return cjkFace;
  // Shared with Latin, Greek or Cyrillic (the middle dot of "Sitewatch · 川辺"): the base font has it.
  if (baseClaim.test(char)) return 'base';
  if (runFace && runFace !== 'base' && claims[runFace].test(char)) return runFace;
  for (const face of claimOrder) {
    if (claims[face].test(char)) return face === 'japanese' || face === 'korean' || face === 'chinese' ? cjkFace : face;
  }
  return /\p{L}/u.test(char) ? 'base' : null;
}

// The base font (DejaVu Sans) draws Georgian too, though no language of the feedback page is written in it.
const baseDraws = /[\p{scx=Latin}\p{scx=Greek}\p{scx=Cyrillic}\p{scx=Georgian}]/u;

/**
 * Whether the report has a face for every letter and digit of a text. A date in a manager's Bengali or
 * Khmer (no font of the report draws them) has not: it would print as boxes.
 */
export function hasReportFace(text: string): boolean {
  return Array.from(text).every(
    (char) =>
      !/[\p{L}\p{N}]/u.test(char) ||
      /[0-9]/.test(char) ||
      baseDraws.test(char) ||
      claimOrder.some((face) => claims[face].test(char)),
  );
}

/**
 * Splits a text into runs that one font can draw each: Latin, Greek and Cyrillic in the base font,
 * each other script in its Noto face. Script-neutral characters (spaces, digits, ASCII punctuation)
 * stay in the base font, where they look the same everywhere, except that a space between two words
 * of one script stays inside that run so its words are shaped and spaced as one piece.
 * Joining the runs gives back the text unchanged. `context` (text by the same writer) only decides
 * whether Han characters are drawn in their Japanese, Korean or Chinese forms, and so does `language`
 * (a BCP 47 tag) when the text has no kana or Hangul to tell.
 */
export function splitScriptRuns(text: string, context = '', language?: string): ScriptRun[] {
  const cjkFace = hanFace(`${text} ${context}`, language);
  const chars = Array.from(text);
  const runs: ScriptRun[] = [];
  chars.forEach((char, index) => {
    const previous = runs.at(-1);
    const face =
      inherited.test(char) && previous
        ? previous.face
        : (claimOf(char, previous?.face, cjkFace) ?? neutralFace(chars, index, previous?.face, cjkFace));
    if (previous && previous.face === face) previous.text += char;
    else runs.push({ text: char, face });
  });
  return runs;
}

/** A space between two words of one script stays in their run; other neutral characters go to the base. */
function neutralFace(chars: string[], index: number, runFace: ScriptFace | undefined, cjkFace: ScriptFace) {
  if (!runFace || runFace === 'base' || !/\s/u.test(chars[index] ?? '')) return 'base';
  const next = chars.slice(index + 1).find((char) => !/\s/u.test(char));
  return next !== undefined && claimOf(next, runFace, cjkFace) === runFace ? runFace : 'base';
}
