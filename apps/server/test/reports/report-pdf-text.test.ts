import { describe, expect, it } from 'vitest';
import { hasRightToLeft, isolate, placeWords } from '../../src/modules/reports/pdf-bidi';
import { renderReportPdf, reportSubtitle } from '../../src/modules/reports/render-report-pdf';
import { parsePdf } from './parse-pdf';
import { sampleReportData } from './sample-report-data';

const arabicTitle = 'تسرب الماء في المطبخ من السقف';
const hebrewSite = 'מרכז קניות הנהר';

describe('right-to-left text in the site report PDF', () => {
  it('keeps an Arabic title and a Hebrew site name with their words and spaces, in reading order', async () => {
    const data = sampleReportData(6);
    data.site = { ...data.site, name: hebrewSite, companyName: hebrewSite };
    data.openIssues = data.openIssues.map((issue, index) => (index === 0 ? { ...issue, title: arabicTitle } : issue));
    data.oldestOpenIssues = [{ ...data.openIssues[0]!, title: arabicTitle }];
    const pdf = await renderReportPdf(data);
    // Words drawn one by one sit apart on the line; a reader joins them with a space.
    const { text } = await parsePdf(pdf, { cellSeparator: ' ' });
    const lines = text.split('\n').map((line) => line.trim());
    expect(lines).toContain(hebrewSite);
    expect(lines.filter((line) => line.includes(arabicTitle)).length).toBeGreaterThanOrEqual(2);
    expect(text).not.toContain('المطبخمن');
  });

  it('places right-to-left words from the right, in reading order, with left-to-right words kept whole', () => {
    const width = (word: string) => word.length * 10;
    const layout = placeWords('تسرب الماء ABC 12', width, 5);
    expect(layout.isRightToLeft).toBe(true);
    expect(layout.words.map((word) => word.text)).toEqual(['تسرب', 'الماء', 'ABC', '12']);
    const [first, second, latin, number] = layout.words.map((word) => word.x);
    // Reading right to left: تسرب is rightmost, then الماء, then the left-to-right run 'ABC 12'.
    expect(first).toBeGreaterThan(second!);
    expect(second).toBeGreaterThan(latin!);
    expect(number).toBeGreaterThan(latin!);
    expect(second).toBeGreaterThan(number!);
    expect(layout.width).toBe(4 * 10 + 5 * 10 + 3 * 10 + 2 * 10 + 3 * 5);
  });

  it('mirrors brackets inside right-to-left text and leaves left-to-right text alone', () => {
    const layout = placeWords('تسرب (مرتين)', (word) => word.length, 1);
    expect(layout.words.map((word) => word.text)).toEqual(['تسرب', ')مرتين(']);
    expect(hasRightToLeft('Leaking pipe (kitchen)')).toBe(false);
    expect(placeWords('Leaking pipe', (word) => word.length, 1).words.map((word) => word.x)).toEqual([0, 8]);
  });
});

describe('an isolated name inside a sentence', () => {
  it('keeps the date after a Hebrew site name instead of pulling its number into the name', () => {
    const layout = placeWords(`Sitewatch · ${isolate(hebrewSite)} · 4 Nov 2026`, (word) => word.length, 1);
    const byText = new Map(layout.words.map((word) => [word.text, word.x]));
    expect(layout.isRightToLeft).toBe(false);
    expect(layout.words.map((word) => word.text)).toEqual([
      'Sitewatch',
      '·',
      'מרכז',
      'קניות',
      'הנהר',
      '·',
      '4',
      'Nov',
      '2026',
    ]);
    // The name reads right to left in its own place; the date follows it on the right, in order.
    expect(byText.get('מרכז')!).toBeGreaterThan(byText.get('הנהר')!);
    expect(byText.get('4')!).toBeGreaterThan(byText.get('מרכז')!);
    expect(byText.get('Nov')!).toBeGreaterThan(byText.get('4')!);
  });
});

describe('the report subtitle', () => {
  const generatedAt = new Date('2026-11-04T09:30:00Z');

  it('does not repeat the site name when the company is the site itself', () => {
    expect(reportSubtitle({ name: 'Main Street Store', companyName: 'Main Street Store' }, generatedAt)).toBe(
      'Generated 4 Nov 2026',
    );
  });

  it('names a different company before the date', () => {
    expect(reportSubtitle({ name: 'Riverside', companyName: 'Acme Property Ltd' }, generatedAt)).toBe(
      'Acme Property Ltd · Generated 4 Nov 2026',
    );
  });
});
