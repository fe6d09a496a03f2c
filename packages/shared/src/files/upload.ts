import { z } from 'zod';
import { uploadFolders } from './upload-limits';

export const uploadFolder = z.enum(uploadFolders);

/** GET /api/files/upload/{folder}: where to PUT the file and the key to refer to it by. */
export const uploadTarget = z.object({ url: z.string(), key: z.string() });
export type UploadTarget = z.infer<typeof uploadTarget>;
