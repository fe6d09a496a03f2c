import { z } from 'zod';
import { site } from '../sites/site';

/** One site of GET /api/sites/summary: its open issues and how many of them are critical (issue 29). */
export const siteIssueCounts = z.object({
  siteId: z.uuid(),
  siteName: z.string(),
  open: z.number().int().min(0),
  critical: z.number().int().min(0),
  /** The site's response targets, so the list across sites shows each row's due time by its own site's. */
  responseTargets: site.shape.responseTargets,
});
export type SiteIssueCounts = z.infer<typeof siteIssueCounts>;

/** GET /api/sites/summary: every site of the signed-in user, in the side menu's order. */
export const sitesSummary = z.object({ sites: z.array(siteIssueCounts) });
export type SitesSummary = z.infer<typeof sitesSummary>;
