import { z } from 'zod';
import { visitorLanguage } from '../feedback/language-field';
import { issue, photoFileKey, reportTranslation } from './issue';
import { priorityId } from './issue-enums';
import {
  statusTokenPattern,
  stillAProblemNoteLimit,
  stillAProblemPhotoLimit,
  visitorReportStates,
} from './visitor-report-rules';

export { visitorEmailRetentionDays } from './visitor-report-rules';

// Issue 14: closing the loop with the visitor. A visitor's submission is a "report"; one or more reports
// make an issue (later ones attached as duplicates). The visitor follows their report with a status token.

/** The status token: 32 hex characters of the report id, then a 43-character HMAC (base64url). */
export const statusToken = z.string().regex(statusTokenPattern, 'must be a status token');

/** Answer of POST /api/public/site/{siteId}/issues: the issue, plus what the visitor needs to follow it. */
export const createIssueResponse = issue.extend({
  statusToken,
  /** True when the report was attached to an open issue that someone had already reported. */
  alreadyReported: z.boolean(),
});
export type CreateIssueResponse = z.infer<typeof createIssueResponse>;

export const visitorReportState = z.enum(visitorReportStates);
export type VisitorReportState = z.infer<typeof visitorReportState>;

/** GET /api/public/site/{siteId}/reports/{token}: what the visitor reported and where it stands. */
export const visitorReportStatus = z.object({
  title: z.string(),
  location: z.string(),
  createdAt: z.number().int(),
  photos: z.array(z.object({ id: z.uuid() })),
  state: visitorReportState,
  /** When the issue was marked fixed (state 'fixed'). */
  fixedAt: z.number().int().optional(),
  language: z.string().optional(),
  /** Whether an address is waiting for the "fixed" email (never the address itself). */
  hasEmail: z.boolean(),
});
export type VisitorReportStatus = z.infer<typeof visitorReportStatus>;

/** POST /api/public/site/{siteId}/reports/{token}/email: one email when fixed, with explicit consent. */
export const visitorEmailRequest = z.object({
  email: z.email('Enter a valid email address').max(254),
  consent: z.literal(true, 'Consent is required'),
});
export type VisitorEmailRequest = z.infer<typeof visitorEmailRequest>;

/**
 * POST /api/public/site/{siteId}/reports/{token}/still-a-problem: a new report linked to the fixed issue, with what
 * is still wrong and photos of it (uploads of the photo folder, claimed like a report's).
 */
export const stillAProblemRequest = z.object({
  note: z.string().trim().max(stillAProblemNoteLimit).optional(),
  photoFileKeys: z.array(photoFileKey).max(stillAProblemPhotoLimit).default([]),
  language: visitorLanguage.optional(),
});
export type StillAProblemRequest = z.infer<typeof stillAProblemRequest>;
export const stillAProblemResponse = z.object({ statusToken });
export type StillAProblemResponse = z.infer<typeof stillAProblemResponse>;

/** One visitor's report as a manager sees it on the issue detail. */
export const issueReport = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  location: z.string(),
  language: z.string().optional(),
  translation: reportTranslation.optional(),
  priority: z.object({ id: priorityId, level: z.number().int().min(1).max(4) }),
  createdAt: z.number().int(),
  photos: z.array(z.object({ id: z.uuid() })),
});
export type IssueReport = z.infer<typeof issueReport>;

/** GET /api/site/{siteId}/issues/{issueId}: the issue with every report and its links both ways. */
export const issueDetail = issue.extend({
  reports: z.array(issueReport),
  /** "Still a problem?": the fixed issue this one says is not fixed. */
  followsIssueId: z.uuid().optional(),
  /** Newer issues that say this one is not fixed. */
  followedByIssueIds: z.array(z.uuid()),
});
export type IssueDetail = z.infer<typeof issueDetail>;
