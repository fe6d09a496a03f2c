// Zod-free so the visitor page can import them (see constants.ts).

// Spec section 7: the only upload folders.
export const uploadFolders = ['issue-reporting-images', 'transcription-tasks'] as const;
export type UploadFolder = (typeof uploadFolders)[number];

export const maxUploadBytes = 10 * 1024 * 1024;

export const imageContentTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/heic'] as const;
export const audioContentTypes = ['audio/wav'] as const;

export const allowedContentTypes: Record<UploadFolder, readonly string[]> = {
  'issue-reporting-images': imageContentTypes,
  'transcription-tasks': audioContentTypes,
};
