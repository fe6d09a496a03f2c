import type { ConceptTable } from './duplicate-concept-matcher';

/**
 * Levels said in words: "second floor", "zweiten Stock", "segunda planta", "ikinci kat", "третьем этаже".
 * An ordinal counts only beside a word for a level ("the second time" is no place). Concept names are the
 * level; syntax in duplicate-concept-matcher.ts.
 */
export const levelWords: ConceptTable = {
  '1': 'پہلی, prvom, prvoj, prvi, prvo, прв*, पहली, पहले, पहिल्या, पहिलो, esimene, esimesel, esimese, pirm*, fyrst*, kwanza, cyntaf, бірінші, first, erst*, primer, primera, primero, premier, premiere, primo, prima, primeiro, primeira, eerste, pierwsz*, forsta, første, forste, ensimmai*, birinci, перв*, перш*, prvni*, pertama, الاول, اول',
  '2': 'دوم, دومین, دوسری, drugom, drugoj, दूसरी, दूसरे, दुसरी, दुसऱ्या, दोस्रो, andre, teine, teisel, teise, antr*, otr*, annarri, annari, onnur, pili, ail, екінші, другі*, second, seconde, zweit*, segund*, deuxieme, secondo, seconda, tweede, drugi*, drugim, drugie*, andra, anden, andet, toinen, toise*, ikinci, втор*, друг*, druh*, kedua, الثاني, ثاني',
  '3': 'سوم, سومین, تیسری, trećem, trećoj, treći, трећ*, तीसरी, तीसरे, तिसरी, तिसऱ्या, तेस्रो, kolmandal, kolmanda, treč*, treš*, þriðj*, tatu, trydydd, үшінші, трэц*, third, dritt*, tercer*, troisieme, terzo, terza, terceir*, derde, trzeci*, tredje, kolmas, kolmanne*, ucuncu, трет*, tret*, ketiga, الثالث',
  '4': 'چهارم, چوتھی, četvrt*, четврт*, चौथी, चौथे, चौथ्या, चौथो, neljandal, neljanda, ketvirt*, ceturt*, fjórð*, pedwerydd, төртінші, fourth, viert*, cuarto, cuarta, quatrieme, quarto, quarta, quart*, vierde, czwart*, fjarde, fjerde, neljas, neljanne*, dorduncu, четверт*, ctvrt*, keempat, الرابع',
  '5': 'پنجم, پانچویں, petom, petoj, peti, петом, пети, vyfde, viies, viiendal, penkt*, piekt*, fimmt*, pumed, бесінші, fifth, funft*, quinto, quinta, cinquieme, vijfde, piat*, femte, viides, viidenne*, besinci, пят*, patem, paty, kelima, الخامس',
};

/** The level at the street: "ground floor", "Erdgeschoss", "planta baja", "rez-de-chaussée", "parter". */
export const groundLevelWords =
  'ground floor, ground level, erdgeschoss*, eg, parterre, planta baja, rez de chaussee, rdc, piano terra, ' +
  'pianterreno, piano terreno, terreo, res do chao, begane grond, parter*, bottenvaning*, entreplan*, ' +
  'markplan*, stueetage*, stuen, pohjakerros*, katutaso*, zemin*, prizemi*, lantai dasar, الارضي';

/** Below the street, level -1 unless a number follows ("UG 2", "地下2階"). */
export const basementWords =
  'basement*, cellar*, keller*, untergeschoss*, ug, sotano*, sous sol, seminterrato*, interrato*, subsolo*, ' +
  'souterrain*, kelder*, piwnic*, suteren*, kallar*, kælder*, kjeller*, kellari*, bodrum*, подвал*, підвал*, ' +
  'bawah tanah, 地下, 지하, السرداب, القبو';

/** A subway is no basement: 地下鉄, 지하철 (read before the basement words). */
export const subwayWords = /地下鉄|지하철/g;

/** Letters after a digit that only make it an ordinal: "2nd", "3e", "2º", "1st". */
export const ordinalSuffixes: ReadonlySet<string> = new Set([
  'st',
  'nd',
  'rd',
  'th',
  'e',
  'er',
  're',
  'eme',
  'ere',
  'o',
  'a',
  'os',
  'as',
  'te',
  'ten',
  'ter',
  'tes',
  'ste',
  'sten',
  // Azerbaijani: "3-cü mərtəbə", "2-ci"; Tamil "2வது", Kannada "8ನೇ".
  'ci',
  'cu',
  'வது',
  'ನೇ',
]);

/** Chinese and Japanese numerals before a level sign (一楼, 三階): the digit they mean. */
export const unspacedLevelNumerals: Readonly<Record<string, string>> = {
  一: '1',
  二: '2',
  三: '3',
  四: '4',
  五: '5',
  六: '6',
  七: '7',
  八: '8',
  九: '9',
  十: '10',
};
