import { z } from 'zod';
import { issue } from './issue';
import { categoryId, priorityId } from './issue-enums';

/** POST /api/site/{siteId}/issues/{issueId}/triage: the manager's correction of priority and category. */
export const triageOverrideRequest = z
  .object({ priorityId: priorityId.optional(), categoryId: categoryId.optional() })
  .refine((body) => body.priorityId !== undefined || body.categoryId !== undefined, {
    message: 'Choose a priority or a category',
    path: ['priorityId'],
  });
export type TriageOverrideRequest = z.infer<typeof triageOverrideRequest>;

/** How long a contractor's job link works unless withdrawn earlier. */
export const jobLinkTtlDays = 14;

/** POST /api/site/{siteId}/issues/{issueId}/assignment: a member of the site, or a contractor by email. */
export const assignIssueRequest = z.union([
  z.object({ memberUserId: z.uuid('must be a member id') }),
  z.object({
    contractorEmail: z.string().trim().toLowerCase().max(254).pipe(z.email('Please enter a valid email address')),
  }),
]);
export type AssignIssueRequest = z.infer<typeof assignIssueRequest>;

export const issueAssignment = z.object({
  id: z.uuid(),
  memberUserId: z.uuid().nullable(),
  memberName: z.string().nullable(),
  contractorEmail: z.string().nullable(),
  createdAt: z.number().int(),
  expiresAt: z.number().int().nullable(),
});
export type IssueAssignment = z.infer<typeof issueAssignment>;

export const activityKinds = [
  'reported',
  'triaged',
  'triage_changed',
  'assigned',
  'unassigned',
  'note',
  'photo',
  'resolved',
] as const;
export const activityKind = z.enum(activityKinds);
export type ActivityKind = z.infer<typeof activityKind>;

export const issueActivity = z.object({
  id: z.uuid(),
  kind: activityKind,
  /** Who did it: a member's name or email, a contractor's email, or null for the visitor or the system. */
  actor: z.string().nullable(),
  /** Kind-specific facts: language, priorityId, categoryId, assignee, note text, photoId. */
  details: z.record(z.string(), z.unknown()),
  createdAt: z.number().int(),
});
export type IssueActivity = z.infer<typeof issueActivity>;

/** GET /api/site/{siteId}/issues/{issueId}/activity */
export const issueActivityView = z.object({
  activities: z.array(issueActivity),
  assignment: issueAssignment.nullable(),
});
export type IssueActivityView = z.infer<typeof issueActivityView>;

export const noteLimit = 2000;

/** POST a note (signed-in member or contractor link). */
export const addNoteRequest = z.object({
  text: z
    .string()
    .trim()
    .min(1, 'Please write a note')
    .max(noteLimit, `A note must not exceed ${noteLimit} characters`),
});
export type AddNoteRequest = z.infer<typeof addNoteRequest>;

/** POST a photo already uploaded through the job link's upload target. */
export const addPhotoRequest = z.object({ fileKey: z.string().min(1).max(300) });
export type AddPhotoRequest = z.infer<typeof addPhotoRequest>;

/** GET /api/public/jobs/{token}: what a contractor sees, without sign-in. */
export const jobView = z.object({
  siteName: z.string(),
  issue: issue,
  /** Short-lived image URLs of the issue's photos, in order. */
  photoUrls: z.array(z.string()),
  notes: z.array(z.object({ text: z.string(), createdAt: z.number().int() })),
  expiresAt: z.number().int(),
});
export type JobView = z.infer<typeof jobView>;

export const historyPageSize = 100;

/** GET /api/site/{siteId}/issues/resolved: newest first, optional text search, paged by closedAt. */
export const resolvedIssuesQuery = z.object({
  q: z.string().trim().max(200).optional(),
  before: z.coerce.number().int().positive().optional(),
});
export type ResolvedIssuesQuery = z.infer<typeof resolvedIssuesQuery>;

export const resolvedIssuesPage = z.object({
  issues: z.array(issue),
  /** Pass as `before` for the next page; null when this was the last. */
  nextBefore: z.number().int().nullable(),
});
export type ResolvedIssuesPage = z.infer<typeof resolvedIssuesPage>;

/**
 * The days an export may name. A real calendar day in these years stays a valid date through every layer
 * (a day after 9999-12-31 is no ISO date PostgreSQL reads); years outside them hold no issues anyway.
 */
export const exportDayBounds = { first: '2000-01-01', last: '2999-12-31' } as const;

// z.iso.date checks the calendar too: 2024-02-30 and 2023-02-29 are refused, 2024-02-29 is a day.
const isoDay = z.iso
  .date('must be a date like 2026-01-31')
  .refine((day) => day >= exportDayBounds.first && day <= exportDayBounds.last, {
    message: `must be between ${exportDayBounds.first} and ${exportDayBounds.last}`,
  });

/** GET /api/site/{siteId}/issues/export.csv?from&to: issues created on those days (UTC), inclusive. */
export const issuesExportQuery = z
  .object({ from: isoDay, to: isoDay })
  .refine((q) => q.from <= q.to, { message: 'must not be after the end date', path: ['from'] });
export type IssuesExportQuery = z.infer<typeof issuesExportQuery>;
