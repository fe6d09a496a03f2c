import type PDFDocument from 'pdfkit';
import { fontNames } from './pdf-fonts';
import { drawText } from './pdf-text';
import { pdfColors } from './pdf-theme';

type Doc = InstanceType<typeof PDFDocument>;

export interface BarDatum {
  label: string;
  value: number;
  color: string;
}

/** Horizontal bars with the label on the left and the count at the bar's end. Returns the height used. */
export function drawHorizontalBars(doc: Doc, options: { x: number; y: number; width: number; data: BarDatum[] }) {
  const { x, y, width, data } = options;
  const labelWidth = 120;
  const countWidth = 36;
  const rowHeight = 20;
  const barHeight = 12;
  const max = Math.max(1, ...data.map((d) => d.value));
  const barSpace = width - labelWidth - countWidth;
  data.forEach((datum, index) => {
    const rowY = y + index * rowHeight;
    doc.fillColor(pdfColors.text);
    drawText(doc, datum.label, x, rowY + 2, { size: 9, width: labelWidth - 8, align: 'left' });
    doc.rect(x + labelWidth, rowY + 1, barSpace, barHeight).fill(pdfColors.zebra);
    const barWidth = datum.value === 0 ? 0 : Math.max(2, (datum.value / max) * barSpace);
    if (barWidth > 0) doc.rect(x + labelWidth, rowY + 1, barWidth, barHeight).fill(datum.color);
    doc
      .font(fontNames.bold)
      .fontSize(9)
      .fillColor(pdfColors.text)
      .text(String(datum.value), x + labelWidth + barSpace + 6, rowY + 2, { width: countWidth - 6, lineBreak: false });
  });
  return data.length * rowHeight;
}

/** The top of the y axis: a multiple of 4, so the quarter gridlines land on whole numbers. */
function axisMax(value: number): number {
  return Math.max(4, Math.ceil(value / 4) * 4);
}

/**
 * Paired columns per day (opened, resolved) with a y axis, gridlines, date ticks and a legend:
 * the 30-day trend chart.
 */
export function drawDailyColumns(
  doc: Doc,
  options: {
    x: number;
    y: number;
    width: number;
    height: number;
    days: { label: string; opened: number; resolved: number }[];
    /** The language of the date labels (the reader's): "11月4日" is drawn in its Japanese forms. */
    language?: string;
  },
) {
  const { x, y, width, height, days, language } = options;
  const axisWidth = 24;
  const legendHeight = 16;
  const tickHeight = 14;
  const plotX = x + axisWidth;
  const plotY = y + legendHeight;
  const plotWidth = width - axisWidth;
  const plotHeight = height - legendHeight - tickHeight;
  const max = axisMax(Math.max(0, ...days.flatMap((d) => [d.opened, d.resolved])));

  // Legend.
  let legendX = x + width;
  for (const [label, color] of [
    ['Resolved', pdfColors.resolved],
    ['Opened', pdfColors.opened],
  ] as const) {
    doc.font(fontNames.regular).fontSize(8);
    const labelWidth = doc.widthOfString(label);
    legendX -= labelWidth;
    doc.fillColor(pdfColors.muted).text(label, legendX, y + 1, { lineBreak: false });
    legendX -= 12;
    doc.rect(legendX, y + 2, 8, 8).fill(color);
    legendX -= 14;
  }

  // Gridlines and y labels at quarters.
  for (let step = 0; step <= 4; step += 1) {
    const value = (max / 4) * step;
    const lineY = plotY + plotHeight - (plotHeight * step) / 4;
    doc
      .moveTo(plotX, lineY)
      .lineTo(plotX + plotWidth, lineY)
      .lineWidth(0.5)
      .strokeColor(step === 0 ? pdfColors.faint : pdfColors.rule)
      .stroke();
    doc
      .font(fontNames.regular)
      .fontSize(7)
      .fillColor(pdfColors.muted)
      .text(String(Math.round(value)), x, lineY - 3.5, { width: axisWidth - 5, align: 'right', lineBreak: false });
  }

  const slot = plotWidth / Math.max(1, days.length);
  const columnWidth = Math.max(1.5, Math.min(6, (slot - 3) / 2));
  days.forEach((day, index) => {
    const centre = plotX + slot * index + slot / 2;
    for (const [value, color, offset] of [
      [day.opened, pdfColors.opened, -columnWidth],
      [day.resolved, pdfColors.resolved, 0],
    ] as const) {
      if (value === 0) continue;
      const columnHeight = (value / max) * plotHeight;
      doc.rect(centre + offset, plotY + plotHeight - columnHeight, columnWidth, columnHeight).fill(color);
    }
    // A date under every seventh day and the last keeps the axis readable.
    const isLast = index === days.length - 1;
    if (isLast || (index % 7 === 0 && days.length - 1 - index >= 4)) {
      // In any script the reader's locale writes dates in, each run in its font.
      doc.fillColor(pdfColors.muted);
      drawText(doc, day.label, centre - 20, plotY + plotHeight + 4, { size: 7, width: 40, align: 'center', language });
    }
  });
}
