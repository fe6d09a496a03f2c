import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toPlainText, toSafeDraft } from './plain-text';

/** Every cleaning step, always run: plain text is what this gives, fast path or not. */
function cleanEveryStep(text: string, maxLength: number): string {
  const linkTarget = String.raw`\((?:[^()\n]|\([^()\n]*\))*\)`;
  const plain = text
    .replace(/\r\n?/g, '\n')
    .replace(/[\p{Cc}\u202A-\u202E\u2066-\u2069]/gu, (c) => (c === '\n' || c === '\t' ? c : ''))
    .replace(/<\/?[a-z][^>]*>/gi, '')
    .replace(new RegExp(String.raw`!\[([^\]]*)\]` + linkTarget, 'g'), '$1')
    .replace(new RegExp(String.raw`\[([^\]]+)\]` + linkTarget, 'g'), '$1')
    .replace(/```[a-z]*\n?/gi, '')
    .replace(/(\*\*|__|`)/g, '')
    .replace(/^\s{0,3}(#{1,6}|>)\s+/gm, '')
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return plain.length <= maxLength ? plain : `${plain.slice(0, maxLength - 1).trimEnd()}…`;
}

describe('toPlainText', () => {
  it('removes markup and control characters but keeps the words', () => {
    expect(toPlainText('<b>Broken</b> **shelf** in `aisle 4`', 100)).toBe('Broken shelf in aisle 4');
    expect(toPlainText('See [this](https://evil.example) ![x](http://img)', 100)).toBe('See this x');
    expect(toPlainText('# Title\n> quoted\n\n\n\nline\u0007 two\u202E', 100)).toBe('Title\nquoted\n\nline two');
    expect(toPlainText('a\r\nb', 100)).toBe('a\nb');
  });

  it('gives the same text as running every cleaning step, for any text (its fast path changes nothing)', () => {
    const pieces = fc.constantFrom(
      ...['word', 'Ünïcode', ' ', '  ', '\t', '\n', '\n\n\n', ' \n', '\r\n', '\r', '\u0007', '\u202E', '\u00a0'],
      ...['<b>', '</b>', '<', '>', '[a](b)', '![x](y)', '```js\n', '`', '**', '__', '_', '*', '# ', '> ', '#'],
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 16 }), fc.integer({ min: 1, max: 60 }), (parts, maxLength) => {
        const text = parts.join('');
        expect(toPlainText(text, maxLength)).toBe(cleanEveryStep(text, maxLength));
      }),
      { numRuns: 3000 },
    );
  });

  it('gives the same text as every cleaning step for any mix of brackets, parentheses and tags', () => {
    const pieces = fc.constantFrom(
      ...['[', ']', '(', ')', '![', '<', '</', '>', '<a', '<B', '<1', '/', '!', 'a', 'ı', ' ', '\n', '\r', '](', '()'],
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 24 }), (parts) => {
        const text = parts.join('');
        expect(toPlainText(text, 200)).toBe(cleanEveryStep(text, 200));
      }),
      { numRuns: 5000 },
    );
  });

  it('cleans a long run of brackets or unclosed tags in one pass', () => {
    const before = process.cpuUsage();
    for (const text of ['['.repeat(16000), '<a'.repeat(8000), '![x'.repeat(5000), `ab ${'[a]('.repeat(4000)}`]) {
      expect(toPlainText(`${text}*`, 8000).length).toBeLessThanOrEqual(8000);
    }
    const used = process.cpuUsage(before);
    // The regular expressions took over 100 ms each here (over 400 ms for the four); one pass takes a few ms.
    // The bound is loose so a busy machine cannot fail it, and still far below the old cost.
    expect((used.user + used.system) / 1000).toBeLessThan(200);
  });

  it('cuts long text with an ellipsis within the limit', () => {
    const cut = toPlainText('word '.repeat(100), 20);
    expect(cut.length).toBeLessThanOrEqual(20);
    expect(cut.endsWith('…')).toBe(true);
  });
});

describe('toSafeDraft', () => {
  const options = { allowedPhotoIds: new Set(['p1']), fallbackTitle: 'Fallback', locationNotGiven: 'Not given' };

  it('never leaves a field empty', () => {
    expect(toSafeDraft({ title: ' ', description: '<p></p>', location: '', photoIds: [] }, options)).toEqual({
      title: 'Fallback',
      description: 'Fallback',
      location: 'Not given',
      photoIds: [],
    });
  });

  it('keeps titles and locations on one line and only known photos, once', () => {
    const draft = toSafeDraft(
      { title: 'Leak\nin hall', description: 'Water\nfrom pipe', location: 'Hall\nB', photoIds: ['p1', 'p1', 'x'] },
      options,
    );
    expect(draft).toEqual({
      title: 'Leak in hall',
      description: 'Water\nfrom pipe',
      location: 'Hall B',
      photoIds: ['p1'],
    });
  });

  it('fits the issue limits so the draft can be submitted as it is', () => {
    const draft = toSafeDraft(
      { title: 't'.repeat(500), description: 'd'.repeat(9000), location: 'l'.repeat(900), photoIds: [] },
      options,
    );
    expect(draft.title.length).toBeLessThanOrEqual(200);
    expect(draft.description.length).toBeLessThanOrEqual(5000);
    expect(draft.location.length).toBeLessThanOrEqual(500);
  });
});

describe('toPlainText with parentheses in link targets', () => {
  it('keeps a script link as its text alone, without a stray parenthesis', () => {
    expect(toPlainText('Try [link](javascript:alert(1)) now', 100)).toBe('Try link now');
    expect(toPlainText('![photo](https://a.example/x(1).png) and [a](b)', 100)).toBe('photo and a');
  });
});
