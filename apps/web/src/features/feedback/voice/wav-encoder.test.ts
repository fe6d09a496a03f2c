import { describe, expect, it } from 'vitest';
import { resample, toRecordingWav } from './wav-encoder';

function sine(frequency: number, sampleRate: number, seconds: number, amplitude = 0.8): Float32Array {
  const samples = new Float32Array(Math.round(sampleRate * seconds));
  for (let i = 0; i < samples.length; i++)
    samples[i] = amplitude * Math.sin((2 * Math.PI * frequency * i) / sampleRate);
  return samples;
}

/** Frequency from the time between the first and last rising zero crossing (interpolated). */
function estimateFrequency(samples: Float32Array, sampleRate: number): number {
  const crossings: number[] = [];
  for (let i = 1; i < samples.length; i++) {
    const before = samples[i - 1]!;
    const after = samples[i]!;
    if (before < 0 && after >= 0) crossings.push(i - 1 + before / (before - after));
  }
  const first = crossings[0]!;
  const last = crossings[crossings.length - 1]!;
  return ((crossings.length - 1) * sampleRate) / (last - first);
}

/** jsdom's Blob has no arrayBuffer(); FileReader is what it offers. */
function readBlob(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

describe('resample', () => {
  it.each([48_000, 44_100, 16_000])('keeps a 440 Hz sine at 440 Hz (within 1 %%) from %i Hz to 24 kHz', (rate) => {
    const output = resample(sine(440, rate, 1), rate, 24_000);
    expect(output.length).toBe(24_000);
    const frequency = estimateFrequency(output, 24_000);
    expect(Math.abs(frequency - 440) / 440).toBeLessThan(0.01);
  });

  it('keeps the amplitude of an in-band tone', () => {
    const output = resample(sine(300, 48_000, 0.5, 0.5), 48_000, 24_000);
    const peak = output.reduce((max, value) => Math.max(max, Math.abs(value)), 0);
    expect(peak).toBeGreaterThan(0.48);
    expect(peak).toBeLessThanOrEqual(0.5);
  });

  it('returns a copy when the rates match', () => {
    const input = sine(440, 24_000, 0.01);
    const output = resample(input, 24_000, 24_000);
    expect(output).not.toBe(input);
    expect(Array.from(output)).toEqual(Array.from(input));
  });
});

describe('toRecordingWav', () => {
  it('gives a 24 kHz audio/wav blob of the resampled length', async () => {
    const blob = toRecordingWav(sine(440, 48_000, 0.5), 48_000);
    expect(blob.type).toBe('audio/wav');
    const view = new DataView(await readBlob(blob));
    expect(view.getUint32(24, true)).toBe(24_000);
    expect(view.getUint32(40, true)).toBe(12_000 * 2);
  });
});
