import { describe, expect, it } from 'vitest';
import { makeTitle } from './draft-title';
import { detectLocation } from './location-detector';

describe('detectLocation', () => {
  it.each([
    ['en', 'The toilet on floor 2 is blocked', 'Floor 2'],
    ['en', 'Broken glass in aisle 3', 'Aisle 3'],
    ['en', 'Leak in room no. 12', 'Room no. 12'],
    ['en', 'Water leaking from the ceiling on the 2nd floor', '2nd floor'],
    ['en', 'Hi, there is a spill near the entrance of aisle 3, please clean it', 'Near the entrance of aisle 3'],
    ['en', 'Wi-Fi not working in the cafe', 'Cafe'],
    ['en', 'The lights are out in the car park', 'Car park'],
    ['en', 'The light in the corridor near room 12 is out', 'Corridor near room 12'],
    ['en', 'Somebody left a bag next to the lifts', 'Next to the lifts'],
    ['en', 'Puddle on the ground floor', 'Ground floor'],
    ['pl', 'Rozlana woda przy wejściu', 'Przy wejściu'],
    ['pl', 'Zepsuta toaleta na drugim piętrze', 'Na drugim piętrze'],
    ['pl', 'Dzień dobry, nie działa wifi w kawiarni', 'W kawiarni'],
    ['pl', 'Pokój 12, cieknie kran', 'Pokój 12'],
    ['pl', 'Ślisko na 2 piętrze', 'Na 2 piętrze'],
    ['ar', 'يوجد تسرب مياه في الطابق الثاني', 'الطابق الثاني'],
    ['ar', 'الإنترنت لا يعمل في الردهة', 'الردهة'],
    ['ar', 'المصباح مكسور بجانب المدخل', 'بجانب المدخل'],
    ['ar', 'تسرب في غرفة ١٢', 'غرفة ١٢'],
    // An ordinal's dot ends no clause; a particle and a short word join two places; Thai spaces its numbers.
    ['de', 'Die Toilette im 2. Stock ist verstopft', 'Toilette im 2. Stock'],
    ['cs', 'Záchod ve 2. patře je ucpaný', 'Záchod ve 2. patře'],
    ['ja', '2階の男子トイレが詰まっています', '2階の男子トイレ'],
    ['zh', '二楼的男厕所堵了', '二楼的男厕所'],
    ['th', 'ห้องน้ำชั้น 2 ท่อตัน', 'ห้องน้ำชั้น 2'],
    // Hebrew glues "in" to the noun; Hindi, Nepali and Urdu put it after; Lithuanian and Latvian end the noun with it.
    ['he', 'הטלוויזיה בחדר 412 לא קולטת אף ערוץ', 'חדר 412'],
    ['he', "ג'וקים מעופפים בחדר האוכל", 'חדר האוכל'],
    ['hi', 'कैंटीन में चूहे घूम रहे हैं', 'कैंटीन'],
    ['hi', 'किचन का नल रात भर टपकता रहता है', 'किचन'],
    ['ne', 'शौचालयमा बिहानदेखि पानी आएको छैन', 'शौचालयमा'],
    ['ur', 'کاؤنٹر پر بیٹھے صاحب نے بہت بدتمیزی کی', 'کاؤنٹر'],
    ['lt', 'trūko vamzdis rūsyje, vanduo vis kyla', 'Rūsyje'],
    ['lv', 'rozete virtuvē dzirksteļo', 'Virtuvē'],
    // A place noun ending a compound; "near" and an unknown noun; "the light of the corridor".
    ['de', 'Steckdose in der Teeküche sprüht Funken', 'Teeküche'],
    ['nl', 'de vloer bij de koffieautomaat is plakkerig', 'Bij de koffieautomaat'],
    ['es', 'se ha fundido la luz del pasillo', 'Pasillo'],
    // A room's number keeps its parts and its letter; a bare room joins the floor after it.
    ['de', 'auf dem Gang vor Raum 3.12 hat sich ein Kind übergeben', 'Gang vor Raum 3.12'],
    ['de', 'Licht im Besprechungsraum 2.07 kaputt', 'Besprechungsraum 2.07'],
    ['de', 'Tor B12 klemmt schon wieder', 'Tor B12'],
    ['de', 'Toilette im 2. OG ist echt eklig', 'Toilette im 2. OG'],
    ['zh', '会议室B的投影仪不亮', '会议室B'],
    ['zh', 'B2停车场灯不亮', 'B2停车场'],
    ['ja', '3号室のエアコンが壊れた', '3号室'],
    ['ro', 'Bariera de la parcarea subterană, nivelul -1, nu se ridică', 'Parcarea subterană, nivelul -1'],
    // Each language's word for "number" between a room and its number.
    ['hi', 'रूम नंबर २१४ में गरम पानी नहीं आ रहा', 'रूम नंबर २१४'],
    ['ur', 'کمرہ نمبر ۲۰۷ میں گرم پانی نہیں آ رہا', 'کمرہ نمبر ۲۰۷'],
    // A pronoun starts the next part of the sentence.
    ['en', 'Underpass by the back entrance she is screaming at people', 'By the back entrance'],
  ])('[%s] finds the place in "%s"', (language, text, expected) => {
    expect(detectLocation(text, language)?.location).toBe(expected);
  });

  it.each([
    ['en', 'The bin is on fire'],
    ['en', 'I am in pain'],
    ['en', 'There is a broken window'],
    ['en', 'Nothing works at the moment'],
    ['pl', 'Toaleta jest zatkana'],
    ['pl', 'Czekam na pomoc'],
    ['pl', 'Wszystko w porządku'],
    ['ar', 'الحمام متسخ'],
    // Polish "w", "na" take a place word: neither a bed nor a Sunday is one.
    ['pl', 'pluskwy w łóżku!! całe nogi pogryzione'],
    ['pl', 'dlaczego w niedzielę zamykacie o 14?'],
    ['es', 'el grifo gotea'],
    // Letters glued to a place noun are a word, not a room's letter.
    ['zh', 'wifi连不上'],
  ])('[%s] finds no place in "%s"', (language, text) => {
    expect(detectLocation(text, language)).toBeNull();
  });
});

describe('makeTitle', () => {
  it.each([
    ['en', 'The toilet on floor 2 is blocked', 'Toilet is blocked'],
    ['en', 'Hi, I want to report that the card machine at till 4 is broken.', 'Card machine is broken'],
    ['en', 'There is a broken window', 'Broken window'],
    ['en', 'hello! wet floor by the door, someone could slip', 'Wet floor by the door'],
    ['pl', 'Dzień dobry, nie działa wifi w kawiarni', 'Nie działa wifi'],
    ['pl', 'Jest rozlana woda przy wejściu', 'Rozlana woda'],
    ['ar', 'مرحبا، يوجد تسرب مياه في الطابق الثاني', 'تسرب مياه'],
  ])('[%s] "%s" → "%s"', (language, text, expected) => {
    expect(makeTitle(text, language, detectLocation(text, language) ?? undefined)).toBe(expected);
  });

  it('keeps titles within 60 characters, cut after a whole word, without an ellipsis', () => {
    const text = 'The automatic sliding doors at the main entrance keep opening and closing on their own all day long';
    const title = makeTitle(text, 'en');
    expect(title?.length).toBeLessThanOrEqual(60);
    expect(title?.endsWith('…')).toBe(false);
    expect(title).toBe('Automatic sliding doors at the main entrance keep opening');
  });

  it.each([
    [
      'en',
      'Shattered glass bottle on the floor in aisle 12 next to the wine shelves',
      'Shattered glass bottle on the floor',
      'Aisle 12 next to the wine shelves',
    ],
    ['en', 'Theres a sign that says https://example.com/x is broken', 'Sign that says is broken', null],
    ['en', 'WATER LEAKING FROM THE ROOF', 'Water leaking from the roof', null],
    ['de', 'Im Büro im zweiten Stock ist die Heizung kaputt', 'Ist die Heizung kaputt', 'Büro im zweiten Stock'],
    ['ja', '二階のトイレで水が漏れています', '水が漏れています', '二階のトイレ'],
  ])('[%s] "%s" → title "%s", place "%s"', (language, text, title, location) => {
    const place = detectLocation(text, language);
    expect(place?.location ?? null).toBe(location);
    expect(makeTitle(text, language, place ?? undefined)).toBe(title);
  });

  it('returns null when nothing specific is left', () => {
    expect(makeTitle('Hi! I want to report a problem.', 'en')).toBeNull();
    expect(makeTitle('Dzień dobry', 'pl')).toBeNull();
    expect(makeTitle('مرحبا', 'ar')).toBeNull();
  });
});
