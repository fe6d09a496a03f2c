/** What replaces an email address or a phone number in a stored report (and so in emails and PDFs). */
export const maskedEmail = '[email hidden]';
export const maskedPhone = '[phone hidden]';

/*
 * Hand-written, not libphonenumber: that library validates numbers against one country's numbering plan,
 * while a report names no country, mixes digit systems and spells numbers out, and the fictional or
 * foreign numbers people type must be masked all the same. Every pattern below either has bounded
 * repetition or no two ways to match the same text, so masking stays linear in the report's length.
 */

// ---- Emails ----------------------------------------------------------------------------------------------

// A label in any script; \p{M} keeps the vowel signs of Devanagari, Thai or Arabic inside the word. Every
// separator starts with a character no label holds, so a label never gives back characters to one: with
// matches starting only at a word's start, the work stays proportional to the text.
const localLabel = String.raw`[\p{L}\p{M}\p{N}_+\-－]{1,64}`;
const domainLabel = String.raw`[\p{L}\p{M}\p{N}\-－]{1,63}`;
const wordStart = String.raw`(?<![\p{L}\p{M}\p{N}_+\-－.%])`;
const wordEnd = String.raw`(?![\p{L}\p{M}\p{N}])`;
const atSymbol = String.raw`[ \t]?[@＠][ \t]?|%40`;
const dotSymbol = '[.．。｡]|%2[eE]';
const allAtWords = 'at|ät|arroba|arobase|chiocciola|klammeraffe|собака|małpa|malpa|kukac|zavináč';
const allDotWords = 'dot|punto|point|punkt|ponto|punt|точка|крапка|nokta|kropka|pont|tečka|τελεία';
const bracketed = (words: string) => String.raw`[ \t]?[\[({<（［｛]\s?(?:${words})\s?[\])}>）］｝][ \t]?`;
const spaced = (words: string) => String.raw`\s{1,3}(?:${words})\s{1,3}`;
const underscoreWords = 'underscore|guion bajo|guión bajo|tiret bas|unterstrich|trattino basso|sublinhado';
const dashWords = 'dash|hyphen|guion|guión|tiret|bindestrich|trattino|hífen';
const anyTld = String.raw`\p{L}[\p{L}\p{M}]{1,62}`;
// Spelled-out addresses need a real top-level domain ("me at tom dot baker": "baker" is none), and a domain
// is no determiner ("look at this dot in the corner").
const countryTlds = [
  'ac|ad|ae|af|ag|ai|al|am|ao|aq|ar|as|at|au|aw|ax|az|ba|bb|bd|be|bf|bg|bh|bi|bj|bl|bm|bn|bo|bq|br|bs|bt|bv|bw',
  'by|bz|ca|cc|cd|cf|cg|ch|ci|ck|cl|cm|cn|co|cr|cu|cv|cw|cx|cy|cz|de|dj|dk|dm|do|dz|ec|ee|eg|eh|er|es|et|eu|fi',
  'fj|fk|fm|fo|fr|ga|gb|gd|ge|gf|gg|gh|gi|gl|gm|gn|gp|gq|gr|gs|gt|gu|gw|gy|hk|hm|hn|hr|ht|hu|id|ie|il|im|in|io',
  'iq|ir|is|it|je|jm|jo|jp|ke|kg|kh|ki|km|kn|kp|kr|kw|ky|kz|la|lb|lc|li|lk|lr|ls|lt|lu|lv|ly|ma|mc|md|me|mf|mg',
  'mh|mk|ml|mm|mn|mo|mp|mq|mr|ms|mt|mu|mv|mw|mx|my|mz|na|nc|ne|nf|ng|ni|nl|no|np|nr|nu|nz|om|pa|pe|pf|pg|ph|pk',
  'pl|pm|pn|pr|ps|pt|pw|py|qa|re|ro|rs|ru|rw|sa|sb|sc|sd|se|sg|sh|si|sj|sk|sl|sm|sn|so|sr|ss|st|su|sv|sx|sy|sz',
  'tc|td|tf|tg|th|tj|tk|tl|tm|tn|to|tr|tt|tv|tw|tz|ua|ug|uk|um|us|uy|uz|va|vc|ve|vg|vi|vn|vu|wf|ws|ye|yt|za|zm',
  'zw',
].join('|');
const knownTld = `com|org|net|edu|gov|mil|int|info|biz|name|pro|mobi|app|dev|online|site|shop|xyz|рф|укр|${countryTlds}`;
const determiner = String.raw`(?!(?:this|that|these|those|the|a|an|my|your|his|her|its|our|their)\s)`;

function emailPattern(at: string, dot: string, localSeparator: string, tld: string): RegExp {
  const local = `${localLabel}(?:(?:${localSeparator})${localLabel}){0,5}`;
  const domain = `${determiner}(?:${domainLabel}(?:${dot})){1,5}(?:${tld})${wordEnd}`;
  return new RegExp(`${wordStart}${local}(?:${at})${domain}`, 'giu');
}

const written = emailPattern(
  `${atSymbol}|${bracketed(allAtWords)}`,
  `${dotSymbol}|${bracketed(allDotWords)}`,
  `${dotSymbol}|${bracketed(allDotWords)}`,
  anyTld,
);

// Each language's spoken "at" goes with its own "dot": "at this point it" is English prose, not an address.
const spokenAtAndDot: Array<[at: string, dot: string]> = [
  ['at', 'dot'],
  ['arroba', 'punto|ponto'],
  ['arobase|arrobase', 'point'],
  ['chiocciola|chiocciolina', 'punto'],
  ['ät|at|klammeraffe', 'punkt'],
  ['małpa|malpa|at', 'kropka'],
  ['собака|собачка', 'точка'],
  ['равлик|собачка', 'крапка'],
  ['apenstaartje|at', 'punt'],
  ['kukac', 'pont'],
  ['zavináč', 'tečka'],
];
const spoken = spokenAtAndDot.map(([at, dot]) => {
  const dots = `${dotSymbol}|${bracketed(allDotWords)}|${spaced(dot)}`;
  const local = `${dots}|${spaced(underscoreWords)}|${spaced(dashWords)}`;
  return {
    pattern: emailPattern(`${atSymbol}|${bracketed(allAtWords)}|${spaced(at)}`, dots, local, knownTld),
    // Without one of its spoken words, a pattern finds nothing the written one has not masked already:
    // testing for the words first keeps a long report from being scanned a dozen times.
    hasWords: new RegExp(`\\s(?:${at}|${dot})\\s`, 'iu'),
  };
});

function maskEmails(text: string): string {
  let masked = text.replace(written, maskedEmail);
  for (const { pattern, hasWords } of spoken) if (hasWords.test(masked)) masked = masked.replace(pattern, maskedEmail);
  return masked;
}

// ---- Numbers in digits -----------------------------------------------------------------------------------

const space = String.raw`[ \u00a0\u202f\u3000]`;
// Between digit groups: one space, a dash or slash (spaces allowed around), a dot, or brackets as in
// "+49 (0)30" and "(555) 014". Not ", " or ". ": those end a sentence or a list, not a number.
const joiner = `[)）]${space}?[-–]?|${space}?[(（]|${space}?[-–－/／]${space}?|[.．]|${space}`;
const digitRun = new RegExp(String.raw`[+＋]?[(（]?\p{Nd}+(?:(?:${joiner})\p{Nd}+)*`, 'gu');
const minPhoneDigits = 8;
const maxPhoneDigits = 15; // ITU E.164, without the international prefix and the "(0)" trunk digit

interface Group {
  start: number;
  end: number;
  /** The group's digits as ASCII, whatever the script they were typed in. */
  digits: string;
}

/** A digit's value in any script: Unicode keeps each script's digits together, 0 to 9 in order. */
function digitValue(char: string): number {
  if (char >= '0' && char <= '9') return +char;
  let codePoint = char.codePointAt(0) ?? 0;
  let steps = 0;
  while (steps < 60 && /\p{Nd}/u.test(String.fromCodePoint(codePoint - 1))) {
    codePoint -= 1;
    steps += 1;
  }
  return steps % 10;
}

function groupsOf(text: string, start: number, end: number): Group[] {
  return Array.from(text.slice(start, end).matchAll(/\p{Nd}+/gu), (m) => ({
    start: start + m.index,
    end: start + m.index + m[0].length,
    digits: Array.from(m[0], digitValue).join(''),
  }));
}

// Gregorian, Persian and Hijri (13xx, 14xx) and Thai Buddhist (25xx) years.
const isYear = (digits: string) => /^(?:13|14|19|20|25)\d\d$/.test(digits);
const isDayMonth = (day: string, month: string) =>
  day.length <= 2 && month.length <= 2 && +day >= 1 && +day <= 31 && +month >= 1 && +month <= 12;

/** Marks the groups of dates (15.01.2024, 2024-01-15, 01/15/2024), times (14:30) and IP addresses. */
function markNotPhones(text: string, groups: Group[]): boolean[] {
  const cut = groups.map(() => false);
  const between = (i: number) => text.slice(groups[i - 1]?.end ?? 0, groups[i]?.start ?? 0);
  const last = groups.length - 1;
  if (/^[:：]\p{Nd}/u.test(text.slice(groups[last]?.end))) cut[last] = true;
  if (/\p{Nd}[:：]$/u.test(text.slice(Math.max(0, (groups[0]?.start ?? 0) - 2), groups[0]?.start))) cut[0] = true;
  for (let i = 0; i < groups.length; i++) {
    const [a, b, c, d] = groups.slice(i, i + 4).map((g) => g.digits);
    if (a === undefined || b === undefined || c === undefined) break;
    const j = between(i + 1);
    const sameJoiner = /^[./\-．／－]$/.test(j) && between(i + 2) === j && (i === 0 || between(i) !== j);
    if (!sameJoiner) continue;
    const isAddress =
      j === '.' &&
      d !== undefined &&
      between(i + 3) === '.' &&
      between(i + 4) !== '.' &&
      [a, b, c, d].every((part) => part.length <= 3 && +part <= 255);
    const isDate =
      between(i + 3) !== j &&
      ((isYear(a) && isDayMonth(c, b)) || (isYear(c) && (isDayMonth(a, b) || isDayMonth(b, a))));
    const size = isAddress ? 4 : isDate ? 3 : 0;
    for (let k = i; k < i + size; k++) cut[k] = true;
  }
  return cut;
}

// Words after which a number is an order, serial, ticket or product code, never a phone number. Card and
// account numbers are not among them: masking one by mistake costs nothing. Latin,
// Cyrillic, Greek, Arabic and Devanagari words must start a word; Chinese, Japanese, Korean and Thai
// write without spaces, so theirs may follow any letter.
const spacedCodeWords = [
  'orders?|ord|serial|s/?n|isbn|issn|ean(?:-?13|-?8)?|upc|gtin|sku|invoices?|inv|tickets?|ref|reference',
  'tracking|imei|iccid|booking|reservation|confirmation|case|claim|policy|receipt|transaction|parcel',
  'shipment|model|part|item|article|batch|lot|asset|barcode|pnr|vin|customer|member|voucher',
  'pedidos?|factura|fatura|serie|série|referencia|referência|référence|réf|rif|riferimento|seguimiento',
  'rastreio|reserva|localizador|albarán|encomenda|protocolo|commandes?|factures?|suivi|billet|colis|dossier',
  'réservation|ticket de caisse|ordine|fattura|seriale|matricola|biglietto|pratica|spedizione|prenotazione',
  'bestellung|auftrag|rechnung|sendung|buchung|kassenbon|beleg|lieferschein|aktenzeichen',
  '(?:bestell|auftrags|rechnungs|kunden|serien|sendungs|vorgangs|buchungs|artikel|ticket|referenz)-?(?:nummer|nr)',
  'zamówieni[aeu]|zamowieni[aeu]|faktur[aęy]|seryjny|przesyłk[ia]|paragon|rezerwacj[ai]|zgłoszeni[ae]',
  'заказ[ау]?|сч[её]т[аеу]?|накладн\\p{L}{1,3}|серийн\\p{L}{1,3}|квитанци\\p{L}|трек|посылк[иа]|артикул',
  'договор[аеу]?|заявк[иа]|замовлення|рахун(?:ок|ку)|серійн\\p{L}{1,3}|квитанці\\p{L}|посилк[иа]',
  'sipariş|siparis|fatura|seri|takip|bilet|rezervasyon|παραγγελία[ς]?|τιμολογίου|τιμολόγιο|εισιτήριο|κράτηση[ς]?',
  'đơn hàng|mã đơn|hóa đơn|vận đơn|(?:ال)?طلب|(?:ال)?فاتورة|(?:ال)?تسلسلي|(?:ال)?شحنة|(?:ال)?تذكرة|(?:ال)?حجز',
  'سفارش|فاکتور|سریال|بارنامه|رهگیری|بلیط|ऑर्डर|बिल|सीरियल|टिकट|रसीद|बुकिंग',
].join('|');
const unspacedCodeWords =
  '注文|受付|予約|製造|シリアル|伝票|订单|訂單|单|單|序列|发票|發票|运单|快递|주문|송장|일련|예약|คำสั่งซื้อ|ใบแจ้งหนี้|พัสดุ';
const codeWordAtEnd = new RegExp(`(?:^|[^\\p{L}\\p{M}])(?:${spacedCodeWords})$|(?:${unspacedCodeWords})$`, 'iu');
// "Bestellung Nr. 40071139", "order number is 12345678", "注文番号は12345678": what stands between.
const trailingMarks = /[\s:：#.=№°º\-–(]+$/u;
const trailingFiller =
  /(?:(?:^|[^\p{L}\p{M}])(?:n[º°]|n|nr|no|num|number|numero|número|numéro|nummer|numer|номер|رقم|شماره|नंबर|नम्बर|नं|id|is|ist|es|est|é|è|de|del|du|do|da|of)|は|が|の|是|为|為|은|는|番号|号|號|번호|编号|編號)$/iu;
// A code glued to a number ("ORD-2024", "DD2024", "4CE1234XYZ") is written in these scripts; Chinese,
// Japanese and Thai glue every word to its neighbour, so a letter of theirs beside a number says nothing.
const codeLetter = /[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}]/u;
const phoneWordAtEnd =
  /(?:^|[^\p{L}])(?:tel|tél|tlf|ph|phone|telephone|mob|mobile|cell|handy|fon|telefon|telefone|teléfono|telefono|téléphone|telefonnummer|handynummer|rufnummer|portable|móvil|celular|cel|whatsapp|call|ring|sms|телефон[аеу]?|тел|моб)$|(?:電話|电话|手机|携帯|연락처|전화)$/iu;
const currencyBefore = /(?:[$€£¥₹₽₺₩₫₴]|(?<!\p{L})(?:R\$|zł|eur|usd|gbp|chf|rs\.?))\s?$/iu;
const amountAfter =
  /^(?:[.,]\p{Nd}{1,2}(?!\p{Nd})|\s?[$€£¥₹₽₺₩₫₴円元원]|\s?(?:eur|euros?|usd|gbp|chf|zł|pln|tl|руб|грн|rs|inr|dollars?|pounds?|yen)(?!\p{L}))/iu;

/** The words before a number, without the "no.", "number is" and punctuation that link them to it. */
function wordsBefore(text: string, start: number): string {
  let before = text.slice(Math.max(0, start - 48), start);
  for (let i = 0; i < 6; i++) {
    const trimmed = before.replace(trailingMarks, '');
    const filler = trailingFiller.exec(trimmed);
    before = filler ? trimmed.slice(0, filler.index) : trimmed;
    if (!filler) break;
  }
  return before;
}

function isIsbn(digits: string): boolean {
  if (!/^97[89]\d{10}$/.test(digits)) return false;
  const sum = Array.from(digits, (d, i) => +d * (i % 2 ? 3 : 1)).reduce((a, b) => a + b, 0);
  return sum % 10 === 0;
}

/** True when the digits are a code, an amount or a reference that only looks like a phone number. */
function isNotPhone(text: string, start: number, end: number, groups: Group[]): boolean {
  const gluedBefore = /[-_/#]$/.test(text[start - 1] ?? '') ? start - 2 : start - 1;
  const gluedAfter = /[-_/]/.test(text[end] ?? '') ? end + 1 : end;
  if (
    codeLetter.test(text[gluedBefore] ?? '') &&
    !phoneWordAtEnd.test(text.slice(Math.max(0, gluedBefore - 15), gluedBefore + 1))
  )
    return true;
  if (codeLetter.test(text[gluedAfter] ?? '')) return true;
  if (currencyBefore.test(text.slice(Math.max(0, start - 8), start)) || amountAfter.test(text.slice(end, end + 8)))
    return true;
  if (codeWordAtEnd.test(wordsBefore(text, start))) return true;
  const all = groups.map((g) => g.digits).join('');
  if (isIsbn(all)) return true;
  // "2024/0031", "2019-2024": a year and a running number or a second year.
  const firstJoiner = text.slice(groups[0]?.end, groups[1]?.start);
  return groups.length > 1 && isYear(groups[0]?.digits ?? '') && /^[/\-–]$/.test(firstJoiner);
}

function countPhoneDigits(text: string, groups: Group[], hasPlus: boolean): number {
  let count = groups.reduce((sum, g) => sum + g.digits.length, 0);
  if (!hasPlus && groups[0]?.digits.startsWith('00')) count -= 2;
  const trunk = groups.some((g, i) => i > 0 && g.digits === '0' && /[(（]/.test(text[g.start - 1] ?? ''));
  return trunk ? count - 1 : count;
}

/** The spans of phone numbers among consecutive digit groups; a long run may hold two numbers. */
function phoneSpans(text: string, start: number, groups: Group[]): Array<[number, number]> {
  const first = groups[0];
  const last = groups.at(-1);
  if (!first || !last) return [];
  const prefix = text.slice(start, first.start);
  // "(" belongs to the number only when its ")" does: "(555) 014" but not "room (12345678)".
  const closes = /[)）]/.test(text.slice(first.end, groups[1]?.start ?? first.end));
  const from = /[(（]/.test(prefix) && !closes ? first.start : start;
  if (isNotPhone(text, from, last.end, groups)) return [];
  const digits = countPhoneDigits(text, groups, /[+＋]/.test(prefix));
  const minDigits = phoneWordAtEnd.test(wordsBefore(text, from)) ? minPhoneDigits - 1 : minPhoneDigits;
  if (digits <= maxPhoneDigits) return digits >= minDigits ? [[from, last.end]] : [];
  // Too long for one number: split where a space stands, filling each number up to the E.164 length.
  const spans: Array<[number, number]> = [];
  let pieceStart = from;
  let pieceDigits = 0;
  let pieceEnd = from;
  for (const [i, group] of groups.entries()) {
    const spaceBefore = i > 0 && /^\s+$/u.test(text.slice(groups[i - 1]?.end, group.start));
    if (spaceBefore && pieceDigits + group.digits.length > maxPhoneDigits) {
      if (pieceDigits >= minPhoneDigits) spans.push([pieceStart, pieceEnd]);
      pieceStart = group.start;
      pieceDigits = 0;
    }
    pieceDigits += group.digits.length;
    pieceEnd = group.end;
  }
  if (pieceDigits >= minPhoneDigits && pieceDigits <= maxPhoneDigits) spans.push([pieceStart, pieceEnd]);
  return spans;
}

function findDigitPhones(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (const run of text.matchAll(digitRun)) {
    const groups = groupsOf(text, run.index, run.index + run[0].length);
    const cut = markNotPhones(text, groups);
    let segmentStart = 0;
    for (let i = 0; i <= groups.length; i++) {
      if (i < groups.length && !cut[i]) continue;
      const segment = groups.slice(segmentStart, i);
      const from = segmentStart === 0 ? run.index : (segment[0]?.start ?? 0);
      if (segment.length > 0) spans.push(...phoneSpans(text, from, segment));
      segmentStart = i + 1;
    }
  }
  return spans;
}

// ---- Numbers in words ------------------------------------------------------------------------------------

// How many digits each word says. Articles that double as "one" (une, una, ein, uma) are left out: they
// would only stretch a masked run over the next word.
const digitWords = [
  'zero oh nought one two three four five six seven eight nine', // English
  'cero uno dos tres cuatro cinco seis siete ocho nueve', // Spanish
  'zéro un deux trois quatre cinq six sept huit neuf', // French
  'null eins zwei zwo drei vier fünf fuenf sechs sieben acht neun', // German
  'um dois duas três quatro cinco seis meia sete oito nove', // Portuguese ("meia": six, in Brazil)
  'due tre quattro cinque sei sette otto', // Italian
  'ноль нуль один два три четыре пять шесть семь восемь девять', // Russian
  "чотири п'ять шість сім вісім дев'ять", // Ukrainian
  'jeden dwa trzy cztery pięć sześć siedem osiem dziewięć', // Polish
  'शून्य एक दो तीन चार पांच पाँच छह छः सात आठ नौ', // Hindi
  'shunya shoonya sunya ek do teen char chaar paanch panch chhah chhe saat aath nau', // Hindi, romanised
  'صفر واحد اثنان اثنين ثلاثة ثلاث أربعة اربعة أربع خمسة خمس ستة ست سبعة سبع ثمانية ثمان تسعة تسع', // Arabic
];
// French reads a number in pairs ("zéro six, douze, trente-quatre"); English says "double seven".
const pairWords =
  'dix onze douze treize quatorze quinze seize vingt vingts trente quarante cinquante soixante septante huitante nonante double';
const wordWeight = new Map<string, number>([
  ...digitWords.flatMap((line) => line.split(' ')).map((word) => [word, 1] as const),
  ...pairWords.split(' ').map((word) => [word, 2] as const),
  ['triple', 2],
  ['et', 0], // "vingt et un"
]);
const wordToken = /[\p{L}\p{M}]+(?:['’ʼ-][\p{L}\p{M}]+)*/gu;
const numberGap = /^[\s,.;/()–—-]{1,4}$/u;
// Chinese and Japanese write digits as characters, unspaced: 一三八零零一三八零零零, 〇九〇の一二三四.
const hanDigits = /[〇零一二三四五六七八九幺](?:[\s、，,の・ー－-]?[〇零一二三四五六七八九幺]){7,}/gu;

/** How many digits a word says: 1 for "seven", 2 for "douze" or "quatre-vingt-dix"; undefined for others. */
function digitsSaid(token: string): number | undefined {
  const word = token.toLowerCase().replace(/[’ʼ]/g, "'");
  const whole = wordWeight.get(word);
  if (whole !== undefined || !word.includes('-')) return whole;
  const parts = word.split('-').map((part) => wordWeight.get(part));
  if (parts.some((part) => part === undefined)) return undefined;
  return parts.includes(2) ? 2 : parts.length;
}

function findSpelledPhones(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  // end: after the last digit word; tail: after the last word of the run, "et" included.
  let run: { start: number; end: number; tail: number; digits: number } | null = null;
  const close = () => {
    if (run && run.digits >= minPhoneDigits) spans.push([run.start, run.end]);
    run = null;
  };
  for (const token of text.matchAll(wordToken)) {
    const digits = digitsSaid(token[0]);
    const end = token.index + token[0].length;
    if (digits === undefined) {
      close();
      continue;
    }
    if (run && !numberGap.test(text.slice(run.tail, token.index))) close();
    if (!run && digits > 0) run = { start: token.index, end, tail: end, digits: 0 };
    if (!run) continue;
    run.digits += digits;
    run.tail = end;
    if (digits > 0) run.end = end;
  }
  close();
  for (const match of text.matchAll(hanDigits)) spans.push([match.index, match.index + match[0].length]);
  return spans;
}

// ---- Masking ---------------------------------------------------------------------------------------------

/** Replaces each span (sorted, possibly overlapping) with the mask. */
function replaceSpans(text: string, spans: Array<[number, number]>, mask: string): string {
  let masked = '';
  let at = 0;
  for (const [start, end] of spans.sort((a, b) => a[0] - b[0])) {
    if (end <= at) continue;
    masked += text.slice(at, Math.max(at, start)) + (start >= at ? mask : '');
    at = end;
  }
  return masked + text.slice(at);
}

/**
 * Masks email addresses and phone numbers that a visitor typed: written plainly, in any digit system,
 * spelled out in words or disguised ("name at domain dot com"). Managers never need them to fix a spill,
 * and reports travel on in emails and PDFs. Dates, times, prices and order, serial or ticket numbers stay.
 */
export function maskPersonalDetails(text: string): string {
  const withoutEmails = maskEmails(text);
  const spans = [...findDigitPhones(withoutEmails), ...findSpelledPhones(withoutEmails)];
  return replaceSpans(withoutEmails, spans, maskedPhone);
}
