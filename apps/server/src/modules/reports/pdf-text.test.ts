import { describe, expect, it } from 'vitest';
import { breakUnits, wrapText } from './pdf-text';

// One unit of width per character: enough to check where lines break.
const measure = (text: string) => Array.from(text).length;

describe('breakUnits', () => {
  it('breaks after spaces in spaced scripts and keeps hyphenated words whole', () => {
    expect(breakUnits('Wi-Fi down on floor 2')).toEqual(['Wi-Fi ', 'down ', 'on ', 'floor ', '2']);
  });

  it('breaks between dictionary words in Japanese, Chinese and Thai, never before closing punctuation', () => {
    const japanese = breakUnits('トイレの水が止まらない。');
    expect(japanese.length).toBeGreaterThan(2);
    expect(japanese.join('')).toBe('トイレの水が止まらない。');
    expect(japanese.at(-1)?.endsWith('。')).toBe(true);
    expect(japanese.some((unit) => unit.startsWith('。'))).toBe(false);
    expect(breakUnits('ไฟในห้องน้ำดับ').length).toBeGreaterThan(2);
    expect(breakUnits('停车场的灯坏了').length).toBeGreaterThan(2);
  });
});

describe('wrapText', () => {
  it('wraps at break units and ends the last allowed line, cut at a word, with an ellipsis', () => {
    expect(wrapText(measure, 'Leaking pipe under the sink', 12, 3)).toEqual(['Leaking pipe', 'under the', 'sink']);
    expect(wrapText(measure, 'Leaking pipe under the sink in the kitchen', 12, 2)).toEqual([
      'Leaking pipe',
      'under the…',
    ]);
  });

  it('wraps Japanese with no spaces inside the width instead of running past it', () => {
    const lines = wrapText(measure, '3階のトイレの水が止まらない', 6, 3);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(measure(line)).toBeLessThanOrEqual(6);
    expect(lines.join('')).toBe('3階のトイレの水が止まらない');
  });

  it('cuts a word longer than the line between letters, never inside a letter and its marks', () => {
    const lines = wrapText(measure, 'Superextraordinarilylong', 10, 3);
    expect(lines).toEqual(['Superextra', 'ordinarily', 'long']);
    // क्षि is one grapheme of four code points: it moves to the next line whole.
    expect(wrapText(measure, 'कक्षि', 3, 2)).toEqual(['क', 'क्षि']);
  });
});
