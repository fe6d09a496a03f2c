import { categories, formatDate, isOverdue, type PriorityId } from '@sitewatch/shared';
import type PDFDocument from 'pdfkit';
import type { ReportData, ReportOpenIssue } from './load-report-data';
import { fontNames } from './pdf-fonts';
import { drawText, heightOfText, lineHeightOf } from './pdf-text';
import { pdfColors } from './pdf-theme';

type Doc = InstanceType<typeof PDFDocument>;

interface Column {
  title: string;
  width: number;
  value(issue: ReportOpenIssue): string;
  bold?: boolean;
  /** Our own words in the reader's language (a date): Han in them is drawn in that language's forms. */
  isReaders?: boolean;
}

/**
 * An open issue past its response target (issue 29) gets this word under its priority: a word, not only a
 * colour, so it survives printing in grey.
 */
export const overdueMarker = 'OVERDUE';

const cellPadding = 5;
const fontSize = 8.5;
/** Long titles and locations wrap to at most this many lines, then end with an ellipsis. */
const maxLines = 3;

function columnsFor(
  contentWidth: number,
  priorityLabel: (id: PriorityId) => string,
  locale: string | null | undefined,
): Column[] {
  const fixed = { priority: 66, category: 92, location: 104, reported: 70 };
  const titleWidth = contentWidth - fixed.priority - fixed.category - fixed.location - fixed.reported;
  return [
    { title: 'Priority', width: fixed.priority, value: (issue) => priorityLabel(issue.priority) },
    { title: 'Title', width: titleWidth, value: (issue) => issue.title, bold: true },
    { title: 'Category', width: fixed.category, value: (issue) => categories[issue.category]?.name ?? issue.category },
    { title: 'Location', width: fixed.location, value: (issue) => issue.location },
    {
      title: 'Reported',
      width: fixed.reported,
      value: (issue) => formatDate(issue.createdAt, { locale, format: 'day' }),
      isReaders: true,
    },
  ];
}

function drawHeaderRow(doc: Doc, columns: Column[], x: number, y: number, width: number): number {
  const height = 20;
  doc.rect(x, y, width, height).fill(pdfColors.text);
  let cellX = x;
  for (const column of columns) {
    doc
      .font(fontNames.bold)
      .fontSize(8)
      .fillColor('#ffffff')
      .text(column.title.toUpperCase(), cellX + cellPadding, y + 6.5, {
        width: column.width - cellPadding * 2,
        lineBreak: false,
      });
    cellX += column.width;
  }
  return y + height;
}

/** Every open issue, most urgent first, on as many pages as it takes (header repeated on each). */
export function drawOpenIssuesTable(
  doc: Doc,
  options: {
    data: ReportData;
    y: number;
    margin: number;
    priorityLabel: (id: PriorityId) => string;
    /** The reader's locale, for the dates. */
    locale?: string | null;
  },
): void {
  const { data, margin, priorityLabel, locale } = options;
  const width = doc.page.width - margin * 2;
  const columns = columnsFor(width, priorityLabel, locale);
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  let y = options.y;
  // Start on a new page unless the heading, the header row and a few rows fit here.
  if (y + 100 > bottom()) {
    doc.addPage();
    y = margin;
  }
  doc.fillColor(pdfColors.text);
  drawText(doc, `All open issues (${data.openIssues.length})`, margin, y, { size: 12, weight: 'bold', width });
  y += 20;
  if (data.openIssues.length === 0) {
    doc
      .font(fontNames.regular)
      .fontSize(9)
      .fillColor(pdfColors.muted)
      .text('There are no open issues at this site.', margin, y);
    return;
  }
  y = drawHeaderRow(doc, columns, margin, y, width);
  const lineHeight = lineHeightOf(doc, { size: fontSize });

  data.openIssues.forEach((issue, index) => {
    const texts = columns.map((column) => column.value(issue));
    // Title and location are one writer's words: each tells how the other's Han characters are drawn.
    const context = `${issue.title} ${issue.location}`;
    const cellText = (column: Column) => ({
      size: fontSize,
      weight: column.bold ? ('bold' as const) : ('regular' as const),
      width: column.width - cellPadding * 2,
      maxLines,
      ...(column.isReaders ? { language: locale ?? undefined } : { context }),
    });
    const heights = columns.map((column, columnIndex) => heightOfText(doc, texts[columnIndex] ?? '', cellText(column)));
    const isIssueOverdue = isOverdue(issue.dueAt, data.generatedAt);
    const rowHeight = Math.max(lineHeight * (isIssueOverdue ? 2 : 1), ...heights) + cellPadding * 2;
    if (y + rowHeight > bottom()) {
      doc.addPage();
      y = drawHeaderRow(doc, columns, margin, margin, width);
    }
    if (index % 2 === 1) doc.rect(margin, y, width, rowHeight).fill(pdfColors.zebra);
    let cellX = margin;
    columns.forEach((column, columnIndex) => {
      if (columnIndex === 0) {
        doc
          .circle(cellX + cellPadding + 3, y + cellPadding + lineHeight / 2, 3)
          .fill(pdfColors.priority[issue.priority] ?? pdfColors.muted);
        doc
          .font(fontNames.regular)
          .fontSize(fontSize)
          .fillColor(pdfColors.text)
          .text(texts[0] ?? '', cellX + cellPadding + 10, y + cellPadding, {
            width: column.width - cellPadding * 2 - 10,
            lineBreak: false,
          });
        if (isIssueOverdue) {
          doc
            .font(fontNames.bold)
            .fontSize(fontSize - 1)
            .fillColor(pdfColors.priority.CRITICAL ?? pdfColors.text)
            .text(overdueMarker, cellX + cellPadding + 10, y + cellPadding + lineHeight, {
              width: column.width - cellPadding * 2 - 10,
              lineBreak: false,
            });
        }
      } else {
        doc.fillColor(column.bold ? pdfColors.text : pdfColors.muted);
        // Titles and locations are the visitor's words, in any script and direction.
        drawText(doc, texts[columnIndex] ?? '', cellX + cellPadding, y + cellPadding, cellText(column));
      }
      cellX += column.width;
    });
    y += rowHeight;
    doc
      .moveTo(margin, y)
      .lineTo(margin + width, y)
      .lineWidth(0.4)
      .strokeColor(pdfColors.rule)
      .stroke();
  });
}
