import { maxUploadBytes } from '@sitewatch/shared/constants';
import { describe, expect, it } from 'vitest';
import { findPhotoProblem, maxPhotoMegabytes, photoProblemOfStatus } from './photo-problem';

const blobOf = (type: string, size = 10) => new Blob([new Uint8Array(size)], { type });

describe('a chosen photo, checked as the photo folder checks it', () => {
  it('takes the photo folder’s image types up to the upload limit', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/heic']) {
      expect(findPhotoProblem(blobOf(type)), type).toBeNull();
    }
    expect(findPhotoProblem(blobOf('image/heic', maxUploadBytes))).toBeNull();
  });

  it('names a file of another type, or none, the wrong type', () => {
    for (const type of ['application/pdf', 'image/gif', 'video/mp4', '']) {
      expect(findPhotoProblem(blobOf(type)), type).toBe('wrongType');
    }
  });

  it('names a photo over the limit too large, and says the limit in megabytes', () => {
    expect(findPhotoProblem(blobOf('image/heic', maxUploadBytes + 1))).toBe('tooLarge');
    expect(maxPhotoMegabytes).toBe(10);
  });

  it('reads the storage’s refusals: 413 too large, 415 wrong type, anything else not the visitor’s to fix', () => {
    expect(photoProblemOfStatus(413)).toBe('tooLarge');
    expect(photoProblemOfStatus(415)).toBe('wrongType');
    expect(photoProblemOfStatus(500)).toBeNull();
    expect(photoProblemOfStatus(403)).toBeNull();
  });
});
