/**
 * Word boundaries in scripts written without spaces (Chinese, Japanese, Thai), from the ICU word
 * segmenter Node ships (Intl.Segmenter): a title is cut between words, and a particle is told from
 * the start of a word ("で" in "で水が", not in "電気"). Only short windows are segmented: a title is
 * made on every chat turn.
 */

/** Letters of the scripts written without spaces between words. */
export const unspacedScript =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

/** The window segmented around a boundary: longer than any word a particle list or a place holds. */
const window = 16;
const segmenters = new Map<string, Intl.Segmenter>();

function segmenterFor(language: string): Intl.Segmenter {
  let segmenter = segmenters.get(language);
  if (!segmenter) {
    try {
      segmenter = new Intl.Segmenter(language, { granularity: 'word' });
    } catch {
      segmenter = new Intl.Segmenter(undefined, { granularity: 'word' });
    }
    segmenters.set(language, segmenter);
  }
  return segmenter;
}

/** The words of a text, in order, as the segmenter tells them (spaces and punctuation included). */
export function segmentWords(text: string, language: string): Intl.SegmentData[] {
  return [...segmenterFor(language).segment(text)];
}

/** The first segment of the text (a word, a space or a punctuation mark), or '' for an empty text. */
export function firstSegment(text: string, language: string): string {
  const head = text.slice(0, window);
  return segmenterFor(language).segment(head).containing(0)?.segment ?? '';
}

/** The last segment of the text, or ''. */
export function lastSegment(text: string, language: string): string {
  const tail = text.slice(-window);
  return (
    segmenterFor(language)
      .segment(tail)
      .containing(tail.length - 1)?.segment ?? ''
  );
}

const letter = /[\p{L}\p{M}]/u;
const isLetterAt = (text: string, index: number) => letter.test(text[index] ?? '');

/**
 * A span widened to whole words where it starts or ends inside one: the place "厕所" found in
 * "女厕所水龙头…" leaves out "女厕所", not a stray "女"; "עמדת" in "מעמדת" takes its prefix "מ" along.
 */
export function widenToWords(
  text: string,
  span: { start: number; end: number },
  language: string,
): { start: number; end: number } {
  let { start, end } = span;
  if (start > 0 && unspacedScript.test(text[start - 1] ?? '') && unspacedScript.test(text[start] ?? '')) {
    const from = Math.max(0, start - window);
    const word = segmenterFor(language)
      .segment(text.slice(from, start + window))
      .containing(start - from);
    if (word?.isWordLike && from + word.index < start) start = from + word.index;
  } else {
    while (
      start > 0 &&
      isLetterAt(text, start - 1) &&
      isLetterAt(text, start) &&
      !unspacedScript.test(text[start - 1] ?? '')
    ) {
      start -= 1;
    }
  }
  if (
    end > start &&
    end < text.length &&
    unspacedScript.test(text[end - 1] ?? '') &&
    unspacedScript.test(text[end] ?? '')
  ) {
    const from = Math.max(start, end - window);
    const word = segmenterFor(language)
      .segment(text.slice(from, end + window))
      .containing(end - 1 - from);
    if (word?.isWordLike) end = Math.max(end, from + word.index + word.segment.length);
  } else {
    while (end > start && isLetterAt(text, end - 1) && isLetterAt(text, end) && !unspacedScript.test(text[end] ?? '')) {
      end += 1;
    }
  }
  return { start, end };
}
