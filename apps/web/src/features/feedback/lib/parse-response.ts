import type { ChatMessage, PublicSite, VisitorReportStatus } from '@sitewatch/shared';
import {
  chatMessageIdPattern,
  isRecord,
  isString,
  type JsonRecord,
  readFeedbackPageSettings,
  statusTokenPattern,
  visitorReportStates,
} from '@sitewatch/shared/constants';

// The feedback page checks answers with these small guards instead of the shared zod schemas:
// zod would be about a quarter of the page's JavaScript, and the page is opened on phones on weak
// networks. They follow the shared contract (chatMessage, publicSite, uploadTarget,
// transcribeResponse); parse-response.test.ts checks them against those schemas. A site's feedback page
// settings are read by the shared reader the dashboard's site screens use too.

/** A chat message as the shared `chatMessage` schema defines it, or null. */
export function parseChatMessage(value: unknown): ChatMessage | null {
  if (!isRecord(value) || !isString(value.id) || !chatMessageIdPattern.test(value.id)) return null;
  const { id } = value;
  switch (value.type) {
    case 'userMessage':
    case 'assistantMessage':
      return isString(value.content) ? { id, type: value.type, content: value.content } : null;
    case 'userPhoto': {
      const { photoId, fileKey, src } = value;
      if (!isString(photoId) || photoId === '' || !isString(fileKey) || fileKey === '') return null;
      if (src !== undefined && !isString(src)) return null;
      return src === undefined
        ? { id, type: 'userPhoto', photoId, fileKey }
        : { id, type: 'userPhoto', photoId, fileKey, src };
    }
    case 'assistantIssueCreated': {
      const { title, description, location, photoIds } = value;
      if (!isString(title) || !isString(description) || !isString(location)) return null;
      if (!Array.isArray(photoIds) || !photoIds.every(isString)) return null;
      return { id, type: 'assistantIssueCreated', title, description, location, photoIds };
    }
    default:
      return null;
  }
}

/** GET /api/public/site/{siteId}: the shared `publicSite` shape, or null. */
export function parsePublicSite(value: unknown): PublicSite | null {
  if (!isRecord(value) || !isString(value.id) || !isString(value.name)) return null;
  if (typeof value.voiceInputAvailable !== 'boolean') return null;
  const feedbackPageSettings = readFeedbackPageSettings(value.feedbackPageSettings);
  if (!feedbackPageSettings) return null;
  return { id: value.id, name: value.name, feedbackPageSettings, voiceInputAvailable: value.voiceInputAvailable };
}

/** GET /api/files/upload/{folder}: {url, key}. */
export function parseUploadTarget(value: unknown): { url: string; key: string } | null {
  return isRecord(value) && isString(value.url) && isString(value.key) ? { url: value.url, key: value.key } : null;
}

/** POST /api/transcribe: {text}. */
export function parseTranscription(value: unknown): { text: string } | null {
  return isRecord(value) && isString(value.text) ? { text: value.text } : null;
}

/** POST /api/public/site/{siteId}/issues: what the visitor needs to follow the report (createIssueResponse). */
export function parseSubmittedIssue(value: unknown): { statusToken: string; alreadyReported: boolean } | null {
  if (!isRecord(value) || !isString(value.statusToken) || !statusTokenPattern.test(value.statusToken)) return null;
  if (typeof value.alreadyReported !== 'boolean') return null;
  return { statusToken: value.statusToken, alreadyReported: value.alreadyReported };
}

/** POST .../still-a-problem: {statusToken}. */
export function parseStatusToken(value: unknown): { statusToken: string } | null {
  return isRecord(value) && isString(value.statusToken) && statusTokenPattern.test(value.statusToken)
    ? { statusToken: value.statusToken }
    : null;
}

const isInt = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

/** GET /api/public/site/{siteId}/reports/{token}: the shared `visitorReportStatus` shape, or null. */
export function parseReportStatus(value: unknown): VisitorReportStatus | null {
  if (!isRecord(value) || !isString(value.title) || !isString(value.location) || !isInt(value.createdAt)) return null;
  if (!visitorReportStates.includes(value.state as VisitorReportStatus['state'])) return null;
  if (typeof value.hasEmail !== 'boolean' || !Array.isArray(value.photos)) return null;
  if (!value.photos.every((photo) => isRecord(photo) && isString(photo.id))) return null;
  if (value.fixedAt !== undefined && !isInt(value.fixedAt)) return null;
  if (value.language !== undefined && !isString(value.language)) return null;
  return {
    title: value.title,
    location: value.location,
    createdAt: value.createdAt,
    photos: value.photos.map((photo: JsonRecord) => ({ id: photo.id as string })),
    state: value.state as VisitorReportStatus['state'],
    ...(value.fixedAt !== undefined ? { fixedAt: value.fixedAt } : {}),
    ...(value.language !== undefined ? { language: value.language } : {}),
    hasEmail: value.hasEmail,
  };
}
