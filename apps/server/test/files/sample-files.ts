import { encodeWav } from '@sitewatch/shared/constants';

/**
 * Small but genuine files, built byte by byte, so upload tests need no fixtures on disk.
 * Each one is what a decoder (and file-type) accepts as the real format.
 */

function segment(marker: number, body: number[]): number[] {
  const length = body.length + 2;
  return [0xff, marker, length >> 8, length & 0xff, ...body];
}

/**
 * A baseline JPEG: a mid-grey greyscale image of `blocks` × `blocks` 8×8 blocks. Every block codes a DC
 * difference of 0 and an end-of-block, each with the one-bit Huffman code `0`, so the scan is all zero bits.
 */
export function makeJpeg(blocks = 2): Buffer {
  const size = blocks * 8;
  const quantTable = segment(0xdb, [0x00, ...new Array(64).fill(1)]);
  const frame = segment(0xc0, [8, size >> 8, size & 0xff, size >> 8, size & 0xff, 1, 1, 0x11, 0]);
  const oneCodeTable = (tableClass: number) =>
    segment(0xc4, [(tableClass << 4) | 0, 1, ...new Array(15).fill(0), 0x00]);
  const scanHeader = segment(0xda, [1, 1, 0x00, 0, 63, 0]);
  const scanBits = Math.ceil((blocks * blocks * 2) / 8);
  const scan = new Array(scanBits).fill(0);
  // Pad the last byte with 1 bits, as the standard asks.
  const usedBits = (blocks * blocks * 2) % 8;
  if (usedBits !== 0) scan[scan.length - 1] = 0xff >> usedBits;
  return Buffer.from([
    0xff,
    0xd8,
    ...segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    ...quantTable,
    ...frame,
    ...oneCodeTable(0),
    ...oneCodeTable(1),
    ...scanHeader,
    ...scan,
    0xff,
    0xd9,
  ]);
}

/** A mono 16-bit PCM WAV holding `milliseconds` of a 440 Hz tone at 16 kHz. */
export function makeWav(milliseconds = 200): Buffer {
  const sampleRate = 16_000;
  const samples = Float32Array.from(
    { length: Math.round((sampleRate * milliseconds) / 1000) },
    (_, i) => Math.sin((2 * Math.PI * 440 * i) / sampleRate) * (8000 / 32767),
  );
  return Buffer.from(encodeWav(samples, sampleRate));
}

/** A one-page PDF with a line of text (what a "photo.jpg" that is really a document looks like). */
export function makePdf(): Buffer {
  const content = 'BT /F1 12 Tf 10 50 Td (Hello) Tj ET';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
