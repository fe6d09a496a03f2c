/** Speech to text for the visitor's voice messages. */
export interface Transcriber {
  /** The text of a WAV recording; the language code is a hint for the model. */
  transcribe(audio: Buffer, options: { language?: string; signal: AbortSignal }): Promise<string>;
}

/** The transcription service answered something other than a transcript. */
export class TranscriptionFailedError extends Error {
  override name = 'TranscriptionFailedError';
}
