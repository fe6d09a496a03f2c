import { maxUploadBytes, type UploadFolder } from '@sitewatch/shared';
import type { FileStorage } from '../../adapters/storage/file-storage';
import type { Transcriber } from '../../adapters/transcription/transcriber';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { ensureFileStored } from '../files';
import { readWavInfo } from './wav-info';

const recordingFolder: UploadFolder = 'transcription-tasks';

/** Caps of one voice message: the upload limit, and a few minutes of speech. */
export const transcriptionLimits = {
  maxBytes: maxUploadBytes,
  maxSeconds: 180,
  minSeconds: 0.1,
} as const;

const badRecording = (message: string, detail: string) => new AppError('BAD_REQUEST', message, { fileKey: [detail] });

/**
 * Turns a visitor's voice recording into text. The file must be this site's upload to the
 * transcription folder, a real WAV (RIFF/WAVE header, checked here, whatever the upload said) within
 * the caps. The recording is not kept as attached: unattached uploads are deleted after a day.
 */
export async function transcribeRecording(options: {
  db: Db;
  storage: FileStorage;
  transcriber: Transcriber;
  siteId: string;
  fileKey: string;
  language?: string;
  signal: AbortSignal;
}): Promise<{ text: string }> {
  const { db, storage, siteId, fileKey } = options;
  const row = await ensureFileStored({ db, storage, siteId, folder: recordingFolder, key: fileKey }).catch(
    (error: unknown) => {
      if (error instanceof AppError && error.code === 'NOT_FOUND') {
        throw badRecording('No recording with this key was uploaded for this site.', 'unknown recording');
      }
      throw error;
    },
  );
  if ((row.sizeBytes ?? 0) > transcriptionLimits.maxBytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'The recording is too large.', { fileKey: ['at most 10 MB'] });
  }
  const audio = await storage.read(fileKey);
  if (audio.length > transcriptionLimits.maxBytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'The recording is too large.', { fileKey: ['at most 10 MB'] });
  }
  const wav = readWavInfo(audio);
  if (!wav) throw badRecording('The recording is not a WAV file.', 'must be a WAV (RIFF/WAVE) recording');
  if (wav.durationSeconds > transcriptionLimits.maxSeconds) {
    throw badRecording(
      `The recording is longer than ${transcriptionLimits.maxSeconds / 60} minutes.`,
      `at most ${transcriptionLimits.maxSeconds} seconds`,
    );
  }
  if (wav.durationSeconds < transcriptionLimits.minSeconds) {
    throw badRecording('The recording is too short to hold any words.', 'holds no audio');
  }
  try {
    const text = await options.transcriber.transcribe(audio, { language: options.language, signal: options.signal });
    return { text };
  } catch (error) {
    if (options.signal.aborted && !(options.signal.reason instanceof TranscriptionTimeoutError)) throw error;
    throw new AppError(
      'UNAVAILABLE',
      'The recording could not be turned into text. Please try again or type your message.',
    );
  }
}

export class TranscriptionTimeoutError extends Error {
  override name = 'TranscriptionTimeoutError';
}
