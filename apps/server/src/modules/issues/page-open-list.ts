import { createHash } from 'node:crypto';
import {
  decodeOpenListCursor,
  type IssueFilterCriteria,
  type OpenIssuePage,
  type OpenIssuesQuery,
  pageMatchingIssues,
} from '@sitewatch/shared';
import type { CachedOpenList } from './open-issues-cache';

/**
 * One page of a large site's cached open list, sorted and filtered by the shared rules (the same code as
 * the web list) once per change of the list, so a page is a slice of the cached order. Its ETag is the
 * list's with the query folded in, so an unchanged page revalidates to a 304 like the whole list; the
 * page itself is built only when it goes out.
 */
export function pageOpenList(
  list: CachedOpenList,
  query: OpenIssuesQuery & { limit: number },
  url: string,
): { etag: string; body(): OpenIssuePage } {
  const search = url.includes('?') ? url.slice(url.indexOf('?')) : '';
  const listTag = list.etag.replace(/^W\/"|"$/g, '');
  const queryTag = createHash('sha1').update(search).digest('base64url').slice(0, 12);
  return {
    etag: `W/"${listTag}.${queryTag}"`,
    body() {
      const criteria: IssueFilterCriteria = {
        priorityIds: query.priority,
        categoryId: query.category ?? null,
        location: query.location ?? null,
        createdFrom: query.createdFrom,
        createdBefore: query.createdBefore,
      };
      // The query schema already refused a cursor that does not decode.
      const after = query.cursor ? decodeOpenListCursor(query.cursor)?.key : undefined;
      const matches = list.matching(query.sort, criteria);
      const page = pageMatchingIssues(matches, { sort: query.sort, after, limit: query.limit });
      return after ? page : { ...page, locations: list.locations() };
    },
  };
}
