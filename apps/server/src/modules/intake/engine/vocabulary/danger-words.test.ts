import { describe, expect, it } from 'vitest';
import { readSignals } from '../report-signals';
import { vocabularies } from './all-vocabularies';
import { getVocabulary } from './compiled-vocabulary';
import { dangerWords } from './danger-words';
import { readVocabularies, toCueText, vocabularyPriority } from './match-vocabulary';

const priorityOf = (text: string, language: string) => {
  const vocabulary = getVocabulary(language);
  if (!vocabulary) throw new Error(language);
  return vocabularyPriority(readVocabularies(toCueText(text), [vocabulary]));
};

describe('danger words', () => {
  it('has the three lists for every language of the vocabularies', () => {
    expect(Object.keys(dangerWords).sort()).toEqual(Object.keys(vocabularies).sort());
    for (const [language, words] of Object.entries(dangerWords)) {
      for (const list of [words.critical, words.wet, words.electrics]) expect(list.trim(), language).not.toBe('');
    }
  });

  it.each([
    ['en', 'it smells like gas in the kitchen'],
    ['de', 'GAS!!! riecht total nach gas'],
    ['pl', 'iskrzy z gniazdka przy recepcji'],
    ['fr', 'un monsieur s’est évanoui à la caisse'],
    ['ja', '天井から水がポタポタ、真下が配電盤です'],
    ['ru', 'вода льётся прямо на розетку'],
  ])('[%s] reads "%s" as immediate danger, and the chat shows the safety line', (language, text) => {
    expect(priorityOf(text, language)).toBe('CRITICAL');
    expect(readSignals(text, language).isUrgent).toBe(true);
  });

  it.each([
    ['en', 'water dripping onto the fuse box under the stairs', 'CRITICAL'],
    ['en', 'water dripping from the tap in the gents', 'MEDIUM'],
    ['en', 'socket by the desk is loose', 'MEDIUM'],
    ['de', 'Wasser tropft aus der Decke direkt in die Steckdose', 'CRITICAL'],
    ['de', 'Wasser tropft aus der Decke im Flur', 'MEDIUM'],
  ])('[%s] water is danger only with an electrical fitting: "%s"', (language, text, priority) => {
    expect(priorityOf(text, language)).toBe(priority);
  });

  it.each([
    ['en', 'the CO alarm keeps beeping in the boiler room'],
    ['de', 'mein Kollege kriegt keine Luft mehr, bitte schnell'],
    ['es', 'el techo del gimnasio se derrumba'],
    ['fr', 'deux hommes se tapent dessus devant la gare'],
    ['it', 'una signora non respira più, sta soffocando'],
    ['pt', 'o muro está a desabar para a rua'],
    ['nl', 'het plafond is ingestort in de gang'],
    ['pl', 'czujnik czadu piszczy w kuchni'],
    ['ru', 'ребёнок подавился и задыхается'],
    ['uk', 'на парковці стрілянина'],
    ['zh', '楼道里有人打架，还有人流血'],
    ['ja', '一酸化炭素の警報が鳴っています'],
    ['sv', 'en man får ingen luft vid kassan'],
    ['fi', 'häkävaroitin piippaa saunassa'],
    ['tr', 'otoparkta kavga var, biri yerde'],
    ['ko', '주차장에서 폭행이 일어나고 있어요'],
    ['vi', 'có người đuối nước ở hồ bơi'],
  ])('[%s] reads "%s" (carbon monoxide, no air, a collapse, a fight) as immediate danger', (language, text) => {
    expect(priorityOf(text, language)).toBe('CRITICAL');
  });

  it.each([
    ['en', 'the website is not responding again'],
    ['it', 'il centralino non risponde mai'],
    ['ru', 'интерактивная доска не реагирует на касания'],
    ['zh', '遥控器按了没反应'],
    ['ja', 'タブレットが反応しない'],
    ['tr', 'randevu sistemi çöktü, kayıt olamıyoruz'],
  ])('[%s] does not read a device not responding as danger: "%s"', (language, text) => {
    expect(priorityOf(text, language)).not.toBe('CRITICAL');
  });

  it.each([
    ['en', 'the light in the gents is not working'],
    ['de', 'Kein Strom im Büro, und der Wasserhahn tropft'],
    ['ru', 'не горит свет на лестнице, темно'],
    ['ms', 'tolong buka library sampai pukul 10'],
    ['ja', '喫煙所の周りに吸い殻が散らばってる'],
  ])('[%s] does not read "%s" as immediate danger', (language, text) => {
    expect(priorityOf(text, language)).not.toBe('CRITICAL');
  });
});
