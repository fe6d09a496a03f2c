import { describe, expect, it } from 'vitest';
import { maskedEmail, maskedPhone, maskPersonalDetails } from './mask-personal-details';

// Forms written for these tests; the visitor corpus (corpus/intake/pii) runs through the API in
// test/intake/personal-details.test.ts.
describe('maskPersonalDetails', () => {
  it.each([
    ['Call me on +44 7700 900123 please', `Call me on ${maskedPhone} please`],
    ['tel. 601-234-567', `tel. ${maskedPhone}`],
    ['(020) 7946 0958', maskedPhone],
    ['Ring 0049 30 12345678 tomorrow', `Ring ${maskedPhone} tomorrow`],
    ['call +1 (415) 555-2671 now', `call ${maskedPhone} now`],
    ['Kontakt 0151/23456789', `Kontakt ${maskedPhone}`],
    ['携帯 ０８０-１２３４-５６７８ まで', `携帯 ${maskedPhone} まで`],
    ['নম্বর ০১৭১১২৩৪৫৬৭', `নম্বর ${maskedPhone}`],
    ['شماره ۰۹۱۲ 345 6789', `شماره ${maskedPhone}`],
    ['फ़ोन +९१-९८७६५-४३२१० पर', `फ़ोन ${maskedPhone} पर`],
    ['โทร ๐๒-๑๒๓-๔๕๖๗', `โทร ${maskedPhone}`],
    ['at 14h30 call 06.12.34.56.78', `at 14h30 call ${maskedPhone}`],
    ['called 15.01.2024 0612345678', `called 15.01.2024 ${maskedPhone}`],
    ['two numbers 0612345678 0698765432 ok', `two numbers ${maskedPhone} ${maskedPhone} ok`],
    ['tel-0612345678', `tel-${maskedPhone}`],
    ['call 555-0147', `call ${maskedPhone}`],
    ['room (12345678)', `room (${maskedPhone})`],
  ])('masks the phone number in %s', (input, expected) => {
    expect(maskPersonalDetails(input)).toBe(expected);
  });

  it.each([
    ['my number: oh two oh, seven nine four six, oh three two one', `my number: ${maskedPhone}`],
    ['tre quattro sette uno due tre quattro cinque sei sette grazie', `${maskedPhone} grazie`],
    ['ligue nove um dois três quatro cinco seis sete oito', `ligue ${maskedPhone}`],
    ['sześć zero jeden dwa trzy cztery pięć sześć siedem', maskedPhone],
    ["нуль шість сім один два три чотири п'ять шість", maskedPhone],
    ['mera number nau aath saat chhah paanch chaar teen do hai', `mera number ${maskedPhone} hai`],
    ['رقمي صفر خمسة خمسة واحد اثنان ثلاثة أربعة خمسة ستة', `رقمي ${maskedPhone}`],
    ['电话幺三八零零一三八零零零', `电话${maskedPhone}`],
    ['appelez le zéro six, douze, trente-quatre, cinquante-six, soixante-dix-huit', `appelez le ${maskedPhone}`],
    ['NULL EINS SIEBEN EINS ZWEI DREI VIER FÜNF', maskedPhone],
  ])('masks the phone number spelled out in %s', (input, expected) => {
    expect(maskPersonalDetails(input)).toBe(expected);
  });

  it.each([
    ['Mail jan.kowalski+spill@example.co.uk if needed', `Mail ${maskedEmail} if needed`],
    ['écrivez à zoé@exemple.fr', `écrivez à ${maskedEmail}`],
    ['Napisz: anna@poczta.pl, tel 512345678', `Napisz: ${maskedEmail}, tel ${maskedPhone}`],
    ['name {at} domain {dot} org', maskedEmail],
    ['Max.Mustermann (at) web (punkt) de', maskedEmail],
    ['иван собака пример точка рф', maskedEmail],
    ['anna małpa poczta kropka pl', maskedEmail],
    ['marco chiocciola libero punto it', maskedEmail],
    ['joão arroba gmail ponto com', maskedEmail],
    ['mail: ＳＡＴＯ＠ＥＸＡＭＰＬＥ．ＣＯ．ＪＰ です', `mail: ${maskedEmail} です`],
    ['link ?to=user%40mail.com', `link ?to=${maskedEmail}`],
    ['kim @ mail.kr', maskedEmail],
    ['NAME AT DOMAIN DOT COM', maskedEmail],
    ['สมชาย@ตัวอย่าง.ไทย', maskedEmail],
    ['pete at example.com', maskedEmail],
    ['pete@example dot com', maskedEmail],
    ['sophie tiret martin arobase mail point fr', maskedEmail],
  ])('masks the email address in %s', (input, expected) => {
    expect(maskPersonalDetails(input)).toBe(expected);
  });

  it.each([
    'Aisle 3, near checkout 12',
    'Room 1204 on floor 2',
    'Since 24.11.2026 at 10:30',
    'Order 2026-11-24',
    'Gate 45-67',
    'The price tag says 1 299.99',
    'Invoice 20240115 is wrong',
    'Ticket-Nr. 12345678',
    'Seriennummer: 12345678',
    'IMEI 356938035643809',
    'tracking no. 123456789012',
    'order ID 12345678',
    'SKU 12345678',
    'EAN-13: 4006381333931',
    'ISBN 9780140449136',
    'the book 978-3-16-148410-0 is missing',
    'zamówienie nr 12345678',
    'заказ № 12345678',
    '订单号：12345678',
    '주문번호 12345678',
    'on 01.02.2024, 09:15',
    '12/31/2024 11:59 PM',
    'since 2024-01-15 14:30:00',
    '2024-01-15T14:30',
    '١٥/٠١/٢٠٢٤ ١٤:٣٠',
    '۱۴۰۲/۱۰/۲۵ ساعت ۱۴:۳۰',
    'วันที่ 15/01/2567',
    'from 08:00 to 17:30',
    'router at 10.20.30.40',
    'total 12 345 678,50 €',
    '€ 12345678',
    'Raum 2.0.14, Seat 12A',
    'season 2023-2024 and 2023/2024',
    'one two three four',
    'vingt-deux personnes attendent',
    'at this point it is leaking',
    'look at this dot in the corner',
  ])('keeps %s', (input) => {
    expect(maskPersonalDetails(input)).toBe(input);
  });

  // A regular expression that backtracks can take seconds on such input; the masker's work grows with the
  // length of the text, so 64,000 characters (eight of the longest reports) take well under a second.
  it.each([
    ['letters', 'a'.repeat(64_000)],
    ['dotted words', 'a.'.repeat(32_000)],
    ['spoken dots', 'a dot '.repeat(10_000)],
    ['spoken ats', 'a at '.repeat(12_000)],
    ['at signs', 'a@'.repeat(32_000)],
    ['digits', '1'.repeat(64_000)],
    ['spaced digits', '1 '.repeat(32_000)],
    ['bracketed digits', '(1) '.repeat(16_000)],
    ['times', '1:'.repeat(32_000)],
    ['codes', 'a1 '.repeat(21_000)],
    ['digit words', 'one '.repeat(16_000)],
    ['Chinese digits', '一'.repeat(64_000)],
  ])('masks 64,000 characters of %s in linear time', (_name, text) => {
    // A guard against catastrophic backtracking, not a speed figure: a quadratic pattern over 64,000
    // characters takes minutes, a linear one about 0.3 s on a quiet machine and 1.2 s with both cores busy.
    const started = performance.now();
    maskPersonalDetails(text);
    expect(performance.now() - started).toBeLessThan(5000);
  });
});
