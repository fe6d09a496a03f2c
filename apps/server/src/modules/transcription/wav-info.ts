/** What the WAV header says about a recording. */
export interface WavInfo {
  audioFormat: number;
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
  dataBytes: number;
  durationSeconds: number;
}

// PCM, IEEE float and WAVE_FORMAT_EXTENSIBLE: what browsers and recorders write.
const supportedFormats = new Set([1, 3, 0xfffe]);

/**
 * Reads a RIFF/WAVE header and its chunks ("fmt ", then "data"). Null when the bytes are not a WAV
 * recording this product can send on: another format, a truncated header, or impossible values.
 */
export function readWavInfo(bytes: Buffer): WavInfo | null {
  if (bytes.length < 12 || bytes.toString('ascii', 0, 4) !== 'RIFF' || bytes.toString('ascii', 8, 12) !== 'WAVE') {
    return null;
  }
  let offset = 12;
  let format: (Omit<WavInfo, 'dataBytes' | 'durationSeconds'> & { byteRate: number }) | null = null;
  while (offset + 8 <= bytes.length) {
    const id = bytes.toString('ascii', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      if (size < 16 || body + 16 > bytes.length) return null;
      format = {
        audioFormat: bytes.readUInt16LE(body),
        channels: bytes.readUInt16LE(body + 2),
        sampleRate: bytes.readUInt32LE(body + 4),
        byteRate: bytes.readUInt32LE(body + 8),
        bitsPerSample: bytes.readUInt16LE(body + 14),
      };
    } else if (id === 'data') {
      if (!format) return null;
      const isPlausible =
        supportedFormats.has(format.audioFormat) &&
        format.channels >= 1 &&
        format.channels <= 8 &&
        format.sampleRate >= 8000 &&
        format.sampleRate <= 192_000 &&
        [8, 16, 24, 32].includes(format.bitsPerSample) &&
        format.byteRate > 0;
      if (!isPlausible) return null;
      // Streamed recordings may leave the size unset (0 or 0xFFFFFFFF): count what is there.
      const dataBytes = size === 0 || body + size > bytes.length ? bytes.length - body : size;
      const { byteRate, ...rest } = format;
      return { ...rest, dataBytes, durationSeconds: dataBytes / byteRate };
    }
    offset = body + size + (size % 2);
  }
  return null;
}
