/** Voice: a visitor's recording turned into text by the configured transcription service. */

export { transcriptionRoutes } from './transcription.routes';
export { createConfiguredTranscriber } from './transcription-config';
