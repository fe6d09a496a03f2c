import bidiFactory from 'bidi-js';

const bidi = bidiFactory();
// Hebrew, Arabic, Syriac, Thaana, NKo and the Arabic presentation forms: scripts written right to left.
const rightToLeft = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;

// Directional isolates (FSI ... PDI and friends): they steer the bidi algorithm and are never drawn.
const isolateMarks = /[\u2066-\u2069]/g;

/** The text as drawn: no font has a glyph for an isolate mark, so drawn they showed as boxes. */
export function withoutIsolates(text: string): string {
  return text.replace(isolateMarks, '');
}

export function hasRightToLeft(text: string): boolean {
  return rightToLeft.test(text);
}

/**
 * Marks a visitor's or manager's text (a site name) as one unit inside a sentence of ours, so a
 * neighbouring number or dot is not pulled into its direction (UAX #9 first-strong isolate).
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}

export interface PlacedWord {
  text: string;
  /** Offset from the line's left edge. */
  x: number;
  width: number;
}

/**
 * Lays out one line of mixed-direction text word by word (Unicode bidi, UAX #9, via bidi-js):
 * words keep their logical order in the list, each with its visual position. pdfkit's shaper
 * (fontkit) shapes and orders the letters inside a word, but it lays a whole line left to right,
 * so an Arabic sentence came out with its words in the wrong order and lost spaces on copy.
 */
export function placeWords(text: string, measure: (word: string) => number, spaceWidth: number) {
  const levels = bidi.getEmbeddingLevels(text, 'auto');
  const baseLevel = levels.paragraphs[0]?.level ?? 0;
  const words: { text: string; level: number }[] = [];
  for (const match of text.matchAll(/\S+/g)) {
    // The level of a word is its first drawn character's (an isolate mark has the outer level).
    const start = (match.index ?? 0) + (/^[\u2066-\u2069]*/.exec(match[0])?.[0].length ?? 0);
    const shown = match[0].replace(isolateMarks, '');
    if (!shown) continue;
    words.push({ text: mirrorBrackets(shown, levels.levels[start] ?? baseLevel), level: levels.levels[start] ?? 0 });
  }
  // UAX #9 rule L2 at word granularity: from the highest level down to the lowest odd level,
  // reverse every run of words at that level or higher.
  const visual = words.map((_, index) => index);
  const highest = Math.max(0, ...words.map((word) => word.level));
  const lowestOdd = Math.min(...words.map((word) => word.level).filter((level) => level % 2 === 1), highest + 1);
  for (let level = highest; level >= lowestOdd; level--) {
    for (let i = 0; i < visual.length; ) {
      if ((words[visual[i] as number]?.level ?? 0) < level) {
        i++;
        continue;
      }
      let end = i;
      while (end < visual.length && (words[visual[end] as number]?.level ?? 0) >= level) end++;
      visual.splice(i, end - i, ...visual.slice(i, end).reverse());
      i = end;
    }
  }
  const placed: PlacedWord[] = words.map((word) => ({ text: word.text, x: 0, width: measure(word.text) }));
  let x = 0;
  for (const index of visual) {
    const word = placed[index] as PlacedWord;
    word.x = x;
    x += word.width + spaceWidth;
  }
  return { words: placed, width: Math.max(0, x - spaceWidth), isRightToLeft: baseLevel % 2 === 1 };
}

/** A bracket inside right-to-left text is drawn mirrored, so '(' still opens the aside. */
function mirrorBrackets(word: string, level: number): string {
  if (level % 2 === 0) return word;
  return Array.from(word, (char) => bidi.getMirroredCharacter(char) ?? char).join('');
}
