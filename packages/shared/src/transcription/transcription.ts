import { z } from 'zod';
import { visitorLanguage } from '../feedback/language-field';

/** Body of POST /api/transcribe: the key of an uploaded WAV and the visitor's language. */
export const transcribeRequest = z.object({
  fileKey: z.string().min(1).max(300),
  language: visitorLanguage.optional(),
});
export type TranscribeRequest = z.infer<typeof transcribeRequest>;

export const transcribeResponse = z.object({ text: z.string() });
export type TranscribeResponse = z.infer<typeof transcribeResponse>;
