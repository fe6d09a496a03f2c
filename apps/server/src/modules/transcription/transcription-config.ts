import { createOpenAiCompatibleTranscriber } from '../../adapters/transcription/openai-compatible-transcriber';
import type { Transcriber } from '../../adapters/transcription/transcriber';
import type { Config } from '../../config';

/** The configured transcriber, or null when voice input is off (it needs TRANSCRIBE_BASE_URL). */
export function createConfiguredTranscriber(
  config: Pick<Config, 'TRANSCRIBE_BASE_URL' | 'TRANSCRIBE_MODEL' | 'TRANSCRIBE_API_KEY'>,
): Transcriber | null {
  if (!config.TRANSCRIBE_BASE_URL) return null;
  return createOpenAiCompatibleTranscriber({
    baseUrl: config.TRANSCRIBE_BASE_URL,
    model: config.TRANSCRIBE_MODEL,
    apiKey: config.TRANSCRIBE_API_KEY,
  });
}
