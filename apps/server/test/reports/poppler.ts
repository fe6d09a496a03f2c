import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Runs a poppler tool (pdftotext, pdffonts) and returns its output. Missing tools fail the test with
 * what to install: a PDF check that silently skipped would pass on a machine that checks nothing.
 */
export async function poppler(tool: 'pdftotext' | 'pdffonts', args: string[]): Promise<string> {
  try {
    const { stdout } = await run(tool, args, { maxBuffer: 64 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(`${tool} is not installed: install poppler-utils (apt-get install -y poppler-utils)`);
    }
    throw error;
  }
}

export interface PdfFontRow {
  name: string;
  embedded: boolean;
  subset: boolean;
  unicode: boolean;
}

/** `pdffonts` rows: name, type, encoding, then emb, sub, uni (yes/no) and the object id. */
export async function listPdfFonts(file: string): Promise<PdfFontRow[]> {
  const lines = (await poppler('pdffonts', [file])).trim().split('\n').slice(2);
  return lines.map((line) => {
    const columns = line.trim().split(/\s+/);
    const [emb, sub, uni] = columns.slice(-5, -2);
    return { name: columns[0] ?? '', embedded: emb === 'yes', subset: sub === 'yes', unicode: uni === 'yes' };
  });
}

export interface PdfWord {
  text: string;
  xMin: number;
  yMin: number;
}

/** The words of one page with their positions in points from the top left (`pdftotext -bbox`). */
export async function pageWords(file: string, page: number): Promise<PdfWord[]> {
  const html = await poppler('pdftotext', ['-bbox', '-f', String(page), '-l', String(page), file, '-']);
  const decode = (text: string) =>
    text
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"');
  return Array.from(
    html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="[\d.]+" yMax="[\d.]+">([^<]*)<\/word>/g),
    (match) => ({ xMin: Number(match[1]), yMin: Number(match[2]), text: decode(match[3] ?? '') }),
  );
}
