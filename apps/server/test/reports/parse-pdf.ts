import { PDFParse } from 'pdf-parse';

/** The text and page count of a PDF, read by a real parser (pdf.js), so a broken file fails the test. */
export async function parsePdf(data: Buffer | Uint8Array): Promise<{ text: string; pages: number; title?: string }> {
  const parser = new PDFParse({ data: new Uint8Array(data) });
  try {
    const text = await parser.getText();
    const info = await parser.getInfo();
    const title = (info.info as { Title?: string } | undefined)?.Title;
    return { text: text.text, pages: text.total, title };
  } finally {
    await parser.destroy();
  }
}
