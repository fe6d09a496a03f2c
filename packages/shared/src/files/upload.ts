import { z } from 'zod';

// Spec section 7: the only upload folders.
export const uploadFolders = ['issue-reporting-images', 'transcription-tasks'] as const;
export const uploadFolder = z.enum(uploadFolders);
export type UploadFolder = z.infer<typeof uploadFolder>;

export const maxUploadBytes = 10 * 1024 * 1024;

export const imageContentTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/heic'] as const;
export const audioContentTypes = ['audio/wav'] as const;

export const allowedContentTypes: Record<UploadFolder, readonly string[]> = {
  'issue-reporting-images': imageContentTypes,
  'transcription-tasks': audioContentTypes,
};

/** GET /api/files/upload/{folder}: where to PUT the file and the key to refer to it by. */
export const uploadTarget = z.object({ url: z.string(), key: z.string() });
export type UploadTarget = z.infer<typeof uploadTarget>;

export const transcribeRequest = z.object({
  fileKey: z.string().min(1).max(300),
  language: z.string().min(2).max(8).optional(),
});
export type TranscribeRequest = z.infer<typeof transcribeRequest>;
export const transcribeResponse = z.object({ text: z.string() });
