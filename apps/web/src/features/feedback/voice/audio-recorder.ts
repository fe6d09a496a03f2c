import { toRecordingWav } from './wav-encoder';
import { type WaveformBar, WaveformCollector } from './waveform';

/** Spec section 7: the static recorder worklet. */
export const recorderWorkletUrl = '/audio/recorder-processor.js';

/** Spec section 3 "Audio recording result". */
export interface AudioRecording {
  blob: Blob;
  durationSeconds: number;
  maxAmplitude: number;
  waveform: WaveformBar[];
}

export interface ActiveRecording {
  stop(): Promise<AudioRecording>;
  cancel(): void;
}

/** Denied permission, no microphone, or a browser without the needed audio APIs (or not a secure context). */
export class MicrophoneUnavailableError extends Error {
  override name = 'MicrophoneUnavailableError';
}

type WorkletMessage = { type: 'samples'; samples: Float32Array } | { type: 'flushed' };

/**
 * Starts recording from the microphone through the recorder worklet; onWaveform receives the live
 * waveform (normalised to a maximum of 1) as samples arrive.
 */
export async function startAudioRecording(onWaveform: (bars: WaveformBar[]) => void): Promise<ActiveRecording> {
  if (!navigator.mediaDevices?.getUserMedia || typeof AudioWorkletNode === 'undefined') {
    throw new MicrophoneUnavailableError('Audio recording is not available in this browser');
  }
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({
      audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true, autoGainControl: true },
    });
  } catch (error) {
    throw new MicrophoneUnavailableError('Microphone access denied or not available', { cause: error });
  }
  const context = new AudioContext();
  const release = () => {
    for (const track of stream.getTracks()) track.stop();
    void context.close().catch(() => {});
  };
  let node: AudioWorkletNode;
  try {
    await context.audioWorklet.addModule(recorderWorkletUrl);
    node = new AudioWorkletNode(context, 'recorder-processor', { numberOfInputs: 1, numberOfOutputs: 1 });
    context.createMediaStreamSource(stream).connect(node);
    node.connect(context.destination);
    // Some browsers start a context created outside a click handler suspended.
    if (context.state === 'suspended') await context.resume();
  } catch (error) {
    release();
    throw new MicrophoneUnavailableError('The recorder could not start', { cause: error });
  }

  const chunks: Float32Array[] = [];
  const collector = new WaveformCollector(context.sampleRate);
  let onFlushed: (() => void) | null = null;
  node.port.onmessage = (event: MessageEvent<WorkletMessage>) => {
    if (event.data.type === 'flushed') {
      onFlushed?.();
      return;
    }
    chunks.push(event.data.samples);
    collector.add(event.data.samples);
    onWaveform(collector.bars());
  };

  return {
    async stop() {
      await new Promise<void>((resolve) => {
        onFlushed = resolve;
        node.port.postMessage('flush');
      });
      node.disconnect();
      release();
      const samples = new Float32Array(chunks.reduce((total, chunk) => total + chunk.length, 0));
      let offset = 0;
      for (const chunk of chunks) {
        samples.set(chunk, offset);
        offset += chunk.length;
      }
      return {
        blob: toRecordingWav(samples, context.sampleRate),
        durationSeconds: collector.durationSeconds,
        maxAmplitude: collector.maxAmplitude,
        waveform: collector.bars(),
      };
    },
    cancel() {
      node.port.onmessage = null;
      node.disconnect();
      release();
    },
  };
}
