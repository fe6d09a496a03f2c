import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { encodeWav } from '@sitewatch/shared/constants';

/** What the server learned from one WAV it received. */
export interface ReceivedAudio {
  model: string;
  language: string | null;
  fileName: string;
  contentType: string;
  format: { audioFormat: number; channels: number; sampleRate: number; bitsPerSample: number } | null;
  durationSeconds: number;
  peak: number;
  /** Dominant frequency from zero crossings; meaningful for the test tone. */
  frequencyHz: number;
}

export interface FakeTranscriptionServer {
  /** Base URL to put in TRANSCRIBE_BASE_URL (ends with /v1). */
  baseUrl: string;
  received: ReceivedAudio[];
  close(): Promise<void>;
}

/** Reads a 16-bit PCM WAV (walking its chunks) and measures what arrived. */
export function inspectWav(bytes: Buffer): Pick<ReceivedAudio, 'format' | 'durationSeconds' | 'peak' | 'frequencyHz'> {
  const empty = { format: null, durationSeconds: 0, peak: 0, frequencyHz: 0 };
  if (bytes.length < 44 || bytes.toString('ascii', 0, 4) !== 'RIFF' || bytes.toString('ascii', 8, 12) !== 'WAVE') {
    return empty;
  }
  let offset = 12;
  let format: ReceivedAudio['format'] = null;
  let samples: Int16Array | null = null;
  while (offset + 8 <= bytes.length) {
    const id = bytes.toString('ascii', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      format = {
        audioFormat: bytes.readUInt16LE(body),
        channels: bytes.readUInt16LE(body + 2),
        sampleRate: bytes.readUInt32LE(body + 4),
        bitsPerSample: bytes.readUInt16LE(body + 14),
      };
    } else if (id === 'data') {
      const end = Math.min(bytes.length, body + size);
      samples = new Int16Array(
        bytes.buffer.slice(bytes.byteOffset + body, bytes.byteOffset + end - ((end - body) % 2)),
      );
    }
    offset = body + size + (size % 2);
  }
  if (!format || !samples || format.bitsPerSample !== 16 || format.channels !== 1) return { ...empty, format };
  let peak = 0;
  for (const value of samples) peak = Math.max(peak, Math.abs(value) / 32768);
  const durationSeconds = samples.length / format.sampleRate;
  return { format, durationSeconds, peak, frequencyHz: dominantFrequency(samples, format.sampleRate, peak) };
}

/**
 * The median tone frequency over the loud 50 ms windows (silent gaps and processing noise left
 * out), each from the time between its first and last rising zero crossing.
 */
function dominantFrequency(samples: Int16Array, sampleRate: number, peak: number): number {
  const window = Math.round(sampleRate * 0.05);
  const rates: number[] = [];
  for (let start = 0; start + window <= samples.length; start += window) {
    let windowPeak = 0;
    const crossings: number[] = [];
    for (let i = start + 1; i < start + window; i++) {
      const before = samples[i - 1]!;
      const after = samples[i]!;
      windowPeak = Math.max(windowPeak, Math.abs(after) / 32768);
      if (before < 0 && after >= 0) crossings.push(i - 1 + before / (before - after));
    }
    if (windowPeak < peak * 0.5 || crossings.length < 3) continue;
    rates.push(((crossings.length - 1) * sampleRate) / (crossings.at(-1)! - crossings[0]!));
  }
  rates.sort((a, b) => a - b);
  return rates[Math.floor(rates.length / 2)] ?? 0;
}

/**
 * A local OpenAI-compatible transcription endpoint (POST /v1/audio/transcriptions, multipart with
 * `file`, `model`, `language`). It answers the given text and records what it received, so a test
 * can check that the browser's recording really arrived as 24 kHz mono 16-bit WAV.
 */
export async function startFakeTranscriptionServer(options: {
  port: number;
  text: string;
}): Promise<FakeTranscriptionServer> {
  const received: ReceivedAudio[] = [];
  const server = http.createServer(async (req, res) => {
    try {
      if (req.method !== 'POST' || !req.url?.endsWith('/audio/transcriptions')) {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
        return;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      // undici's Request parses multipart bodies, so the test needs no multipart library.
      const form = await new Request('http://local/', {
        method: 'POST',
        headers: { 'content-type': req.headers['content-type'] ?? '' },
        body: Buffer.concat(chunks),
      }).formData();
      const file = form.get('file');
      if (!(file instanceof Blob)) {
        res.writeHead(400, { 'content-type': 'application/json' }).end('{"error":{"message":"file is required"}}');
        return;
      }
      const bytes = Buffer.from(await file.arrayBuffer());
      const audio: ReceivedAudio = {
        model: String(form.get('model') ?? ''),
        language: form.get('language') === null ? null : String(form.get('language')),
        fileName: file instanceof File ? file.name : '',
        contentType: file.type,
        ...inspectWav(bytes),
      };
      received.push(audio);
      // Both the plain json and the verbose_json response formats carry `text`.
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          text: options.text,
          language: audio.language ?? 'english',
          duration: audio.durationSeconds,
          segments: [],
        }),
      );
    } catch (error) {
      res
        .writeHead(500, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: String(error) } }));
    }
  });
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Writes a mono 16-bit WAV for Chromium's fake microphone: a tone in syllable-like bursts, so the
 * browser's noise suppression (which damps steady sounds) lets it through as it would speech.
 */
export function writeTestToneWav(filePath: string, options: { frequencyHz: number; seconds: number }): void {
  const sampleRate = 48_000;
  const frames = Math.round(sampleRate * options.seconds);
  const samples = new Float32Array(frames);
  for (let i = 0; i < frames; i++) {
    const t = i / sampleRate;
    // 250 ms bursts with 100 ms gaps, with soft edges.
    const phase = (t % 0.35) / 0.25;
    const envelope = phase <= 1 ? Math.sin(Math.PI * phase) : 0;
    samples[i] = 0.6 * envelope * Math.sin(2 * Math.PI * options.frequencyHz * t);
  }
  fs.writeFileSync(filePath, Buffer.from(encodeWav(samples, sampleRate)));
}
