import { describe, expect, it } from 'vitest';
import { comparePlaces, judgeSameProblem, readReport } from './duplicate-evidence';
import { readReportPlace } from './read-report-place';

const report = (description: string, location: string, category: string) =>
  readReport({ title: description.slice(0, 50), description, location, category });
const unlike = { text: 0.1, location: 0.1 };

describe('comparePlaces', () => {
  it('tells apart two places that each name their own kind and share none', () => {
    expect(comparePlaces(readReportPlace('Kitchen'), readReportPlace('Lift'), 0)).toBe('apart');
    expect(comparePlaces(readReportPlace('Escalator'), readReportPlace('Ascensor'), 0)).toBe('apart');
  });

  it('knows nothing when one place names no kind', () => {
    expect(comparePlaces(readReportPlace('Kitchen'), readReportPlace('over there'), 0)).toBe('unknown');
  });

  it('takes a place the tables do not know, named by the same word, as one place; not a word beside a known kind', () => {
    expect(comparePlaces(readReportPlace('bij de fietsenstalling'), readReportPlace('bij het fietsenhok'), 0)).toBe(
      'same',
    );
    expect(comparePlaces(readReportPlace('behind the fountain'), readReportPlace('behind the statue'), 0)).toBe(
      'apart',
    );
    expect(comparePlaces(readReportPlace('staff kitchen'), readReportPlace('staff room'), 0)).toBe('unknown');
  });
});

describe('judgeSameProblem', () => {
  it('merges one sure category at one place when the words agree, even with few of them', () => {
    const a = report('Το ασανσέρ στο πάρκινγκ δεν λειτουργεί', 'Ασανσέρ, πάρκινγκ', 'MECHANICAL_ELECTRICAL');
    const b = report('The car park lift is out of order', 'Car park lift', 'MECHANICAL_ELECTRICAL');
    expect(judgeSameProblem(a, b, unlike).isSame).toBe(true);
  });

  it('does not merge on category and place when each names its own thing', () => {
    const a = report('The hand dryer is dead', "Men's toilets, 2nd floor", 'MECHANICAL_ELECTRICAL');
    const b = report('The light is out', "Men's toilets, 2nd floor", 'MECHANICAL_ELECTRICAL');
    expect(judgeSameProblem(a, b, unlike).isSame).toBe(false);
  });

  it('lets one thing with the same trouble decide over two categories, not a thing with two troubles', () => {
    const vomit = report('Someone was sick by the escalator', 'Escalator, level 1', 'CLEANING');
    const again = report('Vomit next to the escalators', 'Escalator, level 1', 'MECHANICAL_ELECTRICAL');
    expect(judgeSameProblem(vomit, again, unlike).isSame).toBe(true);
    const off = report('Heating not working', 'Room 12', 'MECHANICAL_ELECTRICAL');
    const leaking = report('The radiator is leaking onto the carpet', 'Room 12', 'PLUMBING');
    expect(judgeSameProblem(off, leaking, unlike).isSame).toBe(false);
  });

  it('merges a specific thing where neither place is read, and not when the places are apart', () => {
    const rats = report('Rats around the bins', 'round the back', 'PEST_CONTROL');
    const again = report('Saw rats by the rubbish bins', 'out back', 'PEST_CONTROL');
    expect(judgeSameProblem(rats, again, unlike).isSame).toBe(true);
    const kitchen = report('Rats around the bins', 'Kitchen', 'PEST_CONTROL');
    const lift = report('Saw rats by the rubbish bins', 'Lift', 'PEST_CONTROL');
    expect(judgeSameProblem(kitchen, lift, unlike).isSame).toBe(false);
  });

  it('reads a place named among the things of a location as the place, not as what is wrong', () => {
    const leak = report('दूसरी मंजिल के शौचालय में पानी लीक हो रहा है', 'शौचालय, दूसरी मंजिल', 'PLUMBING');
    const soap = report('दूसरी मंजिल के शौचालय में साबुन नहीं है', 'शौचालय, दूसरी मंजिल', 'PLUMBING');
    expect(leak.placeThings.has('toilets')).toBe(true);
    expect(judgeSameProblem(leak, soap, unlike).isSame).toBe(false);
  });

  it('takes what a mess is made of, named by one report only, as a detail; not a thing that breaks', () => {
    const urine = report('it stinks of urine in the lift', 'Lift, car park', 'CLEANING');
    const stinks = report('the lift stinks, disgusting', 'Lift, car park', 'CLEANING');
    expect(judgeSameProblem(urine, stinks, unlike).isSame).toBe(true);
    const ceiling = report('Water leaking from the ceiling', 'Staff kitchen', 'PLUMBING');
    const tap = report('The tap will not turn off fully and drips', 'Staff kitchen', 'PLUMBING');
    expect(judgeSameProblem(ceiling, tap, unlike).isSame).toBe(false);
  });
});

describe('readReportPlace', () => {
  it('reads a level linked to its number by a word (Swahili "ghorofa ya pili")', () => {
    expect(readReportPlace('korido ghorofa ya pili').levels).toEqual(new Set([2]));
    expect(readReportPlace('ghorofa ya 3').levels).toEqual(new Set([3]));
  });
});

describe('readReport', () => {
  it('reads paper alone as the toilet paper in the toilets, and as paper elsewhere', () => {
    expect(report('нема хартија во тоалетот', 'во тоалетот', 'CLEANING').problem.things).toEqual(
      new Set(['toiletPaper']),
    );
    expect(report('the printer is out of paper', 'Office', 'IT').problem.things).toEqual(new Set(['printer', 'paper']));
    const ladies = report('no paper in the ladies loo', 'Ladies, ground floor', 'CLEANING');
    const roll = report('Ladies loo has run out of loo roll', 'Ladies toilets, ground floor', 'CLEANING');
    expect(judgeSameProblem(ladies, roll, unlike).isSame).toBe(true);
  });

  it('reads "it is dark", with nothing else named, as the lights', () => {
    const dark = report('a parkolóban nem ég a villany, sötét van', 'a parkolóban', 'GROUNDS_MAINTENANCE');
    expect(dark.problem.things).toEqual(new Set(['light']));
    const lamps = report('teljes sötétség a parkolóban, nem működnek a lámpák', 'a parkolóban', 'GROUNDS_MAINTENANCE');
    expect(judgeSameProblem(dark, lamps, unlike).isSame).toBe(true);
  });

  it('reads Serbian ordinal levels, so two floors stay apart', () => {
    expect(readReportPlace('ходнику на трећем спрату').levels).toEqual(new Set([3]));
    expect(readReportPlace('hodniku na drugom spratu').levels).toEqual(new Set([2]));
  });
});

describe('two categories', () => {
  it('merge on the same broad things with the same trouble at one place (a vending machine that keeps the money)', () => {
    const coins = report(
      'vending machine by reception swallowed my pound coin',
      'by reception',
      'MECHANICAL_ELECTRICAL',
    );
    const money = report('the snack machine in the reception area took my money', 'reception area', 'IT');
    expect(judgeSameProblem(coins, money, unlike).isSame).toBe(true);
  });
});

describe('places of their own and things of their own', () => {
  it('does not merge the same words at two places each named by words of its own', () => {
    const sports = report('overflowing bins behind the sports centre', 'behind the sports centre', 'WASTE_MANAGEMENT');
    const hall = report('overflowing bins behind the community hall', 'behind the community hall', 'WASTE_MANAGEMENT');
    expect(judgeSameProblem(sports, hall, { text: 0.51, location: 0.4 }).isSame).toBe(false);
  });

  it('does not merge a thing of its own on one side with a trouble of its own on the other', () => {
    const paper = report("il n'y a plus de papier dans l'imprimante", "l'imprimante", 'IT');
    const noise = report("l'imprimante fait un bruit bizarre", "l'imprimante", 'IT');
    expect(judgeSameProblem(paper, noise, unlike).isSame).toBe(false);
  });
});
