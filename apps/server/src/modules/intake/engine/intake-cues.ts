/**
 * The built-in assistant's only language knowledge: short cue lists in English, Polish and Arabic.
 * Everything else works the same in any language (the visitor's own words are kept as they are).
 */

/** Words for numbered places: "aisle 3", "room 12", "floor 2", "alejka 3", "غرفة 12". */
// biome-ignore format: word lists read better packed, several to a line
export const placeNouns: readonly string[] = [
  'aisle', 'room', 'floor', 'level', 'gate', 'platform', 'door', 'entrance', 'exit', 'bay', 'unit', 'desk',
  'zone', 'block', 'wing', 'hall', 'corridor', 'stand', 'counter', 'till', 'checkout', 'row', 'section',
  'area', 'lane', 'pump', 'car park', 'parking', 'building', 'office', 'classroom', 'ward', 'suite',
  'apartment', 'flat', 'carriage', 'lift', 'elevator', 'stairwell', 'toilet', 'bathroom', 'restroom', 'shelf',
  'shelves', 'bed', 'seat', 'table', 'kiosk', 'stall', 'dock', 'loading bay', 'terminal', 'store', 'shop', 'alejka',
  'alejce', 'alei', 'regał', 'regale', 'pokój', 'pokoju', 'sala', 'sali', 'piętro', 'piętrze', 'poziom',
  'poziomie', 'brama', 'bramie', 'peron', 'peronie', 'wejście', 'wejściu', 'kasa', 'kasie', 'stanowisko',
  'strefa', 'strefie', 'korytarz', 'budynek', 'budynku', 'klatka', 'klatce', 'boks', 'hala', 'hali', 'sklep',
  'sklepie', 'biuro', 'biurze', 'toaleta', 'toalecie', 'الطابق', 'طابق', 'الدور', 'دور', 'غرفة', 'الغرفة',
  'الممر', 'ممر', 'البوابة', 'بوابة', 'الرصيف', 'رصيف', 'المدخل', 'مدخل', 'القاعة', 'قاعة', 'المبنى', 'مبنى',
  'الجناح', 'جناح', 'الصف', 'صف', 'الكاشير', 'المستوى', 'مستوى', 'المكتب', 'مكتب', 'المحل', 'محل', 'الرف',
  'رف',
];

/** Parts of a room: never a place on their own (see location-detector.ts). */
// biome-ignore format: word lists read better packed, several to a line
export const surfaces: readonly string[] = [
  'floor', 'floors', 'ground', 'ceiling', 'ceilings', 'wall', 'walls', 'door', 'doors', 'window', 'windows',
  'carpet', 'tiles', 'roof', 'podłoga', 'podłodze', 'podłogę', 'sufit', 'sufitu', 'suficie', 'ściana', 'ścianie',
  'drzwi', 'drzwiach', 'okno', 'oknie', 'الأرض', 'الأرضية', 'السقف', 'الجدار', 'الحائط', 'الباب', 'النافذة',
];

/** Floors named without a number: "ground floor", "second floor", "parter", "الطابق الثاني". */
// biome-ignore format: word lists read better packed, several to a line
export const namedFloors: readonly string[] = [
  'ground floor', 'first floor', 'second floor', 'third floor', 'fourth floor', 'fifth floor', 'top floor',
  'basement', 'mezzanine', 'upstairs', 'downstairs', 'rooftop', 'parter', 'parterze', 'piwnica', 'piwnicy',
  'pierwsze piętro', 'pierwszym piętrze', 'drugie piętro', 'drugim piętrze', 'trzecie piętro',
  'trzecim piętrze', 'antresola', 'antresoli', 'الطابق الأرضي', 'الطابق الأول', 'الطابق الثاني',
  'الطابق الثالث', 'الطابق الرابع', 'الطابق العلوي', 'الطابق السفلي', 'القبو', 'الدور الأرضي', 'الدور الأول',
  'الدور الثاني',
];

/**
 * Prepositions that open a place phrase. `needsDeterminer` ones are too common on their own
 * ("on fire", "in pain"): they count only before an article, a possessive or a place noun.
 */
// biome-ignore format: word lists read better packed, several to a line
export const placePrepositions: ReadonlyArray<{ words: string; needsDeterminer?: boolean }> = [
  { words: 'in front of' }, { words: 'next to' }, { words: 'close to' }, { words: 'near' },
  { words: 'nearby' }, { words: 'outside' }, { words: 'inside' }, { words: 'behind' }, { words: 'opposite' },
  { words: 'beside' }, { words: 'by', needsDeterminer: true }, { words: 'in', needsDeterminer: true },
  { words: 'at', needsDeterminer: true }, { words: 'on', needsDeterminer: true },
  { words: 'under', needsDeterminer: true }, { words: 'above', needsDeterminer: true },
  { words: 'w pobliżu' }, { words: 'na zewnątrz' }, { words: 'naprzeciwko' }, { words: 'wewnątrz' },
  { words: 'przy' }, { words: 'obok' }, { words: 'koło' }, { words: 'przed' }, { words: 'za' },
  { words: 'pod' }, { words: 'nad' }, { words: 'we' }, { words: 'w' }, { words: 'na' },
  { words: 'بالقرب من' }, { words: 'بجانب' }, { words: 'بجوار' }, { words: 'قرب' }, { words: 'أمام' },
  { words: 'خلف' }, { words: 'وراء' }, { words: 'داخل' }, { words: 'خارج' }, { words: 'عند' },
  { words: 'في' }, { words: 'تحت' }, { words: 'فوق' },
];

/** Words after which a bare "in/at/on/by" does open a place phrase. */
// biome-ignore format: word lists read better packed, several to a line
export const determiners: readonly string[] = [
  'the', 'a', 'an', 'this', 'that', 'our', 'your', 'my', 'their', 'one', 'each', 'every',
];

/** Fixed expressions that look like a place phrase but are not ("w ogóle", "na razie", "in general"). */
// biome-ignore format: word lists read better packed, several to a line
export const notPlaces: readonly string[] = [
  'w ogóle', 'w porządku', 'w końcu', 'w sumie', 'w tej chwili', 'w ciągu', 'w razie', 'w sprawie',
  'na razie', 'na pewno', 'na szczęście', 'na przykład', 'na pomoc', 'na czas', 'na chwilę', 'na tyle',
  'za chwilę', 'za dużo', 'za mało', 'za długo', 'za bardzo', 'przed chwilą', 'nad tym', 'pod uwagę',
  'at the moment', 'at the same time', 'in the meantime', 'in the morning', 'in the evening',
  'in the afternoon', 'on the way', 'by the way', 'at the end of the day', 'in a hurry', 'in a minute',
  'في الوقت', 'في أسرع', 'في الحال', 'على الفور', 'على الأقل',
];

/** Words that end a place phrase: verbs and conjunctions that start the next part of the sentence. */
// biome-ignore format: word lists read better packed, several to a line
export const phraseStops: readonly string[] = [
  'is', 'are', 'was', 'were', 'has', 'have', 'had', 'keeps', "isn't", "aren't", "won't", "doesn't", "don't",
  "can't", 'not', 'seems', 'looks', 'and', 'but', 'so', 'because', 'which', 'that', 'who', 'with', 'since',
  'while', 'where', 'when', 'please', 'it', 'there', 'someone', 'somebody', 'people', 'he', 'she', 'they',
  'we', 'you', "it's", "he's", "she's", "they're", "we're", "i'm", "there's", 'its', 'wont', 'cant', 'isnt',
  'doesnt', 'dont', 'keep', 'gave', 'went', 'got', 'jest', 'są', 'był',
  'była', 'było', 'nie', 'ma', 'mają', 'i', 'ale', 'bo', 'który', 'która', 'które', 'że', 'gdzie', 'proszę',
  'ktoś', 'się', 'لا', 'ليس', 'يوجد', 'هناك', 'كان', 'كانت', 'و', 'لكن', 'لأن', 'الذي', 'التي', 'من فضلك',
  'أرجو',
];

/** Openers that carry no content: greetings and "I want to report". Stripped from titles. */
// biome-ignore format: word lists read better packed, several to a line
export const openers: readonly string[] = [
  'hi', 'hello', 'hey', 'good morning', 'good afternoon', 'good evening', 'dear', 'excuse me', 'sorry',
  'please', 'help', 'urgent', 'i want to report that', 'i want to report', 'i would like to report',
  "i'd like to report", 'i need to report', 'just to let you know', 'i noticed that', 'i noticed', 'i found',
  'i saw', 'i see', 'i think', 'there is', 'there are', "there's", 'theres', 'also', 'and also', 'another', 'there seems to be', 'we have', 'i have',
  'a problem with', 'problem with', 'an issue with', 'issue with', 'the problem is', 'cześć', 'dzień dobry',
  'witam', 'hej', 'halo', 'proszę', 'pomocy', 'pilne', 'chcę zgłosić', 'chciałbym zgłosić',
  'chciałabym zgłosić', 'zgłaszam', 'chcę zgłosić, że', 'jest problem z', 'problem z', 'zauważyłem',
  'zauważyłam', 'widzę', 'jest', 'są', 'مرحبا', 'مرحباً', 'السلام عليكم', 'أهلا', 'صباح الخير', 'مساء الخير',
  'من فضلك', 'أريد الإبلاغ عن', 'أود الإبلاغ عن', 'أريد أن أبلغ عن', 'أبلغ عن', 'هناك', 'يوجد', 'توجد', 'لدي',
  'مشكلة في', 'لاحظت أن',
];

/** Leading articles dropped from titles ("The toilet is blocked" → "Toilet is blocked"). */
// biome-ignore format: word lists read better packed, several to a line
export const leadingArticles: readonly string[] = ['the', 'a', 'an', 'some'];

/** Words that on their own say nothing about the problem (besides the openers). */
// biome-ignore format: word lists read better packed, several to a line
export const emptyWords: readonly string[] = [
  'problem', 'issue', 'report', 'something', 'thing', 'thanks', 'thank you', 'ok', 'okay', 'yes',
  'zgłoszenie', 'coś', 'dzięki', 'dziękuję', 'tak', 'czekam na pomoc', 'potrzebuję pomocy', 'مشكلة', 'شكرا',
  'نعم', 'أحتاج مساعدة',
];
