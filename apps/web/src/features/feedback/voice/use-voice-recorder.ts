import { useCallback, useEffect, useRef, useState } from 'react';
import { type ActiveRecording, startAudioRecording } from './audio-recorder';
import type { WaveformBar } from './waveform';

/** Spec section 4 "Voice recording": idle → recording → transcribing → idle with the text in the input. */
export type VoiceState = 'idle' | 'recording' | 'transcribing';
export type VoiceError = 'microphoneDenied' | 'transcriptionFailed';

/** Recordings stop on their own after two minutes (the upload limit allows about three and a half). */
const maxRecordingMs = 120_000;
/** A tap on the button without speaking gives nothing worth transcribing. */
const minRecordingSeconds = 0.3;

export interface VoiceRecorderOptions {
  transcribe: (wav: Blob) => Promise<string>;
  onText: (text: string) => void;
}

export function useVoiceRecorder({ transcribe, onText }: VoiceRecorderOptions) {
  const [state, setState] = useState<VoiceState>('idle');
  const [isStarting, setIsStarting] = useState(false);
  const [waveform, setWaveform] = useState<WaveformBar[]>([]);
  const [error, setError] = useState<VoiceError | null>(null);
  const recording = useRef<ActiveRecording | null>(null);
  const latest = useRef({ transcribe, onText });
  latest.current = { transcribe, onText };

  const stop = useCallback(async () => {
    const active = recording.current;
    if (!active) return;
    recording.current = null;
    setState('transcribing');
    try {
      const result = await active.stop();
      if (result.durationSeconds >= minRecordingSeconds) {
        const text = (await latest.current.transcribe(result.blob)).trim();
        if (text) latest.current.onText(text);
      }
    } catch (cause) {
      console.error('Error transcribing recording', cause);
      setError('transcriptionFailed');
    } finally {
      setState('idle');
      setWaveform([]);
    }
  }, []);

  const start = useCallback(async () => {
    if (recording.current || isStarting) return;
    setError(null);
    setIsStarting(true);
    try {
      recording.current = await startAudioRecording(setWaveform);
      setState('recording');
    } catch (cause) {
      console.warn('Microphone access denied or not available.', cause);
      setError('microphoneDenied');
    } finally {
      setIsStarting(false);
    }
  }, [isStarting]);

  useEffect(() => {
    if (state !== 'recording') return;
    const timer = setTimeout(() => void stop(), maxRecordingMs);
    return () => clearTimeout(timer);
  }, [state, stop]);

  // Leaving the page while recording releases the microphone.
  useEffect(() => () => recording.current?.cancel(), []);

  return { state, isStarting, waveform, error, start, stop, clearError: () => setError(null) };
}
