import { describe, expect, it } from 'vitest';
import { encodeWav } from './encode-wav';

function text(view: DataView, offset: number, length: number): string {
  return String.fromCharCode(...Array.from({ length }, (_, i) => view.getUint8(offset + i)));
}

describe('encodeWav', () => {
  it('writes a 44-byte RIFF/WAVE header for mono 16-bit PCM at the given rate', () => {
    const wav = encodeWav(new Float32Array(100), 24_000);
    const view = new DataView(wav);
    expect(wav.byteLength).toBe(44 + 200);
    expect(text(view, 0, 4)).toBe('RIFF');
    expect(view.getUint32(4, true)).toBe(36 + 200);
    expect(text(view, 8, 4)).toBe('WAVE');
    expect(text(view, 12, 4)).toBe('fmt ');
    expect(view.getUint32(16, true)).toBe(16);
    expect(view.getUint16(20, true)).toBe(1); // PCM
    expect(view.getUint16(22, true)).toBe(1); // mono
    expect(view.getUint32(24, true)).toBe(24_000);
    expect(view.getUint32(28, true)).toBe(48_000); // byte rate
    expect(view.getUint16(32, true)).toBe(2); // block align
    expect(view.getUint16(34, true)).toBe(16); // bits per sample
    expect(text(view, 36, 4)).toBe('data');
    expect(view.getUint32(40, true)).toBe(200);
  });

  it('stores samples as little-endian 16-bit integers, clamping out-of-range values', () => {
    const view = new DataView(encodeWav(Float32Array.from([0, 1, -1, 0.5, 2, -3]), 24_000));
    const values = Array.from({ length: 6 }, (_, i) => view.getInt16(44 + i * 2, true));
    expect(values).toEqual([0, 32767, -32768, 16383, 32767, -32768]);
  });
});
