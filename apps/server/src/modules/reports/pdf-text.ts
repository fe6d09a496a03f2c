import type PDFDocument from 'pdfkit';
import { hasRightToLeft, placeWords, withoutIsolates } from './pdf-bidi';
import { type FontWeight, missingFacesOf, useReportFont } from './pdf-fonts';
import { type ScriptFace, type ScriptRun, splitScriptRuns } from './pdf-script-runs';

type Doc = InstanceType<typeof PDFDocument>;

export interface TextStyle {
  size: number;
  weight?: FontWeight;
  /** Other text by the same writer (an issue's title for its location): decides how Han is drawn. */
  context?: string;
  /** The language of text of ours in the reader's language (a date): decides how Han is drawn. */
  language?: string;
}

export interface DrawTextOptions extends TextStyle {
  width: number;
  /** Without it the line is aligned to its own direction: right for right-to-left text. */
  align?: 'left' | 'right' | 'center';
  /** Lines to wrap into (default 1); the last line ends in '…' when the text is longer. */
  maxLines?: number;
}

// Scripts written without spaces between words: a line may break between any two of their words.
const noSpaceScript = /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{Script=Thai}]/u;
// ICU's word segmenter knows Chinese, Japanese and Thai words by dictionary.
const wordSegmenter = new Intl.Segmenter('en', { granularity: 'word' });
const graphemeSegmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

function useFont(doc: Doc, face: ScriptFace, style: TextStyle): Doc {
  return useReportFont(doc, face, style.weight ?? 'regular').fontSize(style.size);
}

// Arabic-Indic and Persian digits, with their decimal and thousands separators.
const arabicNumber = /^[\u0660-\u066c\u06f0-\u06f9]+$/u;

/**
 * The runs of a text as this document draws them. A script without its font here is drawn as one
 * white square (□) per letter in the base font: pdfkit gives a missing glyph twice the width it
 * measures, so the missing glyphs ran over into the next column.
 */
function drawnRuns(doc: Doc, text: string, style: TextStyle): ScriptRun[] {
  const missing = missingFacesOf(doc);
  return splitScriptRuns(withoutIsolates(text), style.context, style.language).map((run) => {
    // fontkit lays out every run of Arabic script right to left, its digits too: the year ٢٠٢٦ of an
    // Egyptian manager's date came out ٦٢٠٢. Numbers read left to right, so theirs is handed over reversed.
    if (run.face === 'arabic' && arabicNumber.test(run.text))
      return { ...run, text: Array.from(run.text).reverse().join('') };
    return run.face === 'base' || !missing.has(run.face)
      ? run
      : {
          face: 'base',
          text: graphemes(run.text)
            .map((letter) => (/\s/u.test(letter) ? letter : '□'))
            .join(''),
        };
  });
}

/** The width of a text drawn run by run, each run in its script's font. */
export function widthOfText(doc: Doc, text: string, style: TextStyle): number {
  let width = 0;
  for (const run of drawnRuns(doc, text, style)) {
    width += useFont(doc, run.face, style).widthOfString(run.text);
  }
  return width;
}

/** The height of one line: the base font's, so a row of mixed scripts keeps one rhythm. */
export function lineHeightOf(doc: Doc, style: TextStyle): number {
  return useFont(doc, 'base', style).currentLineHeight(true);
}

/**
 * Pieces of text a line may end after: each word with the spaces after it, and in Chinese, Japanese
 * and Thai each dictionary word. Punctuation stays with the word before it (no line starts with '。'),
 * an opening bracket with the word after it.
 */
export function breakUnits(text: string): string[] {
  const units: string[] = [];
  let current = '';
  for (const { segment, isWordLike } of wordSegmenter.segment(text)) {
    const last = Array.from(current).at(-1) ?? '';
    const opens = /^\p{Ps}/u.test(segment);
    const afterSpace = /\s/u.test(last) && !/^\s/u.test(segment);
    const betweenWords =
      (isWordLike || opens) && (noSpaceScript.test(segment) || noSpaceScript.test(last)) && !/\p{Ps}/u.test(last);
    if (current && (afterSpace || betweenWords)) {
      units.push(current);
      current = '';
    }
    current += segment;
  }
  if (current) units.push(current);
  return units;
}

function graphemes(text: string): string[] {
  return Array.from(graphemeSegmenter.segment(text), (part) => part.segment);
}

/**
 * Greedy line breaking at `breakUnits`; a unit wider than the line (a long word, a long run of Thai)
 * is cut between letters. With more text than `maxLines` lines, the last line ends in '…'.
 */
export function wrapText(measure: (text: string) => number, text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  let isCut = false;
  // Ends the line being filled; false when that was the last line allowed.
  const endLine = () => {
    lines.push(current.trimEnd());
    current = '';
    return lines.length < maxLines;
  };
  units: for (const unit of breakUnits(text)) {
    if (measure(`${current}${unit}`.trimEnd()) <= width) {
      current += unit;
      continue;
    }
    if (current && !endLine()) {
      isCut = true;
      break;
    }
    // The unit alone is too wide: cut it between letters.
    for (const letter of graphemes(unit)) {
      if (current && measure(`${current}${letter}`.trimEnd()) > width && !endLine()) {
        isCut = true;
        break units;
      }
      current += letter;
    }
  }
  if (current.trim()) lines.push(current.trimEnd());
  if (!isCut) return lines;
  let last = graphemes(lines[maxLines - 1] ?? '');
  while (last.length > 0 && measure(`${last.join('').trimEnd()}…`) > width) last = last.slice(0, -1);
  lines[maxLines - 1] = `${last.join('').trimEnd()}…`;
  return lines;
}

// pdfkit keeps the current font's metrics on the document (ascender in thousandths of an em); its
// types do not declare it.
function baseAscent(doc: Doc, style: TextStyle): number {
  useFont(doc, 'base', style);
  const font = (doc as unknown as { _font: { ascender: number } })._font;
  return (font.ascender / 1000) * style.size;
}

/** Draws one line's runs from `x`, every font on the base font's baseline. Returns the width drawn. */
function drawRuns(doc: Doc, text: string, x: number, baseline: number, style: TextStyle): number {
  let cursor = x;
  for (const run of drawnRuns(doc, text, style)) {
    useFont(doc, run.face, style).text(run.text, cursor, baseline, { lineBreak: false, baseline: 'alphabetic' });
    cursor += doc.widthOfString(run.text);
  }
  return cursor - x;
}

function linesOf(doc: Doc, text: string, options: DrawTextOptions): string[] {
  const flat = text.replace(/\s+/gu, ' ').trim();
  return wrapText((part) => widthOfText(doc, part, options), flat, options.width, options.maxLines ?? 1);
}

/** The height `drawText` will use for a text. */
export function heightOfText(doc: Doc, text: string, options: DrawTextOptions): number {
  return linesOf(doc, text, options).length * lineHeightOf(doc, options);
}

/**
 * Draws a text in any of the product's scripts and either direction: wrapped into `maxLines` lines,
 * each line split into runs by script and each run drawn in a font that has its glyphs. A line with
 * right-to-left words is laid out word by word (pdf-bidi), each word drawn in reading order so a PDF
 * reader extracts them in order. Returns the height used. The fill colour is the caller's.
 */
export function drawText(doc: Doc, text: string, x: number, y: number, options: DrawTextOptions): number {
  const lines = linesOf(doc, text, options);
  const lineHeight = lineHeightOf(doc, options);
  const ascent = baseAscent(doc, options);
  const isRightToLeft = hasRightToLeft(text);
  const measure = (part: string) => widthOfText(doc, part, options);
  lines.forEach((line, lineIndex) => {
    const baseline = y + lineIndex * lineHeight + ascent;
    const layout = isRightToLeft
      ? placeWords(line, measure, measure(' '))
      : { words: [{ text: line, x: 0 }], width: measure(line), isRightToLeft: false };
    const align = options.align ?? (layout.isRightToLeft ? 'right' : 'left');
    const free = Math.max(0, options.width - layout.width);
    const left = x + (align === 'right' ? free : align === 'center' ? free / 2 : 0);
    for (const word of layout.words) drawRuns(doc, word.text, left + word.x, baseline, options);
  });
  return lines.length * lineHeight;
}
