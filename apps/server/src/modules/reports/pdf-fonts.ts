import fs from 'node:fs';
import type PDFDocument from 'pdfkit';
import { type ScriptFace, scriptFaces } from './pdf-script-runs';

type Doc = InstanceType<typeof PDFDocument>;
export type FontWeight = 'regular' | 'bold';

/** A font file, and for a collection (.ttc) the PostScript name of the font in it. */
export interface FontFile {
  path: string;
  postscriptName?: string;
}

export interface FontLogger {
  warn(details: object, message: string): void;
}

const dejavu = '/usr/share/fonts/truetype/dejavu';
const noto = '/usr/share/fonts/truetype/noto';
const notoCjk = '/usr/share/fonts/opentype/noto';

function notoFace(family: string): Record<FontWeight, FontFile[]> {
  return {
    regular: [{ path: `${noto}/${family}-Regular.ttf` }],
    bold: [{ path: `${noto}/${family}-Bold.ttf` }],
  };
}

function cjkFace(region: 'jp' | 'kr' | 'sc'): Record<FontWeight, FontFile[]> {
  return {
    regular: [{ path: `${notoCjk}/NotoSansCJK-Regular.ttc`, postscriptName: `NotoSansCJK${region}-Regular` }],
    bold: [{ path: `${notoCjk}/NotoSansCJK-Bold.ttc`, postscriptName: `NotoSansCJK${region}-Bold` }],
  };
}

/**
 * Where each face's fonts are on a Debian server, first choice first: DejaVu Sans (fonts-dejavu-core)
 * for Latin, Greek and Cyrillic, Noto Sans as its stand-in; the Noto family of each other script the
 * feedback page's 57 languages are written in (fonts-noto-core; CJK from fonts-noto-cjk).
 */
export const reportFontFiles: Record<ScriptFace, Record<FontWeight, FontFile[]>> = {
  base: {
    regular: [{ path: `${dejavu}/DejaVuSans.ttf` }, { path: `${noto}/NotoSans-Regular.ttf` }],
    bold: [{ path: `${dejavu}/DejaVuSans-Bold.ttf` }, { path: `${noto}/NotoSans-Bold.ttf` }],
  },
  arabic: notoFace('NotoSansArabic'),
  hebrew: notoFace('NotoSansHebrew'),
  armenian: notoFace('NotoSansArmenian'),
  devanagari: notoFace('NotoSansDevanagari'),
  tamil: notoFace('NotoSansTamil'),
  kannada: notoFace('NotoSansKannada'),
  thai: notoFace('NotoSansThai'),
  japanese: cjkFace('jp'),
  korean: cjkFace('kr'),
  chinese: cjkFace('sc'),
};

const faceLabels: Record<ScriptFace, string> = {
  base: 'Greek, Cyrillic and accented Latin',
  arabic: 'Arabic',
  hebrew: 'Hebrew',
  armenian: 'Armenian',
  devanagari: 'Devanagari (Hindi, Marathi, Nepali)',
  tamil: 'Tamil',
  kannada: 'Kannada',
  thai: 'Thai',
  japanese: 'Japanese',
  korean: 'Korean',
  chinese: 'Chinese',
};

// DejaVu Sans draws these scripts too (plainer, and without Urdu's barree ے): without the Noto font
// they still read.
const dejavuScripts = new Set<ScriptFace>(['arabic', 'hebrew', 'armenian']);

/** The fonts a report is drawn with: per face and weight, a file, or a PDF standard font's name. */
export interface ReportFonts {
  faces: Record<ScriptFace, Record<FontWeight, FontFile | string>>;
  /** Faces drawn with a font that lacks their glyphs: their text shows as empty boxes. */
  missing: ScriptFace[];
}

/** Picks, per face and weight, the first font file that exists; a missing face borrows the base font. */
export function resolveReportFonts(exists: (path: string) => boolean = fs.existsSync): ReportFonts {
  const pick = (face: ScriptFace, weight: FontWeight) => reportFontFiles[face][weight].find((f) => exists(f.path));
  const base = {
    // Without DejaVu or Noto Sans, Helvetica: Latin text only (the PDF standard fonts are Latin-1).
    regular: pick('base', 'regular') ?? 'Helvetica',
    bold: pick('base', 'bold') ?? pick('base', 'regular') ?? 'Helvetica-Bold',
  };
  const hasDejaVu = typeof base.regular !== 'string' && base.regular.path.startsWith(dejavu);
  const faces = { base } as ReportFonts['faces'];
  const missing: ScriptFace[] = typeof base.regular === 'string' ? ['base'] : [];
  for (const face of scriptFaces) {
    if (face === 'base') continue;
    const regular = pick(face, 'regular');
    const bold = pick(face, 'bold') ?? regular;
    faces[face] = regular && bold ? { regular, bold } : base;
    if (!regular && !(hasDejaVu && dejavuScripts.has(face))) missing.push(face);
  }
  return { faces, missing };
}

/** The name a face's font is registered under in a document. */
export function reportFontName(face: ScriptFace, weight: FontWeight): string {
  return `${face}-${weight}`;
}

/** The base font (Latin, Greek, Cyrillic, digits), for text of ours that is never in another script. */
export const fontNames = { regular: reportFontName('base', 'regular'), bold: reportFontName('base', 'bold') };

interface DocumentFonts {
  fonts: ReportFonts;
  missing: ReadonlySet<ScriptFace>;
  registered: Set<string>;
  /** Font files read for this document: the three CJK faces share one 20 MB collection per weight. */
  files: Map<string, Buffer>;
}

const documentFonts = new WeakMap<Doc, DocumentFonts>();

function fontsOf(doc: Doc): DocumentFonts {
  const state = documentFonts.get(doc);
  if (!state) throw new Error('registerReportFonts(doc) must come before drawing text');
  return state;
}

/** The faces a document draws with a font that lacks their glyphs. */
export function missingFacesOf(doc: Doc): ReadonlySet<ScriptFace> {
  return fontsOf(doc).missing;
}

/**
 * Sets the document's font to a face's, reading its file the first time the document needs it: a
 * report without Korean never opens the CJK collection. pdfkit embeds only the glyphs drawn (a subset
 * per document), so one with a Korean title carries a few dozen of its glyphs, not 20 MB.
 */
export function useReportFont(doc: Doc, face: ScriptFace, weight: FontWeight): Doc {
  const state = fontsOf(doc);
  const name = reportFontName(face, weight);
  if (!state.registered.has(name)) {
    const font = state.fonts.faces[face][weight];
    if (typeof font === 'string') {
      doc.registerFont(name, font);
    } else {
      const file = state.files.get(font.path) ?? fs.readFileSync(font.path);
      state.files.set(font.path, file);
      doc.registerFont(name, file, font.postscriptName);
    }
    state.registered.add(name);
  }
  return doc.font(name);
}

/** Gets a document ready to draw with `fonts`; the base font's names (`fontNames`) work at once. */
export function registerReportFonts(doc: Doc, fonts: ReportFonts): void {
  documentFonts.set(doc, { fonts, missing: new Set(fonts.missing), registered: new Set(), files: new Map() });
  useReportFont(doc, 'base', 'bold');
  useReportFont(doc, 'base', 'regular');
}

/** What to tell an operator when some scripts have no font here, or null when every script has one. */
export function missingFontsMessage(fonts: ReportFonts): string | null {
  if (fonts.missing.length === 0) return null;
  const scripts = fonts.missing.map((face) => faceLabels[face]).join(', ');
  return `site report PDF: no font for ${scripts}; text in these scripts shows as empty boxes until the Debian packages fonts-dejavu-core, fonts-noto-core and fonts-noto-cjk are installed`;
}

let systemFonts: ReportFonts | undefined;

/** This server's fonts, looked up once; what is missing is logged once, naming the packages to install. */
export function systemReportFonts(logger: FontLogger = consoleLogger): ReportFonts {
  if (systemFonts) return systemFonts;
  systemFonts = resolveReportFonts();
  const message = missingFontsMessage(systemFonts);
  if (message) logger.warn({ missingScripts: systemFonts.missing }, message);
  return systemFonts;
}

const consoleLogger: FontLogger = { warn: (details, message) => console.warn(message, details) };
