import { getTranslation } from '@sitewatch/shared/i18n/all';
import { describe, expect, it } from 'vitest';
import { converse, runEngine, visitorSays, visitorSendsPhoto } from '../../../../test/assistant/support/run-engine';
import { createIntakeEngine } from './intake-engine';

const engine = createIntakeEngine();
const en = getTranslation('en').assistant;
const draftIdOf = (messages: Awaited<ReturnType<typeof converse>>['messages']) =>
  messages.filter((m) => m.type === 'assistantIssueCreated').map((m) => m.id);

describe('the draft stays open until it is submitted', () => {
  it('attaches a photo sent after the draft to it, under the same id', async () => {
    const { replies, messages } = await converse(engine, [
      visitorSays("There's a big puddle of water by the freezers in aisle 7, someone could slip"),
      visitorSendsPhoto('photo-1'),
    ]);
    expect(replies[0]?.draft).toMatchObject({ location: 'By the freezers in aisle 7', photoIds: [] });
    expect(replies[1]?.texts).toEqual([en.draftUpdated]);
    expect(replies[1]?.draft).toMatchObject({ title: replies[0]?.draft?.title, photoIds: ['photo-1'] });
    const event = replies[1]?.events.find((e) => e.type === 'draft');
    expect(event?.type === 'draft' && event.replacesId).toBe(draftIdOf(messages)[0]);
    expect(draftIdOf(messages)).toHaveLength(1);
  });

  it('updates the location from a correction and keeps the title', async () => {
    const { replies, messages } = await converse(engine, [
      visitorSays('The lights are flickering in the staff room'),
      visitorSays('Actually it is the break room on the first floor, not the staff room'),
    ]);
    expect(replies[0]?.draft).toMatchObject({ title: 'Lights are flickering', location: 'Staff room' });
    expect(replies[1]?.draft).toMatchObject({
      title: 'Lights are flickering',
      location: 'Break room on the first floor',
    });
    expect(draftIdOf(messages)).toHaveLength(1);
  });

  it.each([
    ['en', 'Water is dripping near the lifts', 'No, it is next to the escalators', 'Next to the escalators'],
    [
      'de',
      'Die Heizung im Büro im zweiten Stock ist kaputt',
      'Nein, im Büro im dritten Stock',
      'Büro im dritten Stock',
    ],
  ])('[%s] a "no, it is…" correction moves the place', async (language, first, correction, location) => {
    const { replies } = await converse(engine, [visitorSays(first), visitorSays(correction)], language);
    expect(replies[0]?.draft).toBeDefined();
    expect(replies[1]?.draft?.location).toBe(location);
    expect(replies[1]?.draft?.title).toBe(replies[0]?.draft?.title);
  });

  it('adds more detail to the description of the same report', async () => {
    const { replies } = await converse(engine, [
      visitorSays('The toilet on floor 2 is blocked'),
      visitorSays('It has been like this since this morning and water is on the floor'),
    ]);
    expect(replies[1]?.draft).toMatchObject({
      title: 'Toilet is blocked',
      location: 'Floor 2',
      description:
        'The toilet on floor 2 is blocked\nIt has been like this since this morning and water is on the floor',
    });
    expect(replies[1]?.texts).toEqual([en.draftUpdated]);
  });

  it('starts a new report for a clearly different problem (another category), not for a thank-you', async () => {
    const { replies, messages } = await converse(engine, [
      visitorSays('Broken glass in aisle 3'),
      visitorSays('Thanks!'),
      visitorSays('The wifi is down in the cafe'),
    ]);
    expect(replies[1]?.texts).toEqual([en.draftReady]);
    expect(replies[1]?.draft).toBeUndefined();
    expect(replies[2]?.draft).toMatchObject({ title: 'Wifi is down', location: 'Cafe' });
    expect(draftIdOf(messages)).toHaveLength(2);
  });

  it('starts a new report after a submitted draft, and never replaces a submitted one', async () => {
    const first = await converse(engine, [visitorSays('Broken glass in aisle 3')]);
    const submitted = new Set(draftIdOf(first.messages));
    const messages = [...first.messages, visitorSendsPhoto('photo-2')];
    const reply = await runEngine(engine, messages, { submittedDraftIds: submitted });
    expect(reply.texts).toEqual([en.photoReceived]);
    expect(reply.draft).toBeUndefined();
  });
});

describe('places are places', () => {
  it.each([
    'Water is dripping from the ceiling and there is a puddle on the floor',
    'There is broken glass on the floor',
    'Something is leaking from the ceiling',
  ])('asks where for "%s"', async (text) => {
    const { replies } = await converse(engine, [visitorSays(text)]);
    expect(replies[0]?.texts.at(-1)).toBe(en.askLocation);
    expect(replies[0]?.draft).toBeUndefined();
  });

  it.each([
    ['de', 'Im Büro im zweiten Stock tropft Wasser von der Decke', 'Büro im zweiten Stock'],
    ['ja', '二階のトイレで水が漏れています', '二階のトイレ'],
    ['es', 'Hay una gotera en el techo del pasillo de la segunda planta', 'Pasillo de la segunda planta'],
  ])('[%s] drafts a report that names its place without asking where', async (language, text, location) => {
    const { replies } = await converse(engine, [visitorSays(text)], language);
    expect(replies[0]?.draft?.location).toBe(location);
    expect(replies[0]?.draft?.title).not.toBe(replies[0]?.draft?.description);
  });
});

describe('safety first', () => {
  it.each([
    ['en', 'There is smoke coming from the kitchen'],
    ['de', 'Aus der Küche kommt Rauch'],
    ['es', 'Sale humo de la cocina'],
    ['ja', '台所から煙が出ています'],
  ])('[%s] a smoke report gets the safety line first, in the visitor’s language', async (language, text) => {
    const texts = getTranslation(language).assistant;
    const { replies } = await converse(engine, [visitorSays(text)], language);
    expect(replies[0]?.texts[0]).toBe(texts.safetyFirst);
    const safetyAt = replies[0]?.events.findIndex((e) => e.type === 'text') ?? -1;
    const draftAt = replies[0]?.events.findIndex((e) => e.type === 'draft') ?? -1;
    if (draftAt >= 0) expect(safetyAt).toBeLessThan(draftAt);
  });

  it.each(['A man is threatening the staff at the checkout', 'A customer collapsed in aisle 4 and is unconscious'])(
    'says it for violence and injuries too: "%s"',
    async (text) => {
      const { replies } = await converse(engine, [visitorSays(text)]);
      expect(replies[0]?.texts[0]).toBe(en.safetyFirst);
    },
  );

  it('does not say it for a report without danger, and says it once per report', async () => {
    const calm = await converse(engine, [visitorSays('The card machine at till 4 is broken')]);
    expect(calm.replies[0]?.texts).not.toContain(en.safetyFirst);
    const urgent = await converse(engine, [visitorSays('Smoke in the kitchen'), visitorSendsPhoto('p')]);
    expect(urgent.replies[0]?.texts[0]).toBe(en.safetyFirst);
    expect(urgent.replies[1]?.texts).toEqual([en.draftUpdated]);
  });

  it('answers a greeting with a greeting and the question', async () => {
    const { replies } = await converse(engine, [visitorSays('hello')]);
    expect(replies[0]?.texts).toEqual([en.greeting]);
  });
});
