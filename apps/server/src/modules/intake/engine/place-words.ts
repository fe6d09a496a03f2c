/**
 * Small helpers for comparing the places a visitor names in a correction with the draft's: numbers in
 * any notation ("2nd", "2.", "二", "２"), word stems ("piętro" / "piętrze"), and the filler around a
 * place ("it's the", "im", "です"). The vocabulary files hold each language's words; these are the few
 * that every correction needs, in the languages visitors write most.
 */

const kanjiDigits: Readonly<Record<string, number>> = {
  〇: 0,
  零: 0,
  一: 1,
  二: 2,
  两: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
};
const kanjiRun = /[〇零一二两三四五六七八九十百]+/gu;

/** "二十三" → 23, "十" → 10, "百二" → 102. */
function kanjiValue(run: string): number {
  let total = 0;
  let current = 0;
  for (const character of run) {
    if (character === '十' || character === '百') {
      total += (current || 1) * (character === '十' ? 10 : 100);
      current = 0;
    } else current = kanjiDigits[character] ?? 0;
  }
  return total + current;
}

/** Digits with an ordinal ending or a letter ("2nd", "3e", "3.", "3-й", "2ο", "12a"), or a CJK numeral ("三", "第二"). */
export const numeralPattern =
  /^(?:(?:no\.?|nr\.?|#|n°|nº|№)\s?)?(?:\p{N}+(?:-?\p{L}{1,3}|[ªº°])?\.?|第?[〇零一二两三四五六七八九十百]+)$/iu;
export const isNumeral = (word: string): boolean => numeralPattern.test(word);

/** The value of the first number in a text ("3rd" → 3, "二階" → 2), or null. */
export function numberValue(text: string): number | null {
  const folded = text.normalize('NFKC');
  const digits = /\p{N}+/u.exec(folded)?.[0];
  if (digits) return Number.parseInt(digits, 10);
  const kanji = new RegExp(kanjiRun.source, 'u').exec(folded)?.[0];
  return kanji ? kanjiValue(kanji) : null;
}

export const hasNumber = (text: string): boolean => /\p{N}|[〇一二两三四五六七八九十百]/u.test(text);

const ordinalNumber = /(\p{N}+)(?:(?:st|nd|rd|th|ème|eme|er|re|e|ª|º|°)(?![\p{L}\p{N}]))?\.?/gu;
const notWord = /[^\p{L}\p{M}\p{N}]+/gu;

/**
 * What places are compared by: lower case, numbers as plain digits set apart by spaces, no
 * punctuation ("3rd floor" → "3 floor", "im 2. Stock" → "im 2 stock", "二階のトイレ" → "2 階のトイレ").
 */
export function toPlaceKey(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(kanjiRun, (run) => (/[一二两三四五六七八九十百]/u.test(run) ? ` ${kanjiValue(run)} ` : run))
    .replace(ordinalNumber, ' $1 ')
    .replace(notWord, ' ')
    .trim();
}

const digit = /\p{N}/u;
const latinOrCyrillic = /[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}]/u;

/** The key occurs in the text's key as whole words (a number never inside a longer one: "2" is not in "12"). */
export function containsKey(textKey: string, key: string): boolean {
  if (!key) return false;
  for (let at = textKey.indexOf(key); at >= 0; at = textKey.indexOf(key, at + 1)) {
    const before = textKey[at - 1];
    const after = textKey[at + key.length];
    const first = key[0] ?? '';
    const isStart = before === undefined || before === ' ' || !(digit.test(first) || latinOrCyrillic.test(first));
    const isEnd = after === undefined || after === ' ' || !digit.test(key.at(-1) ?? '');
    if (isStart && isEnd) return true;
  }
  return false;
}

const hangulOrCjk = /[\p{Script=Hangul}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;

/** Two forms of one word: "toilet" / "toilets", "piętro" / "piętrze", "этаж" / "этаже", "층" / "층이에요". */
export function isSameWord(a: string, b: string): boolean {
  if (a === b) return a.length > 0;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (short.length === 0) return false;
  if (hangulOrCjk.test(short) && long.startsWith(short)) return true;
  let common = 0;
  while (common < short.length && short[common] === long[common]) common += 1;
  return common >= 4 && common >= short.length - 2;
}

/** Words before a place that are not part of it: "it's the", "c'est au", "es el", "to jest w", "это на". */
// biome-ignore format: word lists read better packed, several to a line
export const leadingFillers: ReadonlySet<string> = new Set([
  'it', "it's", 'its', 'is', 'was', 'this', "that's", 'that', 'there', "there's", 'the', 'a', 'an', 'in',
  'on', 'at', 'es', 'ist', 'das', 'der', 'die', 'dem', 'den', 'im', 'am', 'ein', 'eine', "c'est", 'ce', 'est',
  'le', 'la', 'les', 'au', 'aux', 'du', 'des', 'un', 'une', 'el', 'los', 'las', 'está', 'esta', 'en', 'del',
  'al', 'una', 'uno', 'è', 'il', 'lo', 'gli', 'nel', 'nella', 'sul', 'sulla', 'é', 'o', 'os', 'as', 'no',
  'na', 'nos', 'nas', 'em', 'jest', 'to', 'w', 'we', 'это', 'в', 'во', 'на', 'het', 'de', 'een',
]);

/** Words after a place that are not part of it ("…, please"). */
// biome-ignore format: word lists read better packed, several to a line
export const trailingFillers: ReadonlySet<string> = new Set([
  'please', 'sorry', 'thanks', 'now', 'bitte', 'danke', 'merci', 'gracias', 'proszę', 'dziękuję',
  'спасибо', 'пожалуйста',
]);

/**
 * Words that take a place back or bring the right one ("not", "nicht", "не … а …", "sondern"): they
 * part a correction like its vocabulary's cues do ("room 14 not room 12", "не 2 этаж, а 3").
 */
// biome-ignore format: word lists read better packed, several to a line
const negationWords = [
  'not', 'nicht', 'kein', 'keine', 'sondern', 'pas', 'non', 'no', 'sino', 'não', 'nao', 'niet', 'maar', 'nie',
  'tylko', 'lecz', 'не', 'а', 'нет', 'ні', 'inte', 'ikke', 'ikkje', 'ei', 'vaan', 'ne', 'nem', 'hanem', 'nu',
  'ci', 'değil', 'όχι', 'δεν', 'αλλά', 'bukan', 'nevis', 'לא', 'אלא', 'لا', 'ليس', 'بل',
];
export const negations = new RegExp(
  `(?<![\\p{L}\\p{M}\\p{N}])(?:${negationWords.join('|')})(?![\\p{L}\\p{M}\\p{N}])`,
  'gu',
);

/** Particles and copulas around a place in scripts without spaces, and Korean endings. */
export const unspacedLeading = ['应该是', '是在', '是', '在', 'は', 'が', 'อยู่ที่', 'คือ', 'เป็น', 'อยู่', 'ที่'];
// biome-ignore format: word lists read better packed, several to a line
export const unspacedTrailing = [
  'でございます', 'になります', 'でした', 'ですね', 'ですよ', 'です', 'だよ', 'だ', 'よ', 'ね', 'の方',
  '的', '了', '呢', '啊', '吧', 'ครับ', 'ค่ะ', 'คะ', 'นะ', 'จ้ะ', 'จ้า',
];
export const koreanEndings = [
  '이에요',
  '예요',
  '입니다',
  '이요',
  '에요',
  '이야',
  '이고',
  '이다',
  '요',
  '이',
  '가',
  '에서',
  '에',
];
