import { z } from 'zod';
import { type Transcriber, TranscriptionFailedError } from './transcriber';

const transcriptResponse = z.object({ text: z.string() });

export interface OpenAiCompatibleTranscriberOptions {
  /** e.g. https://api.openai.com/v1, or a local whisper server's /v1. */
  baseUrl: string;
  model: string;
  apiKey?: string;
  fetch?: typeof fetch;
}

/**
 * Any OpenAI-compatible `POST {base}/audio/transcriptions` (OpenAI, whisper.cpp server, faster-whisper
 * servers, vLLM, LocalAI): multipart with the file, the model, the language hint and the plain `json`
 * response format, which every implementation supports.
 */
export function createOpenAiCompatibleTranscriber(options: OpenAiCompatibleTranscriberOptions): Transcriber {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/audio/transcriptions`;
  const doFetch = options.fetch ?? fetch;
  return {
    async transcribe(audio, { language, signal }) {
      const form = new FormData();
      form.append('model', options.model);
      form.append('file', new Blob([new Uint8Array(audio)], { type: 'audio/wav' }), 'recording.wav');
      form.append('response_format', 'json');
      // Whisper takes ISO-639-1 codes; every language of the product has a two-letter code.
      if (language && /^[a-z]{2}$/.test(language)) form.append('language', language);
      const response = await doFetch(url, {
        method: 'POST',
        body: form,
        headers: options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {},
        signal,
      });
      if (!response.ok) {
        throw new TranscriptionFailedError(`The transcription service answered ${response.status}`);
      }
      const parsed = transcriptResponse.safeParse(await response.json().catch(() => null));
      if (!parsed.success) throw new TranscriptionFailedError('The transcription service answered no text');
      return parsed.data.text.trim();
    },
  };
}
