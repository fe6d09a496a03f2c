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

describe('a correction replaces the place, once', () => {
  const photo = visitorSendsPhoto;
  // [language, what the visitor said first, the correction, the location after it, the old place, the new one]
  it.each([
    [
      'en',
      ['The sink is leaking', "men's toilets, 2nd floor"],
      "sorry, it's the 3rd floor not the 2nd",
      "Men's toilets, 3rd floor",
      '2nd',
      '3rd floor',
    ],
    [
      'en',
      ["The sink in the men's toilets on the 2nd floor is leaking"],
      "Actually it's the 3rd floor, not the 2nd",
      "Men's toilets on the 3rd floor",
      '2nd',
      '3rd floor',
    ],
    [
      'de',
      ['Die Toilette im 2. Stock ist verstopft'],
      'Nein, im 3. Stock, nicht im 2.',
      'Toilette im 3. Stock',
      '2.',
      '3. Stock',
    ],
    [
      'de',
      ['Das Waschbecken ist undicht', 'Herrentoilette, 2. Stock'],
      'Entschuldigung, 3. Stock, nicht 2.',
      'Herrentoilette, 3. Stock',
      '2.',
      '3. Stock',
    ],
    [
      'fr',
      ['Les toilettes du 2e étage sont bouchées'],
      "Pardon, c'est au 3e étage, pas au 2e",
      'Toilettes du 3e étage',
      '2e',
      '3e étage',
    ],
    [
      'fr',
      ['Le lavabo fuit', 'Toilettes hommes, 2e étage'],
      'Non, 3e étage, pas le 2e',
      'Toilettes hommes, 3e étage',
      '2e',
      '3e étage',
    ],
    [
      'es',
      ['El baño de la segunda planta está atascado'],
      'No, en la tercera planta, no en la segunda',
      'Baño de la tercera planta',
      'segunda',
      'tercera planta',
    ],
    [
      'es',
      ['El baño del 2º piso está atascado'],
      'Perdón, es el 3º piso, no el 2º',
      'Baño del 3º piso',
      '2º',
      '3º piso',
    ],
    [
      'pl',
      ['Cieknie umywalka', 'Męska toaleta, 2 piętro'],
      'Przepraszam, 3 piętro, nie 2',
      'Męska toaleta, 3 piętro',
      '2 piętro',
      '3 piętro',
    ],
    [
      'pl',
      ['W męskiej toalecie na 2. piętrze cieknie umywalka'],
      'Przepraszam, na 3. piętrze, nie na 2.',
      '3. piętrze',
      '2.',
      'toalecie na 3. piętrze',
    ],
    ['ru', ['Туалет на 2 этаже засорился'], 'Извините, на 3 этаже, не на 2', 'Туалет на 3 этаже', '2 этаже', '3 этаже'],
    [
      'ru',
      ['Течёт раковина', 'Мужской туалет, 2 этаж'],
      'Простите, не 2 этаж, а 3',
      'Мужской туалет, 3 этаж',
      '2 этаж',
      '3 этаж',
    ],
    [
      'ja',
      ['2階の男子トイレが詰まっています'],
      'すみません、2階じゃなくて3階です',
      '3階の男子トイレ',
      '2階',
      '3階の男子トイレ',
    ],
    ['ja', ['二階のトイレで水が漏れています'], '二階じゃなくて三階です', '三階のトイレ', '二階', '三階のトイレ'],
    ['zh', ['二楼的男厕所堵了'], '不是二楼，是三楼', '三楼的男厕所', '二楼', '三楼的男厕所'],
    ['ko', ['2층 화장실 변기가 막혔어요'], '죄송해요, 2층이 아니라 3층이에요', '화장실, 3층', '2층', '3층 화장실'],
    ['th', ['ห้องน้ำชั้น 2 ท่อตัน'], 'ขอโทษ ไม่ใช่ชั้น 2 ที่ถูกคือชั้น 3', 'ห้องน้ำชั้น 3', 'ชั้น 2', 'ชั้น 3'],
    [
      'it',
      ['Il bagno al secondo piano è intasato'],
      'Scusa, al terzo piano, non al secondo',
      'Bagno al terzo piano',
      'secondo',
      'terzo piano',
    ],
    [
      'pt',
      ['O banheiro do 2º andar está entupido'],
      'Desculpe, é o 3º andar, não o 2º',
      'Banheiro do 3º andar',
      '2º',
      '3º andar',
    ],
    [
      'sv',
      ['Toaletten på våning 2 är stopp'],
      'Förlåt, våning 3, inte våning 2',
      'Toaletten på våning 3',
      'våning 2',
      'våning 3',
    ],
    ['cs', ['Záchod ve 2. patře je ucpaný'], 'Promiňte, ve 3. patře, ne ve 2.', 'Záchod ve 3. patře', '2.', '3. patře'],
    ['tr', ['2. kattaki tuvalet tıkalı'], 'Pardon, 2. kat değil, 3. kat', '3. kattaki tuvalet', '2.', '3. kattaki'],
    [
      'el',
      ['Η τουαλέτα στον 2ο όροφο είναι βουλωμένη'],
      'Συγγνώμη, στον 3ο όροφο, όχι στον 2ο',
      'Τουαλέτα στον 3ο όροφο',
      '2ο',
      '3ο όροφο',
    ],
    [
      'vi',
      ['Nhà vệ sinh tầng 2 bị tắc'],
      'Xin lỗi, tầng 3, không phải tầng 2',
      'Nhà vệ sinh tầng 3',
      'tầng 2',
      'tầng 3',
    ],
    [
      'id',
      ['Toilet di lantai 2 tersumbat'],
      'Maaf, lantai 3, bukan lantai 2',
      'Toilet di lantai 3',
      'lantai 2',
      'lantai 3',
    ],
    [
      'nl',
      ['Het toilet op de 2e verdieping is verstopt'],
      'Sorry, de 3e verdieping, niet de 2e',
      'Toilet op de 3e verdieping',
      '2e',
      '3e verdieping',
    ],
  ])('[%s] %j, then "%s"', async (language, first, correction, location, old, now) => {
    const { replies, messages } = await converse(
      engine,
      [...first.map((text) => visitorSays(text)), photo('p1'), visitorSays(correction), photo('p2')],
      language,
    );
    const before = replies[first.length - 1]?.draft;
    const after = replies.at(-1)?.draft;
    expect(`${before?.description} ${before?.location}`).toContain(old);
    expect(after).toMatchObject({ location, photoIds: ['p1', 'p2'] });
    // The visitor's words say the new place only, and the correction is not appended as a detail.
    if (first.length === 1) expect(after?.description).toContain(now);
    expect(after?.description).not.toContain(old);
    expect(after?.title).not.toContain(old);
    expect(after?.description).not.toContain(correction);
    expect(draftIdOf(messages)).toHaveLength(1);
  });

  it.each([
    ['en', "Actually it's the women's toilets, not the men's", "Women's toilets, 2nd floor"],
    ['en', "Sorry, it's the kitchen, not the toilets", 'Kitchen, 2nd floor'],
    ['de', 'Entschuldigung, in der Küche, nicht in der Herrentoilette', 'Küche, 2. Stock'],
  ])('[%s] "%s" changes the room and keeps the floor', async (language, correction, location) => {
    const [first, answer] =
      language === 'de'
        ? ['Das Waschbecken ist undicht', 'Herrentoilette, 2. Stock']
        : ['The sink is leaking', "men's toilets, 2nd floor"];
    const { replies } = await converse(
      engine,
      [visitorSays(first), visitorSays(answer), visitorSays(correction)],
      language,
    );
    expect(replies[2]?.draft?.location).toBe(location);
  });

  it('replaces a numbered place, in the location and the earlier words', async () => {
    const { replies } = await converse(engine, [
      visitorSays('The toilet in room 12 is blocked'),
      visitorSays('Sorry, room 14 not room 12'),
    ]);
    expect(replies[1]?.draft).toMatchObject({ location: 'Room 14', description: 'The toilet in room 14 is blocked' });
  });

  it('keeps what a correction adds besides the place', async () => {
    const more = "sorry, it's the 3rd floor not the 2nd, and the water is now in the corridor";
    const { replies } = await converse(engine, [
      visitorSays("The sink in the men's toilets on the 2nd floor is leaking"),
      visitorSays(more),
    ]);
    expect(replies[1]?.draft).toMatchObject({
      location: "Men's toilets on the 3rd floor",
      description: `The sink in the men's toilets on the 3rd floor is leaking\n${more}`,
    });
  });

  it('corrects the place twice, each time from the place before', async () => {
    const { replies, messages } = await converse(engine, [
      visitorSays("The sink in the men's toilets on the 2nd floor is leaking"),
      visitorSays("Actually it's the 3rd floor, not the 2nd"),
      visitorSays('Sorry, 4th floor, not the 3rd'),
    ]);
    expect(replies[2]?.draft).toMatchObject({
      location: "Men's toilets on the 4th floor",
      description: "The sink in the men's toilets on the 4th floor is leaking",
    });
    expect(draftIdOf(messages)).toHaveLength(1);
  });
});

describe('a photo caption goes with the open draft', () => {
  it.each([
    ['en', 'Broken glass in aisle 3', 'another photo'],
    ['en', 'Broken glass in aisle 3', 'here is a picture'],
    ['de', 'Glasscherben in Gang 3', 'noch ein Foto'],
    ['de', 'Glasscherben in Gang 3', 'hier noch ein Bild'],
    ['pl', 'Rozbite szkło w alejce 3', 'jeszcze jedno zdjęcie'],
    ['ru', 'Разбитое стекло в проходе 3', 'ещё фото'],
    ['uk', 'Розбите скло в проході 3', 'ще одне фото'],
    ['es', 'Cristales rotos en el pasillo 3', 'otra foto'],
    ['fr', "Verre brisé dans l'allée 3", 'encore une photo'],
    ['it', 'Vetri rotti nella corsia 3', "un'altra foto"],
    ['pt', 'Vidro partido no corredor 3', 'mais uma foto'],
    ['nl', 'Gebroken glas in gang 3', 'nog een foto'],
    ['tr', '3. koridorda kırık cam var', 'bir fotoğraf daha'],
    ['ja', '3番通路でガラスが割れています', 'もう一枚写真です'],
    ['zh', '二楼的厕所堵了', '另一张照片'],
    ['ko', '3번 통로에 깨진 유리가 있어요', '사진 한 장 더'],
    ['th', 'มีกระจกแตกที่ทางเดิน 3', 'อีกรูปครับ'],
  ])('[%s] "%s", a photo, "%s", a photo: one draft with both', async (language, report, caption) => {
    const { replies, messages } = await converse(
      engine,
      [visitorSays(report), visitorSendsPhoto('p1'), visitorSays(caption), visitorSendsPhoto('p2')],
      language,
    );
    const [id] = draftIdOf(messages);
    expect(draftIdOf(messages)).toHaveLength(1);
    expect(replies[2]?.draft).toBeUndefined();
    expect(replies[3]?.draft).toMatchObject({ ...replies[0]?.draft, photoIds: ['p1', 'p2'] });
    for (const reply of [replies[1], replies[3]]) {
      const event = reply?.events.find((e) => e.type === 'draft');
      expect(event?.type === 'draft' && event.replacesId).toBe(id);
    }
  });

  it('keeps a caption’s own words, still in the same draft', async () => {
    const { replies, messages } = await converse(engine, [
      visitorSays('Broken glass in aisle 3'),
      visitorSays('another photo of the glass by the freezers'),
      visitorSendsPhoto('p1'),
    ]);
    expect(replies[2]?.draft).toMatchObject({
      description: 'Broken glass in aisle 3\nanother photo of the glass by the freezers',
      photoIds: ['p1'],
    });
    expect(draftIdOf(messages)).toHaveLength(1);
  });

  it.each([
    ['de', 'Glasscherben in Gang 3', 'noch ein Problem: der Aufzug ist kaputt'],
    ['ru', 'Разбитое стекло в проходе 3', 'ещё одна проблема: не работает лифт'],
    ['pl', 'Rozbite szkło w alejce 3', 'jeszcze jedno: winda nie działa'],
    ['en', 'Broken glass in aisle 3', 'Another problem: the lift is broken'],
  ])('[%s] still starts a new report for another problem: "%s"', async (language, report, another) => {
    const texts = getTranslation(language).assistant;
    const { replies } = await converse(engine, [visitorSays(report), visitorSays(another)], language);
    expect(replies[1]?.texts).toEqual([texts.askLocation]);
  });
});
