import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MicrophoneUnavailableError, startAudioRecording } from './audio-recorder';
import { useVoiceRecorder } from './use-voice-recorder';

vi.mock('./audio-recorder', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./audio-recorder')>()),
  startAudioRecording: vi.fn(),
}));
const start = vi.mocked(startAudioRecording);

function recording(durationSeconds: number) {
  const wav = new Blob(['RIFF'], { type: 'audio/wav' });
  return {
    stop: vi.fn(async () => ({ blob: wav, durationSeconds, maxAmplitude: 0.5, waveform: [] })),
    cancel: vi.fn(),
    wav,
  };
}

afterEach(() => vi.clearAllMocks());

describe('useVoiceRecorder', () => {
  it('goes idle → recording → transcribing → idle and puts the transcribed text into the input', async () => {
    const active = recording(2);
    start.mockImplementation(async (onWaveform) => {
      onWaveform([{ height: 1, timeSeconds: 0 }]);
      return active;
    });
    let finishTranscription: (text: string) => void = () => {};
    const transcribe = vi.fn(() => new Promise<string>((resolve) => (finishTranscription = resolve)));
    const onText = vi.fn();
    const { result } = renderHook(() => useVoiceRecorder({ transcribe, onText }));
    expect(result.current.state).toBe('idle');

    await act(() => result.current.start());
    expect(result.current.state).toBe('recording');
    expect(result.current.waveform).toEqual([{ height: 1, timeSeconds: 0 }]);

    act(() => void result.current.stop());
    await waitFor(() => expect(transcribe).toHaveBeenCalledWith(active.wav));
    expect(result.current.state).toBe('transcribing');
    await act(async () => finishTranscription('  The lift is stuck  '));
    expect(onText).toHaveBeenCalledWith('The lift is stuck');
    expect(result.current.state).toBe('idle');
  });

  it('reports a denied or missing microphone', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    start.mockRejectedValue(new MicrophoneUnavailableError('denied'));
    const { result } = renderHook(() => useVoiceRecorder({ transcribe: vi.fn(), onText: vi.fn() }));
    await act(() => result.current.start());
    expect(result.current.error).toBe('microphoneDenied');
    expect(result.current.state).toBe('idle');
  });

  it('skips transcription of a recording too short to hold words', async () => {
    start.mockResolvedValue(recording(0.1));
    const transcribe = vi.fn();
    const { result } = renderHook(() => useVoiceRecorder({ transcribe, onText: vi.fn() }));
    await act(() => result.current.start());
    await act(() => result.current.stop());
    expect(transcribe).not.toHaveBeenCalled();
    expect(result.current.state).toBe('idle');
  });

  it('says so when transcription fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    start.mockResolvedValue(recording(3));
    const { result } = renderHook(() =>
      useVoiceRecorder({ transcribe: vi.fn().mockRejectedValue(new Error('503')), onText: vi.fn() }),
    );
    await act(() => result.current.start());
    await act(() => result.current.stop());
    expect(result.current.error).toBe('transcriptionFailed');
    expect(result.current.state).toBe('idle');
  });
});
