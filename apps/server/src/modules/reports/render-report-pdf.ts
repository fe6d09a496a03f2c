import { categories, formatDate, type PriorityId, priorities, prioritiesByUrgency } from '@sitewatch/shared';
import PDFDocument from 'pdfkit';
import type { ReportData } from './load-report-data';
import { isolate } from './pdf-bidi';
import { type BarDatum, drawDailyColumns, drawHorizontalBars } from './pdf-charts';
import { type FontLogger, fontNames, type ReportFonts, registerReportFonts, systemReportFonts } from './pdf-fonts';
import { drawOpenIssuesTable } from './pdf-issues-table';
import { hasReportFace } from './pdf-script-runs';
import { drawText } from './pdf-text';
import { formatDuration, pdfColors } from './pdf-theme';

type Doc = InstanceType<typeof PDFDocument>;

export const pageMargin = 48;

function drawSectionTitle(doc: Doc, title: string, y: number, x = pageMargin): number {
  doc.fillColor(pdfColors.text);
  drawText(doc, title, x, y, { size: 12, weight: 'bold', width: doc.page.width - pageMargin - x });
  return y + 20;
}

function drawStatCards(doc: Doc, data: ReportData, y: number): number {
  const totalOpen = data.openIssues.length;
  const cards = [
    {
      label: 'Open issues',
      value: String(totalOpen),
      note: `${data.openByPriority.CRITICAL} critical, ${data.openByPriority.HIGH} high priority`,
    },
    {
      label: 'Opened, 7 days',
      value: String(data.opened.last7Days),
      note: `${data.opened.last30Days} in the last 30 days`,
    },
    {
      label: 'Resolved, 7 days',
      value: String(data.resolved.last7Days),
      note: `${data.resolved.last30Days} in the last 30 days`,
    },
    {
      label: 'Time to resolve',
      value: formatDuration(data.medianTimeToResolveMs.last30Days),
      note: `median, last 30 days; all time ${formatDuration(data.medianTimeToResolveMs.allTime)}`,
    },
  ];
  const gap = 10;
  const width = (doc.page.width - pageMargin * 2 - gap * (cards.length - 1)) / cards.length;
  const height = 78;
  cards.forEach((card, index) => {
    const x = pageMargin + index * (width + gap);
    doc.roundedRect(x, y, width, height, 6).lineWidth(0.8).strokeColor(pdfColors.rule).stroke();
    doc
      .font(fontNames.regular)
      .fontSize(8)
      .fillColor(pdfColors.muted)
      .text(card.label.toUpperCase(), x + 10, y + 10, {
        width: width - 20,
        lineBreak: false,
        ellipsis: true,
      });
    doc
      .font(fontNames.bold)
      .fontSize(20)
      .fillColor(pdfColors.text)
      .text(card.value, x + 10, y + 24, {
        width: width - 20,
        lineBreak: false,
      });
    doc
      .font(fontNames.regular)
      .fontSize(7)
      .fillColor(pdfColors.muted)
      .text(card.note, x + 10, y + 52, {
        width: width - 20,
        height: 20,
        ellipsis: true,
      });
  });
  return y + height;
}

/** The reader's locale (their browser's language; null: British English) for the report's dates. */
type ReaderLocale = string | null | undefined;

/** A day as the reader writes it: "4 Nov 2026", "4. Nov. 2026", "2026年11月4日". */
const formatReportDay = (date: Date, locale: ReaderLocale) => formatDate(date, { locale, format: 'day' });

/** Text style for our words in the reader's language: their Han (a Japanese date) in that language's forms. */
const readersText = (locale: ReaderLocale) => (locale ? { language: locale } : {});

function drawHeader(doc: Doc, data: ReportData, locale: ReaderLocale): number {
  const width = doc.page.width - pageMargin * 2;
  doc.rect(0, 0, doc.page.width, 6).fill(pdfColors.brand);
  doc
    .font(fontNames.bold)
    .fontSize(10)
    .fillColor(pdfColors.brand)
    .text('SITEWATCH', pageMargin, 30, { lineBreak: false });
  doc
    .font(fontNames.regular)
    .fontSize(10)
    .fillColor(pdfColors.muted)
    .text('Site report', pageMargin, 30, { width, align: 'right', lineBreak: false });
  doc.fillColor(pdfColors.text);
  drawText(doc, data.site.name, pageMargin, 50, { size: 22, weight: 'bold', width });
  doc.fillColor(pdfColors.muted);
  drawText(doc, reportSubtitle(data.site, data.generatedAt, locale), pageMargin, 80, {
    size: 10,
    width,
    align: 'left',
    ...readersText(locale),
  });
  return 108;
}

/**
 * The line under the site name: the company, unless it is the site's own name (sites are created
 * with companyName equal to name, spec section 3), and the day the report was made.
 */
export function reportSubtitle(
  site: { name: string; companyName: string },
  generatedAt: Date,
  locale?: ReaderLocale,
): string {
  const generated = `Generated ${formatReportDay(generatedAt, locale)}`;
  const company = site.companyName.trim();
  const isSiteName = company.toLocaleLowerCase() === site.name.trim().toLocaleLowerCase();
  return company && !isSiteName ? `${company} · ${generated}` : generated;
}

function drawOldestOpen(doc: Doc, data: ReportData, y: number): number {
  let rowY = drawSectionTitle(doc, 'Oldest open issues', y);
  const width = doc.page.width - pageMargin * 2;
  if (data.oldestOpenIssues.length === 0) {
    doc.font(fontNames.regular).fontSize(9).fillColor(pdfColors.muted).text('No open issues.', pageMargin, rowY);
    return rowY + 16;
  }
  for (const issue of data.oldestOpenIssues) {
    const age = formatDuration(data.generatedAt.getTime() - issue.createdAt.getTime());
    doc.circle(pageMargin + 4, rowY + 5, 3).fill(pdfColors.priority[issue.priority] ?? pdfColors.muted);
    doc.fillColor(pdfColors.text);
    // Beside its priority dot whatever its direction.
    drawText(doc, issue.title, pageMargin + 14, rowY, {
      size: 9,
      weight: 'bold',
      width: width - 160,
      align: 'left',
      context: issue.location,
    });
    doc
      .font(fontNames.regular)
      .fontSize(9)
      .fillColor(pdfColors.muted)
      .text(`open ${age}`, pageMargin + width - 140, rowY, {
        width: 140,
        align: 'right',
        lineBreak: false,
        features: ['tnum'],
      });
    rowY += 16;
  }
  return rowY;
}

function drawFooters(doc: Doc, data: ReportData, locale: ReaderLocale): void {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const y = doc.page.height - 32;
    const width = doc.page.width - pageMargin * 2;
    // The footer sits in the bottom margin; without this pdfkit would start a new page for it.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .moveTo(pageMargin, y - 8)
      .lineTo(pageMargin + width, y - 8)
      .lineWidth(0.5)
      .strokeColor(pdfColors.rule)
      .stroke();
    doc.fillColor(pdfColors.faint);
    const footer = `Sitewatch · ${isolate(data.site.name)} · ${formatReportDay(data.generatedAt, locale)}`;
    drawText(doc, footer, pageMargin, y, { size: 8, width: width - 80, align: 'left', ...readersText(locale) });
    doc
      .font(fontNames.regular)
      .fontSize(8)
      .text(`Page ${index + 1} of ${range.count}`, pageMargin, y, { width, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
}

/** The category chart: every category with open issues, most first, so its bars add up to the open issues. */
export function categoryBars(data: ReportData): BarDatum[] {
  return data.openByCategory.map((entry) => ({
    label: categories[entry.category]?.name ?? entry.category,
    value: entry.count,
    color: pdfColors.brand,
  }));
}

export interface RenderReportOptions {
  /** Defaults to this server's fonts; a missing one is logged once through `logger`. */
  fonts?: ReportFonts;
  logger?: FontLogger;
  /** The reader's browser language (a BCP 47 tag): the dates follow it; British English when unknown. */
  locale?: string | null;
}

/** The site report as an A4 PDF: summary figures, three charts, the oldest issues and every open issue. */
export async function renderReportPdf(data: ReportData, options: RenderReportOptions = {}): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: pageMargin, bottom: pageMargin + 16, left: pageMargin, right: pageMargin },
    bufferPages: true,
    info: { Title: `Sitewatch report: ${data.site.name}`, Author: 'Sitewatch', Subject: 'Site report' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  registerReportFonts(doc, options.fonts ?? systemReportFonts(options.logger));

  const contentWidth = doc.page.width - pageMargin * 2;
  // A locale written in a script the report has no font for (Bengali, Khmer) would print its dates as
  // boxes: they are British English then.
  const sample = formatDate(data.generatedAt, { locale: options.locale, format: 'day' });
  const locale = hasReportFace(sample) ? options.locale : null;
  let y = drawHeader(doc, data, locale);
  y = drawStatCards(doc, data, y) + 24;

  // Two charts side by side: by priority and by category.
  const half = (contentWidth - 24) / 2;
  drawSectionTitle(doc, 'Open issues by priority', y);
  const priorityHeight = drawHorizontalBars(doc, {
    x: pageMargin,
    y: y + 20,
    width: half,
    data: prioritiesByUrgency.map((p) => ({
      label: p.label,
      value: data.openByPriority[p.id as PriorityId],
      color: pdfColors.priority[p.id] ?? pdfColors.brand,
    })),
  });
  drawSectionTitle(doc, 'Open issues by category', y, pageMargin + half + 24);
  // All of them: with a fixed six, a seventh category (IT, one issue) was left out of the chart.
  const categoryData = categoryBars(data);
  let categoryHeight = 16;
  if (categoryData.length > 0) {
    categoryHeight = drawHorizontalBars(doc, { x: pageMargin + half + 24, y: y + 20, width: half, data: categoryData });
  } else {
    doc
      .font(fontNames.regular)
      .fontSize(9)
      .fillColor(pdfColors.muted)
      .text('No open issues.', pageMargin + half + 24, y + 22);
  }
  y += 20 + Math.max(priorityHeight, categoryHeight) + 20;

  y = drawSectionTitle(doc, 'Opened and resolved, last 30 days', y);
  drawDailyColumns(doc, {
    x: pageMargin,
    y,
    width: contentWidth,
    height: 150,
    days: data.daily.map((day) => ({
      label: formatDate(day.day, { locale, format: 'dayMonth' }),
      opened: day.opened,
      resolved: day.resolved,
    })),
    ...readersText(locale),
  });
  y += 150 + 24;
  y = drawOldestOpen(doc, data, y) + 20;

  drawOpenIssuesTable(doc, { data, y, margin: pageMargin, priorityLabel: (id) => priorities[id].label, locale });
  drawFooters(doc, data, locale);
  doc.end();
  return finished;
}
