/** Spec: photos are downscaled on the device to at most 2048 px before upload (keeps data use low). */
export const maxPhotoSize = 2048;
/** Kept in session storage so the conversation shows its photos again after a reload. */
export const thumbnailSize = 480;

/** The size that fits within maxSize on its longer side, keeping the aspect ratio; never enlarges. */
export function fitWithin(width: number, height: number, maxSize: number): { width: number; height: number } {
  const scale = Math.min(1, maxSize / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

async function decode(file: Blob): Promise<ImageBitmap | HTMLImageElement> {
  if (typeof createImageBitmap === 'function') {
    // Applies the EXIF orientation, so portrait phone photos stay upright.
    return createImageBitmap(file, { imageOrientation: 'from-image' });
  }
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return image;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * Re-encodes an image as JPEG no larger than maxSize on its longer side. Re-encoding also drops the
 * photo's metadata (such as GPS position) before it leaves the visitor's phone.
 */
export async function downscaleImage(file: Blob, maxSize: number, quality: number): Promise<Blob> {
  const image = await decode(file);
  const { width, height } = fitWithin(image.width, image.height, maxSize);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is not available');
  context.drawImage(image, 0, 0, width, height);
  if ('close' in image) image.close();
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Image encoding failed'))), 'image/jpeg', quality);
  });
}

export function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

export interface PreparedPhoto {
  /** What gets uploaded: a JPEG of at most 2048 px. */
  upload: Blob;
  /** A small data URL kept for the conversation after a reload; null when it could not be made. */
  thumbnail: string | null;
}

/** Downscales a chosen photo; a photo the browser cannot decode is uploaded as it is. */
export async function preparePhoto(file: File): Promise<PreparedPhoto> {
  let upload: Blob = file;
  try {
    upload = await downscaleImage(file, maxPhotoSize, 0.85);
  } catch (error) {
    console.warn('Could not downscale the photo; uploading the original', error);
  }
  let thumbnail: string | null = null;
  try {
    thumbnail = await readAsDataUrl(await downscaleImage(upload, thumbnailSize, 0.7));
  } catch {
    // The photo still shows until a reload.
  }
  return { upload, thumbnail };
}
