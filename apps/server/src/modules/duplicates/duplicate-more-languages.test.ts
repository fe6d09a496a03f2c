import { describe, expect, it } from 'vitest';
import { wordsOf } from './duplicate-concept-matcher';
import { joinTables } from './duplicate-more-languages';
import { readReportPlace } from './read-report-place';
import { readReportProblem } from './read-report-problem';

const things = (text: string) => [...readReportProblem(text).things].sort();
const symptoms = (text: string) => [...readReportProblem(text).symptoms].sort();

describe('joinTables', () => {
  it('puts the extra terms after the main ones, concept by concept, and keeps new concepts', () => {
    expect(joinTables({ lift: 'lift', tap: 'tap' }, { lift: 'asanser', sink: 'chiuveta' })).toEqual({
      lift: 'lift, asanser',
      tap: 'tap',
      sink: 'chiuveta',
    });
  });
});

describe('the commonest words of more languages', () => {
  it('reads places in Greek, Romanian, Hungarian and Vietnamese as the same kinds', () => {
    expect([...readReportPlace('Ασανσέρ, πάρκινγκ').types].sort()).toEqual(['carPark', 'lift']);
    expect([...readReportPlace('Liftul din parcare').types].sort()).toEqual(['carPark', 'lift']);
    expect(readReportPlace('Női mosdó').types).toEqual(new Set(['toilets', 'women']));
    expect([...readReportPlace('Thang máy, bãi đỗ xe').types].sort()).toEqual(['carPark', 'lift']);
  });

  it('reads things and troubles in those languages', () => {
    expect(things('Το ασανσέρ δεν λειτουργεί')).toEqual(['lift']);
    expect(symptoms('Το ασανσέρ δεν λειτουργεί')).toEqual(['outOfOrder']);
    expect(things('A női mosdóban eldugult a wc')).toContain('toilets');
    expect(symptoms('A női mosdóban eldugult a wc')).toContain('blocked');
    expect(things('दूसरी मंजिल पर नल से पानी टपक रहा है')).toEqual(['tap', 'water']);
    expect(symptoms('दूसरी मंजिल पर नल से पानी टपक रहा है')).toEqual(['leak']);
  });

  it('keeps a word of a script that writes vowels as marks whole', () => {
    expect(wordsOf('शौचालय में पानी')).toEqual(['शौचालय', 'में', 'पानी']);
  });

  it('does not read common short words of other languages as concepts', () => {
    // Vietnamese "của" (of) is no door, Dutch "het" (the) is nothing missing, Romanian "parcare" no garden.
    expect(things('Đèn của hành lang')).not.toContain('door');
    expect(symptoms('de lift doet het niet')).not.toContain('missing');
    expect(readReportPlace('parcare').types.has('garden')).toBe(false);
    expect(things('la porte automatique')).not.toContain('vending');
  });
});
