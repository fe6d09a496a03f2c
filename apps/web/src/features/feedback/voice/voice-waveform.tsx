import styles from './voice-waveform.module.css';
import type { WaveformBar } from './waveform';

/** How many of the latest bars fit the bar area of a phone screen. */
const visibleBars = 48;

/** The live waveform while recording: bar heights are already normalised to a maximum of 1. */
export function VoiceWaveform({ bars }: { bars: readonly WaveformBar[] }) {
  const shown = bars.slice(-visibleBars);
  const padding = Array.from({ length: visibleBars - shown.length }, (_, i) => ({ height: 0, timeSeconds: -1 - i }));
  return (
    <div className={styles.waveform} aria-hidden="true" data-waveform="">
      {[...padding, ...shown].map((bar) => (
        <span
          key={bar.timeSeconds}
          className={styles.waveBar}
          style={{ height: `${Math.max(8, Math.round(bar.height * 100))}%` }}
        />
      ))}
    </div>
  );
}
