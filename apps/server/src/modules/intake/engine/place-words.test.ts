import { describe, expect, it } from 'vitest';
import { containsKey, isNumeral, isSameWord, numberValue, toPlaceKey } from './place-words';

describe('place words', () => {
  it.each([
    ['3rd floor', '3 floor'],
    ['im 2. Stock', 'im 2 stock'],
    ['au 2e étage', 'au 2 étage'],
    ['二階のトイレ', '2 階のトイレ'],
    ['２階', '2 階'],
    ['第十二', '第 12'],
  ])('keys "%s" as "%s"', (text, key) => {
    expect(toPlaceKey(text)).toBe(key);
  });

  it('finds a key as whole words, a number never inside another', () => {
    expect(containsKey(toPlaceKey("Men's toilets, 2nd floor"), toPlaceKey('2nd'))).toBe(true);
    expect(containsKey(toPlaceKey('Aisle 12'), toPlaceKey('2'))).toBe(false);
    expect(containsKey(toPlaceKey('二階のトイレ'), toPlaceKey('2階'))).toBe(true);
  });

  it('tells numbers and forms of one word', () => {
    for (const numeral of ['2nd', '3.', '3e', '2º', '3-й', '三', '第二', 'no.12'])
      expect(isNumeral(numeral)).toBe(true);
    expect(isNumeral('floor')).toBe(false);
    expect(numberValue('二十三階')).toBe(23);
    expect(numberValue('3rd')).toBe(3);
    expect(isSameWord('piętro', 'piętrze')).toBe(true);
    expect(isSameWord('toilets', 'toilet')).toBe(true);
    expect(isSameWord('층', '층이에요')).toBe(true);
    expect(isSameWord("men's", "women's")).toBe(false);
  });
});
