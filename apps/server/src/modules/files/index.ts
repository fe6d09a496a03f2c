/**
 * Files: upload targets, the bytes behind local storage's signed URLs, and an upload's life (pending, stored,
 * attached, deleted when never attached). Other modules claim the uploads they attach.
 */
export { claimUploads } from './claim-uploads';
export { createUploadTarget } from './create-upload-target';
export { ensureFileStored } from './ensure-file-stored';
export { filesJobs } from './files.jobs';
export { filesRoutes } from './files.routes';
export { normalizeContentType } from './sniff-content-type';
