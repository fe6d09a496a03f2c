import { parseTranscription } from '../lib/parse-response';
import { publicFetch } from '../lib/public-fetch';
import { type SiteParams, siteHeaders } from '../lib/site-headers';
import { uploadFile } from '../lib/upload-file';

/**
 * Spec section 7: the recording is uploaded as a WAV file named for transcription to the
 * transcription-tasks folder, then POST /api/transcribe {fileKey} answers the text.
 */
export async function transcribeAudio(params: SiteParams, wav: Blob, language: string): Promise<string> {
  const file = new File([wav], 'transcription.wav', { type: 'audio/wav' });
  const fileKey = await uploadFile(params, 'transcription-tasks', file);
  const { text } = await publicFetch('/api/transcribe', {
    method: 'POST',
    headers: siteHeaders(params),
    body: { fileKey, language },
    parse: parseTranscription,
  });
  return text;
}
