import { type FilterableIssue, type IssueFilterCriteria, matchingIssues } from './filter-issues';
import type { IssueSort } from './filters';
import { compareIssues, type IssueSortKey } from './sort-issues';

/**
 * Sites with more open issues than this are paged when the client asks with `limit`; smaller ones are
 * answered whole (one request, the cached body, ETag/304) and sorted and filtered in the browser.
 */
export const openListPagingThreshold = 2000;

/** Rows per page the dashboard asks for. */
export const openListPageSize = 100;

/** Where a page ended: the sort it belongs to and the sort key of its last row. */
export interface OpenListCursor {
  sort: IssueSort;
  key: IssueSortKey;
}

const sortCodes: Record<IssueSort, string> = { highestPriority: 'p', latest: 'l', oldest: 'o' };
const sortByCode = new Map(Object.entries(sortCodes).map(([sort, code]) => [code, sort as IssueSort]));

const toBase64Url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromBase64Url = (text: string) => atob(text.replace(/-/g, '+').replace(/_/g, '/'));

/** The opaque `nextCursor` after `row` (ids and numbers only, so plain ASCII). */
export function encodeOpenListCursor(sort: IssueSort, row: IssueSortKey): string {
  return toBase64Url(JSON.stringify([sortCodes[sort], row.priority.level, row.createdAt, row.id]));
}

/** The cursor a client sent, or null when it is not one this list made. */
export function decodeOpenListCursor(text: string): OpenListCursor | null {
  try {
    const value: unknown = JSON.parse(fromBase64Url(text));
    if (!Array.isArray(value) || value.length !== 4) return null;
    const [code, level, createdAt, id] = value as unknown[];
    const sort = typeof code === 'string' ? sortByCode.get(code) : undefined;
    if (!sort || !Number.isInteger(level) || !Number.isInteger(createdAt) || typeof id !== 'string') return null;
    if (id.length > 64) return null;
    return { sort, key: { id, createdAt: createdAt as number, priority: { level: level as number } } };
  } catch {
    return null;
  }
}

export interface OpenListPage<T> {
  issues: T[];
  nextCursor: string | null;
  matchCount: number;
}

/**
 * One page of a list already sorted by `compareIssues(sort)`: the rows after the cursor's key that match
 * the criteria, at most `limit`. The cursor is a key, not a position, so issues created or resolved
 * between two requests neither repeat a row nor skip one that was there all along.
 */
export function pageOpenIssues<T extends IssueSortKey & FilterableIssue>(
  sorted: readonly T[],
  options: { sort: IssueSort; criteria: IssueFilterCriteria; after?: IssueSortKey; limit: number },
): OpenListPage<T> {
  return pageMatchingIssues(matchingIssues(sorted, options.criteria), options);
}

/**
 * The same page of a sorted list whose rows all match already (a server keeps those per sort and filter):
 * a binary search for the cursor's place, then a slice.
 */
export function pageMatchingIssues<T extends IssueSortKey>(
  matches: readonly T[],
  options: { sort: IssueSort; after?: IssueSortKey; limit: number },
): OpenListPage<T> {
  const compare = compareIssues(options.sort);
  let start = 0;
  const after = options.after;
  if (after) {
    // The first row that sorts after the cursor's key.
    let high = matches.length;
    while (start < high) {
      const middle = (start + high) >>> 1;
      if (compare(matches[middle]!, after) <= 0) start = middle + 1;
      else high = middle;
    }
  }
  const issues = matches.slice(start, start + options.limit);
  const hasMore = start + options.limit < matches.length;
  const last = issues.at(-1);
  return {
    issues,
    nextCursor: hasMore && last ? encodeOpenListCursor(options.sort, last) : null,
    matchCount: matches.length,
  };
}

/** The query string of a page request (shared so the web and the tests ask the same way). */
export function openListSearchParams(options: {
  sort: IssueSort;
  criteria: IssueFilterCriteria;
  limit: number;
  cursor?: string | null;
}): URLSearchParams {
  const { criteria } = options;
  const params = new URLSearchParams({ limit: String(options.limit), sort: options.sort });
  if (criteria.priorityIds.length > 0) params.set('priority', criteria.priorityIds.join(','));
  if (criteria.categoryId !== null) params.set('category', criteria.categoryId);
  if (criteria.location !== null) params.set('location', criteria.location);
  if (criteria.createdFrom !== undefined) params.set('createdFrom', String(criteria.createdFrom));
  if (criteria.createdBefore !== undefined) params.set('createdBefore', String(criteria.createdBefore));
  if (criteria.siteIds?.length) params.set('siteId', criteria.siteIds.join(','));
  if (options.cursor) params.set('cursor', options.cursor);
  return params;
}

/**
 * Where a live change goes in a paged list: a row that sorts before the last loaded row (or any row once
 * the last page is in) belongs among the loaded rows; a later one is left to the page that will hold it.
 */
export function belongsToLoadedPages(
  row: IssueSortKey,
  options: { sort: IssueSort; lastLoaded: IssueSortKey | undefined; hasMore: boolean },
): boolean {
  if (!options.hasMore || !options.lastLoaded) return true;
  return compareIssues(options.sort)(row, options.lastLoaded) < 0;
}
