/**
 * The cache key of one issue's detail. A file of its own: the live list writes its events under this key, and
 * importing it from get-issue.ts would bring the detail's schema (and zod) into the list's first load.
 */
export const issueQueryKey = (siteId: string, issueId: string) => ['site-issue', siteId, issueId] as const;
