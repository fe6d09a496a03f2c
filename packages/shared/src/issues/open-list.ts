import { z } from 'zod';
import { issueSorts } from './filters';
import { issue, reportTranslation } from './issue';
import { categoryId, priorityId } from './issue-enums';
import { decodeOpenListCursor } from './open-list-paging';

/**
 * One row of the open list: what the row shows and the filters read. Description and photos load with
 * the issue (GET /api/site/{siteId}/issues/{issueId}); the fields kept have the spec's names and types.
 */
export const openIssueRow = issue
  .pick({
    id: true,
    siteId: true,
    title: true,
    location: true,
    createdAt: true,
    status: true,
    priority: true,
    category: true,
    language: true,
    reportCount: true,
  })
  .extend({ translation: reportTranslation.pick({ language: true, title: true, location: true }).optional() });
export type OpenIssueRow = z.infer<typeof openIssueRow>;

export const openIssueRowList = z.array(openIssueRow);

/** Largest page a client may ask for. */
export const maxOpenListPageSize = 500;

/** Most sites one portfolio filter may name. */
export const maxSiteFilterIds = 100;

const epochMs = z.coerce.number().int().min(0).max(8_640_000_000_000_000);

/**
 * Query of GET /api/site/{siteId}/issues/open. Without `limit` the answer is the whole list (spec section 7).
 * With `limit`, a site above the paging threshold answers one page (`openIssuePage`) sorted and filtered by
 * the server; a smaller site still answers the whole list, and the client sorts and filters it itself.
 * The filters are the spec's (section 5) with the date range sent as bounds the browser computed.
 */
export const openIssuesQuery = z
  .object({
    limit: z.coerce.number().int().min(1).max(maxOpenListPageSize).optional(),
    cursor: z.string().max(300).optional(),
    sort: z.enum(issueSorts).default('highestPriority'),
    /** Comma-separated priority ids; empty or absent means any. */
    priority: z
      .string()
      .max(200)
      .optional()
      .transform((text) => (text ? text.split(',') : []))
      .pipe(z.array(priorityId).max(4)),
    category: categoryId.optional(),
    location: z.string().max(1000).optional(),
    createdFrom: epochMs.optional(),
    createdBefore: epochMs.optional(),
    /**
     * Comma-separated site ids (issue 29): only these sites' issues. On GET /api/issues/open a site the user is
     * not a member of is left out exactly like one that does not exist.
     */
    siteId: z
      .string()
      .max(maxSiteFilterIds * 37)
      .optional()
      .transform((text) => (text ? text.split(',') : []))
      .pipe(z.array(z.uuid('must be site ids separated by commas')).max(maxSiteFilterIds)),
  })
  .superRefine((query, ctx) => {
    if (query.cursor === undefined) return;
    const cursor = decodeOpenListCursor(query.cursor);
    if (!cursor) ctx.addIssue({ code: 'custom', path: ['cursor'], message: 'must be a nextCursor from this list' });
    else if (cursor.sort !== query.sort)
      ctx.addIssue({ code: 'custom', path: ['cursor'], message: 'belongs to another sort' });
  });
export type OpenIssuesQuery = z.infer<typeof openIssuesQuery>;

/** One page of a large site's open list. */
export const openIssuePage = z.object({
  issues: openIssueRowList,
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
  /** How many open issues match the filters, on every page. */
  matchCount: z.number().int().min(0),
  /** The distinct locations of every open issue, for the Location filter; on the first page only. */
  locations: z.array(z.string()).optional(),
});
export type OpenIssuePage = z.infer<typeof openIssuePage>;

/** The answer of GET .../issues/open: the whole list (an array) or, when paged, one page. */
export const openIssuesAnswer = z.union([openIssueRowList, openIssuePage]);
