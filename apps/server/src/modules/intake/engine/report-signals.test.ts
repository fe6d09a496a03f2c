import { describe, expect, it } from 'vitest';
import { announcesAnotherProblem, isCaptionOnly, startsWithCaption } from './report-signals';
import { vocabularies } from './vocabulary/all-vocabularies';
import { getVocabulary } from './vocabulary/compiled-vocabulary';
import { splitCues } from './vocabulary/cue-matcher';

const firstCue = (list: string) => (splitCues(list)[0] ?? '').replaceAll('*', '');

describe('photo captions, in every language', () => {
  it.each(Object.keys(vocabularies))('[%s] a word for a photo, after "another", is another photo', (language) => {
    const vocabulary = vocabularies[language];
    if (!vocabulary) throw new Error(language);
    expect(getVocabulary(language)?.captions).not.toBeNull();
    const photo = firstCue(vocabulary.captions);
    const another = firstCue(vocabulary.another);
    expect(isCaptionOnly(photo, language)).toBe(true);
    expect(isCaptionOnly(`${another} ${photo}`, language)).toBe(true);
    expect(announcesAnotherProblem(`${another} ${photo}`, language)).toBe(false);
    expect(startsWithCaption(`${photo} ${firstCue(vocabulary.critical)}`, language)).toBe(true);
    // "Also: fire" is another problem, and no caption.
    const report = `${another} ${firstCue(vocabulary.critical)} ${firstCue(vocabulary.places)}`;
    expect(announcesAnotherProblem(report, language)).toBe(true);
    expect(isCaptionOnly(report, language)).toBe(false);
  });

  it.each([
    ['en', 'another photo', true],
    ['en', "here's another photo of it", true],
    ['en', 'Photocopier broken', false],
    ['en', 'one more thing: the lift is broken', false],
    ['de', 'hier noch ein Bild', true],
    ['de', 'noch ein weiteres Foto', true],
    ['de', 'Der Bildschirm ist kaputt', false],
    ['pl', 'jeszcze jedno zdjęcie', true],
    ['ru', 'вот ещё фото', true],
    ['ja', '写真をもう一枚送ります', true],
    ['ja', 'トイレが詰まっています', false],
  ])('[%s] "%s" is only a caption: %s', (language, text, expected) => {
    expect(isCaptionOnly(text, language)).toBe(expected);
  });

  it.each([
    ['en', 'Also one more thing: the lift is broken', true],
    ['en', 'another photo of the leak', false],
    ['de', 'noch ein Problem: der Aufzug ist kaputt', true],
    ['de', 'noch ein Foto vom Wasserschaden', false],
    ['ru', 'ещё фото лужи', false],
    ['ru', 'ещё одна проблема: не работает лифт', true],
  ])('[%s] "%s" announces another problem: %s', (language, text, expected) => {
    expect(announcesAnotherProblem(text, language)).toBe(expected);
  });
});
