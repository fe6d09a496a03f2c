/**
 * The function words a report title may not start or end with, per language; title-words.ts adds the
 * vocabularies' own `at`/`near` words and greetings. Comma-separated, lower case, like a vocabulary.
 *
 * - `neverLast`: never the last word (articles, conjunctions, prepositions that cannot end a clause,
 *   particles): "Glass on the" / "…et" / "水が".
 * - `cutLast`: prepositions that are not the last word where the title was cut short (by length, or
 *   by the place left out after them: "Door to [the staff room]"), but may end the visitor's own clause
 *   as verb particles or stranded ("the light won't turn on", "Tür geht nicht auf", "ik word er ziek van").
 * - `looseLast`: verbs, pronouns and the like that are not the last word where the length cut the
 *   title ("…Funken gesprüht und es"); anywhere else they may end it ("wie doet dat", "Frau ist [in der
 *   Umkleide] zusammengebrochen").
 * - `neverFirst`: never the first word: what is left of a phrase when the place before it is left out
 *   ("で水が漏れています", "里好多苍蝇"), or a sentence opened with "and".
 * - `standaloneFirst` (Thai): never first when a space or the end follows it; glued to the next word
 *   it starts a noun ("ที่จอดรถ", car park).
 * - `afterPlace`: the particles that tie a place to the rest of the sentence, left out with it
 *   ("おじいさんが[待合室]のベンチで" → "おじいさんがベンチで", "[会议室]里好多苍蝇").
 * - `beforePlace` (postpositional languages): the articles left out before a place ("az [öltözőben]");
 *   the words before a place are otherwise the sentence's ("おじいさんが[待合室]…").
 * - `greetings`: chat forms the vocabulary's greeting list leaves out ("bjr").
 */
export interface TitleCues {
  neverLast?: string;
  cutLast?: string;
  looseLast?: string;
  neverFirst?: string;
  standaloneFirst?: string;
  afterPlace?: string;
  beforePlace?: string;
  greetings?: string;
}

/**
 * Languages whose place words follow the noun ("ajtó mellett", "दरवाजे के पास", "トイレの前"): a clause
 * may end with them, so the vocabulary's `at`/`near` words are not dangling there.
 */
// biome-ignore format: word lists read better packed
export const postpositionalLanguages: ReadonlySet<string> = new Set([
  'az', 'et', 'fi', 'hi', 'hu', 'hy', 'ja', 'kk', 'kn', 'ko', 'mr', 'ne', 'ta', 'tr', 'ur',
]);

/** English chat words that end no title, in any language ("변기 막혔어요 please"). */
export const everyLanguageNeverLast = 'please, pls, plz';

/**
 * Languages whose prepositions double as verb particles or are stranded at a clause's end ("turn it on",
 * "geht nicht auf", "staat aan"): their `at`/`near` words dangle only where the title was cut.
 */
export const particleLanguages: ReadonlySet<string> = new Set(['af', 'da', 'de', 'en', 'is', 'nl', 'no', 'sv', 'vi']);

const slavicCyrillicPrepositions =
  'в, во, на, с, со, к, ко, от, до, у, о, об, по, при, для, без, под, над, из, через, между, про';

// biome-ignore format: word lists read better packed
export const titleCues: Readonly<Record<string, TitleCues>> = {
  af: { neverLast: "die, 'n, n, en, of, maar, want, dat, omdat, van, vir, tot", cutLast: 'met, na, aan, onder, oor, teen, op, in, by', neverFirst: 'en, maar, want, of' },
  ar: { neverLast: 'و, أو, لكن, ثم, أن, لأن, الذي, التي, في, على, من, إلى, عن, مع, عند', looseLast: 'هناك, يوجد, لا', neverFirst: 'و, أو, لكن, ثم', greetings: 'مرحبًا, اهلا, هاي' },
  az: { neverLast: 'və, amma, ancaq, lakin, yaxud, həm', neverFirst: 'və, amma, ancaq, lakin' },
  be: { neverLast: `і, й, ды, а, але, ці, бо, каб, ${slavicCyrillicPrepositions}, ў, са, ад, пад, праз, аб, пра, ля`, cutLast: 'каля', looseLast: 'што', neverFirst: 'і, й, ды, але, бо' },
  bg: { neverLast: 'и, или, но, а, че, защото, ако, в, във, на, с, със, от, до, за, по, при, към, през, без, под, над, между', cutLast: 'пред, зад', neverFirst: 'и, или, но, защото' },
  bs: { neverLast: 'i, a, ali, ili, jer, nego, u, na, s, sa, od, do, za, iz, po, pri, kod, prema, kroz, bez, pod, nad, pred, među', looseLast: 'da, pa', neverFirst: 'i, ali, ili, jer', greetings: 'poštovani, poštovana' },
  ca: { neverLast: "el, la, els, les, l, un, una, uns, unes, i, o, però, que, perquè, a, al, als, de, del, dels, d, en, amb, per, pel, pels, sobre, sota, des, fins, entre, cap", neverFirst: 'i, o, però, perquè' },
  cs: { neverLast: 'a, ale, nebo, že, protože, aby, když, ani, v, ve, na, s, z, ze, do, od, k, ke, o, u, po, pro, pod, nad, před, za, přes, bez, při, mezi, pred, pres, pri, kdyz, protoze', looseLast: 'i, se, si, můj, moje, moji, náš, naše', neverFirst: 'a, ale, nebo, protože', greetings: 'ahojte, ahojky' },
  cy: { neverLast: "y, yr, r, a, ac, neu, ond, yn, ar, at, gyda, efo, am, wrth, dan, heb", cutLast: 'i, o', neverFirst: 'a, ac, neu, ond' },
  da: { neverLast: 'en, et, og, eller, men, at, fordi', cutLast: 'til, fra, med, af, om, ved, under, over, efter, hos, mod', looseLast: 'som, den, det', neverFirst: 'og, eller, men, fordi' },
  de: { neverLast: 'der, die, das, dem, den, des, ein, eine, einen, einem, einer, eines, mein, meine, meinen, meinem, unser, unsere, unseren, und, oder, aber, sondern, denn, weil, dass, ob, wenn, bzw, im, am, zum, zur, vom, beim, ins, ans, von, für, ohne, gegen, seit, bis, zwischen, wegen, trotz', cutLast: 'in, an, auf, aus, bei, mit, nach, vor, zu, über, unter, hinter, neben, durch, um, gegenüber', looseLast: 'ist, sind, hat, haben, es, da', neverFirst: 'und, oder, aber, sondern, denn', greetings: 'hallo zusammen, hallo leute, hi leute, hey leute, hallo team, guten tag zusammen, moin moin, hallöchen, hey, yo, servus zusammen, grüß dich' },
  el: { neverLast: 'ο, η, το, οι, τα, των, τον, την, τις, ένας, μια, μία, ένα, έναν, και, ή, αλλά, ότι, επειδή, σε, στο, στη, στην, στον, στα, στις, στους, από, για, προς, χωρίς, μέχρι, κατά', cutLast: 'με', looseLast: 'του, της, τους, πως', neverFirst: 'και, ή, αλλά, επειδή' },
  en: { neverLast: 'the, a, an, my, our, your, their, its, and, or, but, nor, because, although, whether, than, of', cutLast: 'to, for, from, with, in, on, at, by, into, onto, under, above, near, next, behind, beside, between, through, over, about, around, after, before, during, inside, outside, opposite, across, along, against, without', looseLast: 'is, are, was, were, has, have, had, keeps, not, seems, looks, so, which, that, who, since, while, where, when, please, it, there, someone, somebody, people, this, one, each, every, if', neverFirst: 'and, or, but, so, because', greetings: 'hi there, hello there, hey there, hi all, hello all, hi everyone, hello everyone, hi team, hello team, dear team, good day, howdy, yo, morning, helo' },
  es: { neverLast: 'el, la, los, las, un, una, unos, unas, mi, mis, su, sus, tu, tus, y, e, o, u, pero, que, porque, ni, sino, aunque, a, al, de, del, en, con, por, para, sin, sobre, entre, hacia, hasta, desde, tras, contra', looseLast: 'es, está, hay, muy, se, lo, le', neverFirst: 'y, e, o, u, pero, porque, aunque', greetings: 'hola a todos, buen día, buenas a todos' },
  et: { neverLast: 'ja, ning, või, aga, kuid, et, sest, ehk', neverFirst: 'ja, ning, aga, kuid, sest' },
  fa: { neverLast: 'و, یا, اما, ولی, که, چون, اگر, در, به, از, با, برای, بی, روی, زیر, توی, را, رو', cutLast: 'تا, تو', neverFirst: 'و, یا, اما, ولی, چون', greetings: 'salam' },
  fi: { neverLast: 'ja, tai, mutta, että, koska, sekä, vai, eli', neverFirst: 'ja, tai, mutta, koska, sekä' },
  fr: { neverLast: "le, la, les, l, un, une, des, du, au, aux, d, qu, mon, ma, mes, ton, ta, tes, son, sa, ses, notre, nos, votre, vos, leurs, et, ou, mais, donc, car, que, puisque, à, de, dans, sur, sous, avec, pour, par, chez, vers, entre, sans, en, contre, y", cutLast: 'derrière, devant, depuis, près', looseLast: 'est, sont, a, il, elle, ils, on, ce, ça', neverFirst: 'et, ou, mais, donc, car', greetings: 'bjr, slt, bonjour à tous, salut à tous, bonjour madame, bonjour monsieur, hello, yo' },
  gl: { neverLast: 'o, a, os, as, un, unha, uns, unhas, do, da, dos, das, no, na, nos, nas, ao, á, ás, polo, pola, e, ou, pero, mais, que, porque, nin, de, en, con, por, para, sen, sobre, entre, ata, desde, cara, tras', looseLast: 'é, está, hai, moi', neverFirst: 'e, ou, pero, porque' },
  he: { neverLast: 'או, אבל, כי, של, את, אל, מן, אם', cutLast: 'עם, על', looseLast: 'גם', neverFirst: 'או, אבל, כי' },
  hi: { neverLast: 'और, या, लेकिन, कि, क्योंकि, का, की, के, एवं, व', neverFirst: 'और, या, लेकिन, क्योंकि', afterPlace: 'के, की, का, में, पर, से, को' },
  hr: { neverLast: 'i, a, ali, ili, jer, nego, u, na, s, sa, od, do, za, iz, po, pri, kod, prema, kroz, bez, pod, nad, pred, među', looseLast: 'da, pa', neverFirst: 'i, ali, ili, jer', greetings: 'poštovani, poštovana' },
  hu: { neverLast: 'a, az, és, vagy, de, hogy, mert, s', neverFirst: 'és, vagy, de, mert', beforePlace: 'a, az, egy' },
  hy: { neverLast: 'և, եւ, ու, կամ, բայց, որ', neverFirst: 'և, եւ, կամ, բայց', greetings: 'barev, barev dzez' },
  id: { neverLast: 'dan, atau, tapi, tetapi, karena, yang, bahwa, serta, di, ke, dari, pada, untuk, dengan, oleh', cutLast: 'dalam', looseLast: 'ada, sudah, lagi', neverFirst: 'dan, atau, tapi, tetapi, karena' },
  is: { neverLast: 'og, eða, en, sem', cutLast: 'að, frá, til, með, um, undir, yfir, fyrir, hjá, við, í, á, i', neverFirst: 'og, eða, en' },
  it: { neverLast: "il, lo, la, i, gli, le, l, un, uno, una, del, dello, della, dei, degli, delle, al, allo, alla, ai, agli, alle, dal, dallo, dalla, dai, dalle, nel, nello, nella, nei, nelle, sul, sulla, sui, sulle, col, di, a, da, in, con, su, per, tra, fra, e, ed, o, od, ma, che", cutLast: 'sotto, sopra', looseLast: 'perché, se, quando, è, sono, c, mio, mia, miei, mie, tuo, tua, tuoi, tue, suo, sua, suoi, sue, nostro, nostra, vostro, vostra', neverFirst: 'e, ed, o, ma, perché', greetings: 'ciao a tutti, buondì, buon giorno, salve a tutti' },
  ja: { neverLast: 'の, を, が, に, で, と, は, へ, や', cutLast: 'から, まで, より', looseLast: 'も, って', neverFirst: 'の, を, が, に, で, と, は, へ, や, も, から, まで, より, って, さん', afterPlace: 'の, を, が, に, で, と, は, へ, から, まで' },
  kk: { neverLast: 'және, бірақ, немесе, әрі', neverFirst: 'және, бірақ, немесе' },
  kn: { neverLast: 'ಮತ್ತು, ಆದರೆ, ಅಥವಾ', neverFirst: 'ಮತ್ತು, ಆದರೆ, ಅಥವಾ' },
  ko: { neverLast: '그리고, 그런데, 하지만, 그래서, 및, 또는, 에서, 에, 의, 을, 를, 은, 는, 와, 과, 으로, 이랑, 랑, 한테, 에게', looseLast: '또', neverFirst: '그리고, 그런데, 하지만, 그래서, 및, 또는, 에서, 에, 의, 을, 를, 은, 는, 와, 과, 으로, 로, 이랑, 랑, 한테, 에게', afterPlace: '에서, 에, 의, 을, 를, 은, 는, 으로, 로, 이랑, 랑' },
  lt: { neverLast: 'ir, ar, bet, o, kad, nes, arba, į, iš, su, prie, ant, nuo, po, per, be, pas, apie, dėl, ties, už', neverFirst: 'ir, bet, o, nes, arba' },
  lv: { neverLast: 'un, vai, bet, ka, jo, uz, no, ar, par, pie, pēc, bez, līdz, pa, zem, virs, aiz, starp, caur', neverFirst: 'un, bet, jo' },
  mi: { neverLast: 'te, ngā, he, i, ki, kei, o, a, me, hei, mō, mā, nō, nā', looseLast: 'tētahi' },
  mk: { neverLast: 'и, а, но, или, дека, бидејќи, ако, во, на, со, од, до, за, по, при, кон, низ, без, под, над, меѓу, кај', cutLast: 'пред, зад', looseLast: 'што', neverFirst: 'и, но, или, бидејќи' },
  mr: { neverLast: 'आणि, व, किंवा, पण, की', neverFirst: 'आणि, व, किंवा, पण' },
  ms: { neverLast: 'dan, atau, tapi, tetapi, kerana, yang, bahawa, serta, di, ke, dari, pada, untuk, dengan, oleh', cutLast: 'dalam', looseLast: 'ada, sudah, lagi', neverFirst: 'dan, atau, tapi, tetapi, kerana' },
  ne: { neverLast: 'र, वा, तर, तथा, कि, किनभने', neverFirst: 'र, वा, तर, तथा, किनभने', afterPlace: 'को, मा, बाट' },
  nl: { neverLast: 'de, een, des, mijn, onze, en, of, maar, want, omdat, zodat, terwijl, zonder, tussen, tijdens, sinds, tot', cutLast: 'in, op, aan, bij, met, van, voor, naar, uit, over, onder, achter, naast, tegen, door, om', looseLast: 'het, dat, ons, is, zijn, er', neverFirst: 'en, of, maar, want, omdat', greetings: 'hallo allemaal, hoi allemaal, goedendag, goeiemorgen, goeiemiddag, goeienavond, yo' },
  no: { neverLast: 'en, ei, et, og, eller, men, at, fordi', cutLast: 'til, fra, med, av, om, ved, under, over, etter, hos, mot, for, bak, foran', looseLast: 'som, den, det', neverFirst: 'og, eller, men, fordi' },
  pl: { neverLast: 'i, a, oraz, ale, lub, albo, czy, że, bo, aby, żeby, ani, w, we, na, z, ze, do, od, o, u, po, przy, pod, nad, przed, za, przez, bez, dla, ku, między', cutLast: 'obok, koło', looseLast: 'się, jest, są, był, była, było, nie, ma, mają, który, która, które, gdzie, ktoś, mój, moja, moje, mojego, twój, nasz, nasza', neverFirst: 'i, a, oraz, ale, lub, albo, bo', greetings: 'dzień dobry państwu, witam serdecznie, siema, cześć wszystkim, hejka' },
  pt: { neverLast: 'o, a, os, as, um, uma, uns, umas, do, da, dos, das, no, na, nos, nas, ao, aos, à, às, pelo, pela, pelos, pelas, num, numa, e, ou, mas, que, porque, nem, de, em, com, por, para, pra, sem, sobre, entre, até, desde, após', looseLast: 'se, é, está, tem, muito, meu, minha, seu, sua, nosso, nossa', neverFirst: 'e, ou, mas, porque', greetings: 'oi gente, olá a todos, bom dia a todos, hola' },
  ro: { neverLast: 'un, o, niște, al, ai, ale, și, sau, dar, iar, că, ca, deoarece, în, la, pe, de, din, cu, pentru, prin, sub, spre, până, fără, după, despre, între, in, si, sa, fara, pana, dupa', cutLast: 'lângă', looseLast: 'a, este, e', neverFirst: 'și, sau, dar, iar, deoarece' },
  ru: { neverLast: `и, а, но, или, чтобы, потому, если, ${slavicCyrillicPrepositions}, за, перед`, cutLast: 'около, возле', looseLast: 'что, это, мой, моя, моё, мои, наш, наша', neverFirst: 'и, но, или, потому', greetings: 'доброго времени суток, добрый день всем, привет всем, доброго дня, здравствуй' },
  sk: { neverLast: 'a, ale, alebo, že, lebo, aby, keď, ani, v, vo, na, s, so, z, zo, do, od, k, ku, o, u, po, pre, pod, nad, pred, za, cez, bez, pri, medzi', looseLast: 'i, sa, si', neverFirst: 'a, ale, alebo, lebo', greetings: 'ahojte, ahojky' },
  sl: { neverLast: 'in, ali, a, ampak, ker, če, v, na, s, z, iz, do, od, k, h, o, po, pri, pod, nad, pred, za, skozi, brez, med, ob, proti', looseLast: 'da, pa, se', neverFirst: 'in, ali, ampak, ker' },
  sr: { neverLast: 'i, a, ali, ili, jer, nego, u, na, s, sa, od, do, za, iz, po, pri, kod, prema, kroz, bez, pod, nad, pred, među, и, а, али, или, јер, него, у, на, с, са, од, до, за, из, по, при, код, према, кроз, без, под, над, пред, међу', looseLast: 'da, pa, да, па', neverFirst: 'i, ali, ili, jer, и, али, или, јер', greetings: 'поштовани, poštovani' },
  sv: { neverLast: 'en, ett, och, eller, men, att, eftersom', cutLast: 'till, från, med, av, om, vid, under, över, efter, hos, mot, för, bakom, framför', looseLast: 'som, den, det', neverFirst: 'och, eller, men, eftersom' },
  sw: { neverLast: 'na, au, lakini, kwamba, ili, ya, wa, za, la, cha, vya, kwa, katika, kwenye', neverFirst: 'na, au, lakini, kwamba' },
  ta: { neverLast: 'மற்றும், ஆனால், அல்லது', neverFirst: 'மற்றும், ஆனால், அல்லது' },
  tg: { neverLast: 'ва, ё, вале, аммо, ки, дар, ба, аз, бо, барои, бе, ро', neverFirst: 'ва, ё, вале, аммо', greetings: 'саломат бошед, ассалому алейкум' },
  th: { neverLast: 'และ, หรือ, แต่, ที่, ใน, กับ, จาก, ตั้งแต่, เพราะ, ซึ่ง, ว่า, โดย, เป็น', cutLast: 'แถว, ตรง, ใกล้, ข้าง, บน, ใต้, ถึง', looseLast: 'ไป, มา, ไม่', neverFirst: 'และ, หรือ, แต่, ใน, กับ, จาก, ก็, ว่า, ซึ่ง, โดย', standaloneFirst: 'ที่, เป็น, แถว, ตรง' },
  tr: { neverLast: 've, veya, ama, fakat, ya', neverFirst: 've, veya, ama, fakat', greetings: 'selamlar, merhabalar, iyi akşamlar, slm, mrb' },
  uk: { neverLast: `і, й, та, а, але, або, чи, бо, щоб, ${slavicCyrillicPrepositions}, із, зі, від, під, між, за, перед`, cutLast: 'біля, коло', looseLast: 'що, мій, моя, моє, мої, наш, наша', neverFirst: 'і, й, та, але, або, бо', greetings: 'доброго дня, привіт усім, добридень' },
  ur: { neverLast: 'اور, یا, لیکن, مگر, کہ, کیونکہ, بلکہ, کا, کی, کے', neverFirst: 'اور, یا, لیکن, مگر, کیونکہ', afterPlace: 'کے, کی, کا, میں, پر, سے, کو' },
  vi: { neverLast: 'và, hoặc, nhưng, rằng, của, vì, tại', cutLast: 'với, ở, trong, trên, dưới, đến, cho, từ', looseLast: 'mà', neverFirst: 'và, hoặc, nhưng, vì' },
  zh: { neverLast: '和, 与, 及, 或, 或者, 但, 但是, 而且, 因为, 如果, 把, 被, 在, 从, 往, 向, 对, 跟', cutLast: '给, 里', looseLast: '的, 地, 着', neverFirst: '的, 了, 在, 里, 和, 与, 及, 或, 吗, 呢, 吧, 啊, 之', afterPlace: '的, 里' },
};
