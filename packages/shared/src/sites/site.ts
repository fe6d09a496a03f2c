import { z } from 'zod';
import { toSingleLine } from '../text/single-line';
import { feedbackPageLimits, siteTypes } from './site-rules';

export const siteType = z.enum(siteTypes);

export const messageHint = z.object({
  label: z.string().trim().min(1).max(feedbackPageLimits.hintLabel),
  message: z.string().trim().min(1).max(feedbackPageLimits.hintMessage),
});
export type MessageHint = z.infer<typeof messageHint>;

/** The site's feedback page settings (contents not shown in the spec; this is our design). */
export const feedbackPageSettings = z.object({
  /** Short text shown above the hints before the first message. */
  introText: z.string().max(feedbackPageLimits.introText).optional(),
  /** Site name per language code, shown to visitors in their language (English fallback: name). */
  localizedNames: z
    .record(z.string(), z.string().overwrite(toSingleLine).max(feedbackPageLimits.localizedName))
    .optional(),
  /** Custom hints replace the four default hint cards. */
  messageHints: z.array(messageHint).max(feedbackPageLimits.messageHints).optional(),
});
export type FeedbackPageSettings = z.infer<typeof feedbackPageSettings>;

export const site = z.object({
  id: z.uuid(),
  idCode: z.string(),
  name: z.string(),
  companyName: z.string(),
  type: siteType,
  context: z.object({ postcode: z.string(), operatingHours: z.string(), purpose: z.string() }),
  feedbackPageSettings,
  /**
   * Minutes to resolve an open issue, per priority (issue 29): the defaults until an owner sets them. The answer's
   * shape only: the request's checks and messages (`responseTargets`) stay off the dashboard's first screens.
   */
  responseTargets: z.object({ CRITICAL: z.number(), HIGH: z.number(), MEDIUM: z.number(), LOW: z.number() }),
  createdAt: z.number().int(),
});
export type Site = z.infer<typeof site>;

/** GET /api/public/site/{id}: only what a visitor may see. */
export const publicSite = z.object({
  id: z.uuid(),
  name: z.string(),
  feedbackPageSettings,
  voiceInputAvailable: z.boolean(),
});
export type PublicSite = z.infer<typeof publicSite>;
