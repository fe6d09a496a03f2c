import { describe, expect, it } from 'vitest';
import { comparePlaces, judgeSameProblem, readReport } from './duplicate-evidence';
import { readReportPlace } from './read-report-place';
import { readReportProblem } from './read-report-problem';

const things = (text: string) => [...readReportProblem(text).things].sort();
const symptoms = (text: string) => [...readReportProblem(text).symptoms].sort();
const types = (location: string) => [...readReportPlace(location).types].sort();
const report = (description: string, location: string, category: string) =>
  readReport({ title: description.slice(0, 50), description, location, category });
const unlike = { text: 0.1, location: 0.1 };

describe('the commonest words of the further languages', () => {
  it('reads places, with who they are for and their level, as the same kinds', () => {
    expect(types('sieviešu tualetē')).toEqual(['toilets', 'women']);
    expect(types('choo cha wanaume')).toEqual(['men', 'toilets']);
    expect(types('by die parkeerarea')).toEqual(['carPark']);
    expect(readReportPlace('naiste WC-s 2. korrusel').levels).toEqual(new Set([2]));
    expect(readReportPlace('3-cü mərtəbədə').levels).toEqual(new Set([3]));
    expect(readReportPlace('antrame aukšte').levels).toEqual(new Set([2]));
  });

  it('reads things and troubles', () => {
    expect(things('lifte kažkas apsivėmė')).toEqual(['lift', 'vomit']);
    expect(symptoms('hysbak werk nie')).toEqual(['outOfOrder']);
    expect(things('tong sampah dah penuh')).toEqual(['bin']);
    expect(symptoms('tong sampah dah penuh')).toEqual(['full']);
  });

  it('keeps the ladies and the gents apart where the words are otherwise the same', () => {
    const ladies = report('sieviešu tualetē nav ziepju', 'sieviešu tualetē', 'PLUMBING');
    const gents = report('vīriešu tualetē nav ziepju', 'vīriešu tualetē', 'PLUMBING');
    expect(comparePlaces(ladies.place, gents.place, 0.5)).toBe('other');
    expect(judgeSameProblem(ladies, gents, { text: 0.67, location: 0.5 }).isSame).toBe(false);
  });

  it('does not read a word of one language as a thing of another (Italian "rotta" is broken, not a rat)', () => {
    expect(things('La macchinetta del caffè è rotta')).not.toContain('rodent');
  });
});

describe('scripts that write vowels as marks', () => {
  it('reads a place word whole, with its marks (Hindi, Thai), and the English words written in them', () => {
    expect(types('पार्किंग')).toEqual(['carPark']);
    expect(types('ห้องน้ำชั้น 2')).toEqual(['floor', 'room', 'toilets']);
    expect(readReportPlace('ห้องน้ำชั้น 2').levels).toEqual(new Set([2]));
    expect(types('लेडीज़ टॉयलेट')).toEqual(['toilets', 'women']);
    expect(types('கிச்சன்')).toEqual(['kitchen']);
    expect(readReportPlace('दूसरी मंज़िल').levels).toEqual(new Set([2]));
    expect(readReportPlace('மால் 2வது ஃப்ளோர் டாய்லெட்').levels).toEqual(new Set([2]));
  });
});

describe('Hebrew particles', () => {
  it('reads a place and a thing behind the letters for "in", "the" and "from"', () => {
    expect(types('במסדרון בקומה 2')).toEqual(['floor', 'passage']);
    expect(readReportPlace('במסדרון בקומה 2').levels).toEqual(new Set([2]));
    expect(things('מים מטפטפים מהתקרה')).toContain('ceiling');
  });
});

describe('symptoms of one family told in other words', () => {
  it('agree like one symptom: a puddle and a slippery floor by the lift', () => {
    const puddle = report('big puddle in front of the lift', 'lift, 2nd floor', 'CLEANING');
    const slippery = report('water on the floor by the lift, slippery', 'lift, second floor', 'CLEANING');
    expect(judgeSameProblem(puddle, slippery, unlike).problem.support).toBe(0.5);
    expect(judgeSameProblem(puddle, slippery, unlike).isSame).toBe(true);
  });
});
