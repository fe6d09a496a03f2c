/** Spec section 3 "Audio recording result": one bar of the waveform. */
export interface WaveformBar {
  /** 0..1, normalised so the loudest bar of the recording is 1 (spec section 9). */
  height: number;
  timeSeconds: number;
}

/** Peak levels of a recording, collected block by block while it records. */
export class WaveformCollector {
  private readonly peaks: number[] = [];
  private readonly times: number[] = [];
  private pendingPeak = 0;
  private pendingFrames = 0;
  private totalFrames = 0;
  private loudest = 0;

  /** @param blockSeconds the time each bar covers */
  constructor(
    private readonly sampleRate: number,
    private readonly blockSeconds = 0.05,
  ) {}

  add(samples: Float32Array): void {
    const blockFrames = Math.max(1, Math.round(this.sampleRate * this.blockSeconds));
    for (let i = 0; i < samples.length; i++) {
      const level = Math.abs(samples[i]!);
      if (level > this.pendingPeak) this.pendingPeak = level;
      this.pendingFrames++;
      this.totalFrames++;
      if (this.pendingFrames === blockFrames) this.closeBlock();
    }
  }

  get maxAmplitude(): number {
    return Math.max(this.loudest, this.pendingPeak);
  }

  get durationSeconds(): number {
    return this.totalFrames / this.sampleRate;
  }

  /** The bars so far, normalised to a maximum amplitude of 1 (all zero for silence). */
  bars(): WaveformBar[] {
    const peak = this.maxAmplitude;
    const bars = this.peaks.map((value, i) => ({ height: peak > 0 ? value / peak : 0, timeSeconds: this.times[i]! }));
    if (this.pendingFrames > 0) {
      bars.push({
        height: peak > 0 ? this.pendingPeak / peak : 0,
        timeSeconds: (this.totalFrames - this.pendingFrames) / this.sampleRate,
      });
    }
    return bars;
  }

  private closeBlock(): void {
    this.peaks.push(this.pendingPeak);
    this.times.push((this.totalFrames - this.pendingFrames) / this.sampleRate);
    if (this.pendingPeak > this.loudest) this.loudest = this.pendingPeak;
    this.pendingPeak = 0;
    this.pendingFrames = 0;
  }
}
