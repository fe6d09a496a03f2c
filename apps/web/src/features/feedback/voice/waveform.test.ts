import { describe, expect, it } from 'vitest';
import { WaveformCollector } from './waveform';

describe('WaveformCollector', () => {
  it('normalises bars so the loudest is exactly 1 and reports the raw maximum amplitude', () => {
    const collector = new WaveformCollector(1000, 0.01); // 10 frames a bar
    collector.add(new Float32Array(10).fill(0.1));
    collector.add(new Float32Array(10).fill(-0.4));
    collector.add(new Float32Array(5).fill(0.2));
    const bars = collector.bars();
    expect(bars.map((bar) => bar.height)).toEqual([0.25, 1, 0.5]);
    expect(bars.map((bar) => bar.timeSeconds)).toEqual([0, 0.01, 0.02]);
    expect(Math.max(...bars.map((bar) => bar.height))).toBe(1);
    expect(collector.maxAmplitude).toBeCloseTo(0.4);
    expect(collector.durationSeconds).toBeCloseTo(0.025);
  });

  it('gives flat zero bars for silence instead of dividing by zero', () => {
    const collector = new WaveformCollector(1000, 0.01);
    collector.add(new Float32Array(30));
    expect(collector.bars().map((bar) => bar.height)).toEqual([0, 0, 0]);
    expect(collector.maxAmplitude).toBe(0);
  });
});
