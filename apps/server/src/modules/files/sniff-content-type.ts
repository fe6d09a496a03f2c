import { fileTypeFromBuffer } from 'file-type';

/** Enough leading bytes for file-type to recognise every format we accept. */
export const sniffByteCount = 4100;

// HEIC photos from phones are sometimes labelled HEIF inside; both are the same container for our purpose.
const equivalentTypes: Record<string, string> = {
  'image/heif': 'image/heic',
  'audio/vnd.wave': 'audio/wav',
  'audio/x-wav': 'audio/wav',
  'audio/wave': 'audio/wav',
  'image/jpg': 'image/jpeg',
};

/** Lower-case type without parameters (`image/JPEG; x=1` → `image/jpeg`), aliases folded together. */
export function normalizeContentType(value: string | undefined): string | undefined {
  const base = value?.split(';')[0]?.trim().toLowerCase();
  if (!base) return undefined;
  return equivalentTypes[base] ?? base;
}

/** The real type of a file from its first bytes, or undefined when it is not a known format. */
export async function sniffContentType(head: Uint8Array): Promise<string | undefined> {
  const detected = await fileTypeFromBuffer(head);
  return normalizeContentType(detected?.mime);
}
