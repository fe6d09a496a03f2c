import { z } from 'zod';
import { visitorLanguage } from '../feedback/language-field';
import { categoryId, issueStatus, priorityId } from './issue-enums';
import { issueTextLimits, maxPhotosPerIssue } from './issue-limits';

/**
 * The language managers read reports in. The dashboard is in English, so reports in another language are
 * translated into English when a model is configured (issue 14); each translation stores its target, so a
 * per-site language can replace this constant without touching stored rows.
 */
export const managerLanguage = 'en';

/** A report's text translated for managers, kept beside the visitor's original words. */
export const reportTranslation = z.object({
  /** The language translated into (managerLanguage). */
  language: z.string(),
  title: z.string(),
  description: z.string(),
  location: z.string(),
});
export type ReportTranslation = z.infer<typeof reportTranslation>;

/** An issue as the API returns it; times are epoch milliseconds (spec section 3). */
export const issue = z.object({
  id: z.uuid(),
  siteId: z.uuid(),
  title: z.string(),
  description: z.string(),
  location: z.string(),
  createdAt: z.number().int(),
  closedAt: z.number().int().optional(),
  status: issueStatus,
  priority: z.object({ id: priorityId, level: z.number().int().min(1).max(4) }),
  category: z.object({ id: categoryId }),
  photos: z.array(z.object({ id: z.uuid() })),
  language: z.string().optional(),
  /** How many visitors' reports were attached to this issue, when more than one (issue 14). */
  reportCount: z.number().int().min(2).optional(),
  /** Title, description and location in managerLanguage, when the report was in another language. */
  translation: reportTranslation.optional(),
});
export type Issue = z.infer<typeof issue>;

export const issueList = z.array(issue);

/** A visitor's upload to the photo folder, named by the key GET /api/files/upload/{folder} gave. */
export const photoFileKey = z.string().min(1).max(300);

/** Body of POST /api/public/site/{siteId}/issues (spec section 3 "Issue report payload"). */
export const createIssueRequest = z.object({
  title: z.string().trim().min(1, 'Title is required').max(issueTextLimits.title),
  description: z.string().trim().min(1, 'Description is required').max(issueTextLimits.description),
  location: z.string().trim().min(1, 'Location is required').max(issueTextLimits.location),
  photoFileKeys: z.array(photoFileKey).max(maxPhotosPerIssue).default([]),
  language: visitorLanguage.optional(),
});
export type CreateIssueRequest = z.infer<typeof createIssueRequest>;
