import { allowedContentTypes, maxUploadBytes, type UploadFolder } from '@sitewatch/shared';
import { AppError } from '../../lib/app-error';

const megabytes = Math.round(maxUploadBytes / 1024 / 1024);

/** The clear 4xx answers for uploads (issue 7: every rejection says what is wrong). */
export const uploadErrors = {
  notAllowedType: (folder: UploadFolder, declared: string | undefined) =>
    new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `${declared ? `Files of type ${declared}` : 'Files without a content type'} cannot be uploaded here; allowed: ${allowedContentTypes[folder].join(', ')}`,
      { contentType: [`must be one of ${allowedContentTypes[folder].join(', ')}`] },
    ),
  contentMismatch: (declared: string, actual: string | undefined) =>
    new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `The file is not a real ${declared} file (its content is ${actual ?? 'not a recognised format'}); it was rejected`,
      { file: [`content does not match ${declared}`] },
    ),
  tooLarge: () =>
    new AppError('PAYLOAD_TOO_LARGE', `The file is larger than ${megabytes} MB`, {
      file: [`must be at most ${megabytes} MB`],
    }),
  empty: () => new AppError('BAD_REQUEST', 'The file is empty', { file: ['must not be empty'] }),
  notUploaded: () => new AppError('BAD_REQUEST', 'The file has not been uploaded yet', { fileKey: ['not uploaded'] }),
  unknownKey: () => new AppError('NOT_FOUND', 'File not found'),
};
