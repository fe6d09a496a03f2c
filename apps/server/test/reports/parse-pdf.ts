import { PDFParse } from 'pdf-parse';

/**
 * The text and page count of a PDF, read by a real parser (pdf.js), so a broken file fails the test.
 * `cellSeparator` is what the parser puts between text pieces apart on one line (a tab by default).
 */
export async function parsePdf(
  data: Buffer | Uint8Array,
  options: { cellSeparator?: string } = {},
): Promise<{ text: string; pages: number; title?: string }> {
  const parser = new PDFParse({ data: new Uint8Array(data) });
  try {
    const text = await parser.getText(
      options.cellSeparator === undefined ? {} : { cellSeparator: options.cellSeparator },
    );
    const info = await parser.getInfo();
    const title = (info.info as { Title?: string } | undefined)?.Title;
    return { text: text.text, pages: text.total, title };
  } finally {
    await parser.destroy();
  }
}
