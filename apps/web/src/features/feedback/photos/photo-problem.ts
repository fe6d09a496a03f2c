import { imageContentTypes, maxUploadBytes } from '@sitewatch/shared/constants';

/** Why a chosen photo cannot go to the photo folder, in terms the visitor can act on. */
export type PhotoProblem = 'wrongType' | 'tooLarge';

/** The limit in whole megabytes, as the visitor is told it. */
export const maxPhotoMegabytes = Math.floor(maxUploadBytes / 1024 / 1024);

/**
 * The server's checks of the photo folder (its image types and size), made on what would be uploaded before it
 * is, so the visitor hears at once. A photo the browser could decode was re-encoded as a small JPEG already; what
 * is left here is a file that is no image, or one the browser cannot read (a large HEIC) sent as it is.
 */
export function findPhotoProblem(photo: Blob): PhotoProblem | null {
  if (!(imageContentTypes as readonly string[]).includes(photo.type)) return 'wrongType';
  if (photo.size > maxUploadBytes) return 'tooLarge';
  return null;
}

/** The storage's refusal of an upload as a problem the visitor can fix; null for any other failure. */
export function photoProblemOfStatus(status: number): PhotoProblem | null {
  if (status === 413) return 'tooLarge';
  if (status === 415) return 'wrongType';
  return null;
}
