import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { missingFontsMessage, resolveReportFonts } from '../../src/modules/reports/pdf-fonts';
import { renderReportPdf } from '../../src/modules/reports/render-report-pdf';
import { listPdfFonts, poppler } from './poppler';
import { sampleReportData } from './sample-report-data';

// Generated on 4 Nov 2026; the 30-day chart runs from 6 Oct, labelled every seventh day and on the last.
const data = sampleReportData(12);
// The open issues' own days, as the "Reported" column of the table shows them.
const reportedDays = [...new Set(data.openIssues.map((issue) => issue.createdAt.toISOString().slice(0, 10)))];

let directory: string;
beforeAll(async () => {
  // Fails, naming the packages, on a machine without the fonts (.ci/run installs them).
  expect(missingFontsMessage(resolveReportFonts())).toBeNull();
  directory = await fs.mkdtemp(path.join(os.tmpdir(), 'report-locale-'));
});
afterAll(async () => {
  await fs.rm(directory, { recursive: true, force: true });
});

/** Draws the report for a reader and reads it back as pdftotext does, with the fonts it embeds. */
async function readReport(locale: string | null) {
  const file = path.join(directory, `report-${locale ?? 'none'}.pdf`);
  await fs.writeFile(file, await renderReportPdf(data, { locale }));
  const text = await poppler('pdftotext', [file, '-']);
  const fonts = (await listPdfFonts(file)).map((font) => font.name.replace(/^[A-Z]{6}\+/, ''));
  return { text, flat: text.replace(/\s+/g, ''), pages: text.split('\f').filter((page) => page.trim()), fonts };
}

const flat = (text: string) => text.replace(/\s+/g, '');

const german = { 10: 'Okt.', 11: 'Nov.' } as Record<number, string>;
const readers = [
  {
    reader: 'a German manager',
    locale: 'de-DE',
    generated: '4. Nov. 2026',
    ticks: ['6. Okt.', '13. Okt.', '20. Okt.', '27. Okt.', '4. Nov.'],
    day: (year: number, month: number, date: number) => `${date}. ${german[month]} ${year}`,
  },
  {
    reader: 'a Japanese manager',
    locale: 'ja-JP',
    generated: '2026年11月4日',
    ticks: ['10月6日', '10月13日', '10月20日', '10月27日', '11月4日'],
    day: (year: number, month: number, date: number) => `${year}年${month}月${date}日`,
  },
];

describe("the site report PDF's dates in the reader's language", () => {
  it.each(readers)('are written for $reader', async ({ locale, generated, ticks, day }) => {
    const report = await readReport(locale);
    expect(report.flat).toContain(flat(`Generated ${generated}`));
    for (const page of report.pages) {
      expect(flat(page)).toContain(flat(`Sitewatch · Riverside Shopping Centre · ${generated}`));
    }
    // The chart's day labels and the table's days.
    for (const label of ticks) expect(report.flat).toContain(flat(label));
    for (const reported of reportedDays) {
      const [year, month, date] = reported.split('-').map(Number) as [number, number, number];
      expect(report.flat).toContain(flat(day(year, month, date)));
    }
    // The words around them stay English.
    expect(report.text).toContain('Opened and resolved, last 30 days');
    expect(report.text).not.toContain('4 Nov 2026');
    for (const lost of ['\u0000', '\ufffd', '□']) expect(report.text).not.toContain(lost);
  });

  it("draws a Japanese manager's dates in a Japanese font", async () => {
    const report = await readReport('ja-JP');
    // Han on its own would be drawn in its Chinese forms; the reader's language is Japanese.
    expect(report.fonts).toContain('NotoSansCJKjp-Regular');
    expect(report.fonts.filter((font) => /CJK(sc|kr)/.test(font))).toEqual([]);
  });

  it("keeps an Egyptian manager's Arabic-Indic digits in reading order", async () => {
    const report = await readReport('ar-EG');
    // Generated on ٤ نوفمبر ٢٠٢٦: the year reads ٢٠٢٦, never ٦٢٠٢ as a right-to-left run drew it.
    expect(report.text).toContain('٢٠٢٦');
    expect(report.text).not.toContain('٦٢٠٢');
    expect(report.text).toContain('نوفمبر');
    expect(report.fonts).toContain('NotoSansArabic-Regular');
    for (const lost of ['\u0000', '\ufffd', '□']) expect(report.text).not.toContain(lost);
  });

  it('writes them in British English for a language whose script no font of the report draws', async () => {
    const report = await readReport('bn-BD');
    expect(report.flat).toContain(flat('Generated 4 Nov 2026'));
    expect(report.text).not.toContain('□');
  });

  it('writes them in British English when the reader has no known language', async () => {
    for (const locale of [null, 'zz']) {
      const report = await readReport(locale);
      expect(report.flat).toContain(flat('Generated 4 Nov 2026'));
      for (const label of ['6 Oct', '27 Oct', '4 Nov']) expect(report.text).toContain(label);
      expect(report.fonts.filter((font) => font.includes('CJK'))).toEqual([]);
    }
  });
});
