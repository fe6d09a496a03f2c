import { beforeAll, describe, expect, it } from 'vitest';
import { createLanguageIdentifier } from './language-identifier';

describe('the language identifier (fastText lid.176)', () => {
  const identifier = createLanguageIdentifier();
  beforeAll(() => identifier.load());

  it('answers null before its model has loaded, and the page language stands', () => {
    const cold = createLanguageIdentifier();
    expect(cold.identify('hay un fuerte olor a gas en la cocina')).toBeNull();
    expect(cold.readingLanguage('hay un fuerte olor a gas en la cocina', 'en')).toBe('en');
  });

  it.each([
    ['hay un fuerte olor a gas en la cocina del restaurante', 'es'],
    ['Im Lager hinten riecht es stark nach Gas', 'de'],
    ['トイレが詰まって水があふれています', 'ja'],
    ['wifi nie działa w sali konferencyjnej na drugim piętrze', 'pl'],
    ['De la fumée sort de la prise électrique dans le bureau', 'fr'],
  ])('tells the language of %s', (text, language) => {
    expect(identifier.identify(text)).toBe(language);
  });

  it('says nothing for text too short or too mixed to tell', () => {
    expect(identifier.identify('ok')).toBeNull();
    expect(identifier.identify('👍👍')).toBeNull();
  });

  it('reads Spanish typed on an English page in Spanish, and a page language the text may be in in that language', () => {
    expect(identifier.readingLanguage('hay un fuerte olor a gas en la cocina del restaurante', 'en')).toBe('es');
    expect(identifier.readingLanguage('Im Lager hinten riecht es stark nach Gas', 'de')).toBe('de');
  });

  it('keeps the page language the model has no label for (Māori)', () => {
    expect(identifier.readingLanguage('kua pakaru te matapihi i te wharepaku', 'mi')).toBe('mi');
  });
});
