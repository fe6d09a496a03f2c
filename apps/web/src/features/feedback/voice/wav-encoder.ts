import { encodeWav } from '@sitewatch/shared/constants';

/** Spec section 9: recordings are mono, resampled to 24000 Hz, saved as 16-bit PCM WAV. */
export const recordingSampleRate = 24_000;

/**
 * Resamples mono audio. Downsampling averages the input samples each output sample covers (a box
 * filter, so content above the new Nyquist frequency is damped instead of folding back as noise);
 * upsampling interpolates linearly.
 */
export function resample(input: Float32Array, fromRate: number, toRate: number): Float32Array {
  if (fromRate === toRate || input.length === 0) return input.slice();
  const ratio = fromRate / toRate;
  const outputLength = Math.max(1, Math.round(input.length / ratio));
  const output = new Float32Array(outputLength);
  if (ratio > 1) {
    for (let i = 0; i < outputLength; i++) {
      const start = Math.floor(i * ratio);
      const end = Math.min(input.length, Math.max(start + 1, Math.floor((i + 1) * ratio)));
      let sum = 0;
      for (let j = start; j < end; j++) sum += input[j]!;
      output[i] = sum / (end - start);
    }
    return output;
  }
  for (let i = 0; i < outputLength; i++) {
    const position = i * ratio;
    const left = Math.floor(position);
    const right = Math.min(left + 1, input.length - 1);
    const fraction = position - left;
    output[i] = input[left]! * (1 - fraction) + input[right]! * fraction;
  }
  return output;
}

/** The whole recording pipeline after capture: resample to 24 kHz and wrap as a WAV blob. */
export function toRecordingWav(samples: Float32Array, captureRate: number): Blob {
  const resampled = resample(samples, captureRate, recordingSampleRate);
  return new Blob([encodeWav(resampled, recordingSampleRate)], { type: 'audio/wav' });
}
