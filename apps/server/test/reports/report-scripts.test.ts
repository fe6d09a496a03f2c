import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { missingFontsMessage, resolveReportFonts } from '../../src/modules/reports/pdf-fonts';
import { categoryBars, renderReportPdf } from '../../src/modules/reports/render-report-pdf';
import { listPdfFonts, pageWords, poppler } from './poppler';
import { sampleReportData } from './sample-report-data';

/** Short real phrases a visitor might write, one language each, in every script family the page offers. */
const phrases = [
  { language: 'Japanese', title: '3階のトイレの水が止まらない', location: '本館 3階 東側' },
  { language: 'Chinese', title: '停车场的灯坏了', location: '地下停车场二层' },
  { language: 'Korean', title: '엘리베이터가 고장났어요', location: '본관 2층 로비' },
  { language: 'Thai', title: 'ไฟในห้องน้ำดับ', location: 'ชั้นสอง ห้องประชุม' },
  { language: 'Hindi', title: 'रसोई में पानी टपक रहा है', location: 'दूसरी मंजिल, रसोई' },
  { language: 'Tamil', title: 'கழிவறையில் தண்ணீர் கசிவு', location: 'முதல் மாடி' },
  { language: 'Kannada', title: 'ಲಿಫ್ಟ್ ಕೆಲಸ ಮಾಡುತ್ತಿಲ್ಲ', location: 'ನೆಲ ಮಹಡಿ' },
  { language: 'Armenian', title: 'Մուտքի դուռը կոտրված է', location: 'Առաջին հարկ' },
  { language: 'Arabic', title: 'تسرب الماء في المطبخ', location: 'الطابق الثاني' },
  { language: 'Hebrew', title: 'הדלת הראשית שבורה', location: 'קומת הכניסה' },
  { language: 'Greek', title: 'Χαλασμένος ανελκυστήρας', location: 'Δεύτερος όροφος' },
];
const siteName = '川辺ショッピングセンター';
const companyName = '리버사이드 주식회사';

/** Eleven open issues, one per phrase, in all ten categories (IT among them, with one issue). */
function multilingualReport() {
  const data = sampleReportData(phrases.length);
  data.site = { ...data.site, name: siteName, companyName };
  data.openIssues = data.openIssues.map((issue, index) => ({
    ...issue,
    title: phrases[index]?.title ?? issue.title,
    location: phrases[index]?.location ?? issue.location,
  }));
  data.oldestOpenIssues = [...data.openIssues]
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .slice(0, 5);
  return data;
}

// pdftotext marks right-to-left runs with embedding controls and puts spaces where glyphs sit apart.
const normalise = (text: string) => text.replace(/[\u202a-\u202e\u2066-\u2069]/g, '').replace(/\s+/g, '');
// Shaping reorders letters in the glyph stream (a Hindi short i is drawn before its consonant), so for
// these scripts the characters are compared, not their order.
const reorders = /[\p{Script=Thai}\p{Script=Devanagari}\p{Script=Tamil}\p{Script=Kannada}]/u;
const sortedChars = (text: string) => Array.from(text).sort().join('');

/** True when `text` holds the phrase whole: in order, or for shaped scripts as the same characters in one place. */
function holdsWhole(text: string, phrase: string): boolean {
  const haystack = normalise(text);
  const needle = normalise(phrase);
  if (!reorders.test(needle)) return haystack.includes(needle);
  const letters = Array.from(haystack);
  const length = Array.from(needle).length;
  const wanted = sortedChars(needle);
  for (let start = 0; start + length <= letters.length; start++) {
    if (sortedChars(letters.slice(start, start + length).join('')) === wanted) return true;
  }
  return false;
}

let directory: string;
let file: string;
let pdf: Buffer;
const data = multilingualReport();

beforeAll(async () => {
  // Fails, naming the packages, on a machine without the fonts (.ci/run installs them).
  expect(missingFontsMessage(resolveReportFonts())).toBeNull();
  directory = await fs.mkdtemp(path.join(os.tmpdir(), 'report-scripts-'));
  file = path.join(directory, 'report.pdf');
  pdf = await renderReportPdf(data);
  await fs.writeFile(file, pdf);
});
afterAll(async () => {
  await fs.rm(directory, { recursive: true, force: true });
});

describe('the site report PDF in every script the feedback page offers', () => {
  it('embeds every font it uses as a subset, with a Unicode map, and stays small', async () => {
    const fonts = await listPdfFonts(file);
    for (const font of fonts) {
      expect(font, font.name).toMatchObject({ embedded: true, subset: true, unicode: true });
    }
    const families = fonts.map((font) => font.name.replace(/^[A-Z]{6}\+/, '').replace(/-(Regular|Bold)$/, ''));
    for (const family of [
      'DejaVuSans',
      'NotoSansCJKjp',
      'NotoSansCJKsc',
      'NotoSansCJKkr',
      'NotoSansThai',
      'NotoSansDevanagari',
      'NotoSansTamil',
      'NotoSansKannada',
      'NotoSansArmenian',
      'NotoSansArabic',
      'NotoSansHebrew',
    ]) {
      expect(families).toContain(family);
    }
    // Whole CJK fonts are 16 to 20 MB each; subsets of a few glyphs keep the file well under 1 MB.
    expect(pdf.length).toBeLessThan(1024 * 1024);
  });

  it('gives back every title, location and the site name whole, with no missing glyphs', async () => {
    const text = await poppler('pdftotext', [file, '-']);
    const missing = [...phrases.flatMap((phrase) => [phrase.title, phrase.location]), siteName, companyName].filter(
      (phrase) => !holdsWhole(text, phrase),
    );
    expect(missing).toEqual([]);
    // A glyph a font lacks comes back as U+0000 or U+FFFD; the old report printed boxes instead.
    for (const lost of ['\u0000', '\ufffd', '□']) expect(text).not.toContain(lost);
  });

  it('prints the site name whole in the footer of every page', async () => {
    const pages = (await poppler('pdftotext', [file, '-'])).split('\f').filter((page) => page.trim());
    expect(pages.length).toBeGreaterThanOrEqual(2);
    for (const page of pages) expect(normalise(page)).toContain(normalise(`Sitewatch · ${siteName} · 4 Nov 2026`));
  });

  it('draws a bar for every category with open issues, and the bars add up to the open issues', async () => {
    const words = await pageWords(file, 1);
    // The chart sits in the right half of page 1, between its heading and the next section's.
    const heading = words.find((word) => word.text === 'category');
    if (!heading) throw new Error('no category chart heading on page 1');
    const chartX = Math.min(
      ...words.filter((w) => Math.abs(w.yMin - heading.yMin) < 1 && w.xMin > 297).map((w) => w.xMin),
    );
    const nextY = Math.min(...words.filter((w) => w.text === 'Opened' && w.yMin > heading.yMin).map((w) => w.yMin));
    const chartWords = words.filter(
      (word) => word.xMin >= chartX - 1 && word.yMin > heading.yMin + 10 && word.yMin < nextY - 10,
    );
    const rows = new Map<number, string[]>();
    for (const word of chartWords) {
      const row = Math.round(word.yMin);
      rows.set(row, [...(rows.get(row) ?? []), word.text]);
    }
    const bars = [...rows.values()].map((row) => ({ label: row.slice(0, -1).join(' '), count: Number(row.at(-1)) }));
    const expected = categoryBars(data);
    expect(bars).toHaveLength(expected.length);
    expect(expected.map((bar) => bar.label)).toContain('IT');
    bars.forEach((bar, index) => {
      const label = expected[index]?.label ?? '';
      expect(label.startsWith(bar.label.replace(/…$/, ''))).toBe(true);
      expect(bar.count).toBe(expected[index]?.value);
    });
    expect(bars.reduce((sum, bar) => sum + bar.count, 0)).toBe(data.openIssues.length);
  });
});

describe('a server without the Noto fonts', () => {
  it('still renders, in DejaVu, and says once which scripts show as boxes and what to install', async () => {
    const fonts = resolveReportFonts((file) => file.includes('/dejavu/'));
    expect(fonts.missing).toEqual(['devanagari', 'tamil', 'kannada', 'thai', 'japanese', 'korean', 'chinese']);
    const message = missingFontsMessage(fonts) ?? '';
    for (const expected of ['Thai', 'Japanese', 'Tamil', 'fonts-noto-core', 'fonts-noto-cjk']) {
      expect(message).toContain(expected);
    }
    const degraded = path.join(directory, 'degraded.pdf');
    await fs.writeFile(degraded, await renderReportPdf(data, { fonts }));
    const names = (await listPdfFonts(degraded)).map((font) => font.name.replace(/^[A-Z]{6}\+/, ''));
    expect(names.sort()).toEqual(['DejaVuSans', 'DejaVuSans-Bold']);
    // Arabic, Hebrew and Armenian have DejaVu glyphs; the rest are squares, not text over the next column.
    const text = await poppler('pdftotext', [degraded, '-']);
    expect(holdsWhole(text, phrases[8]?.title ?? '')).toBe(true);
    expect(text).toContain('□□□');
  });

  it('renders with no font file at all (PDF standard fonts, Latin only)', async () => {
    const fonts = resolveReportFonts(() => false);
    expect(fonts.missing).toContain('base');
    const bare = await renderReportPdf(data, { fonts });
    expect(bare.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
