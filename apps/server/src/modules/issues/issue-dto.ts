import type { Issue } from '@sitewatch/shared';
import { priorities } from '@sitewatch/shared';
import type { IssueRow } from '../../db/row-types';

/** The columns the API shape is made of (the list selects only these). */
export type IssueDtoColumns = Pick<
  IssueRow,
  | 'id'
  | 'siteId'
  | 'title'
  | 'description'
  | 'location'
  | 'status'
  | 'priority'
  | 'category'
  | 'language'
  | 'translation'
  | 'createdAt'
  | 'closedAt'
>;

/** The API shape of an issue (spec section 3): epoch milliseconds, priority with its level. */
export function toIssueDto(row: IssueDtoColumns, photoIds: string[], reportCount = 1): Issue {
  return {
    id: row.id,
    siteId: row.siteId,
    title: row.title,
    description: row.description,
    location: row.location,
    createdAt: row.createdAt.getTime(),
    ...(row.closedAt ? { closedAt: row.closedAt.getTime() } : {}),
    status: row.status,
    priority: { id: row.priority, level: priorities[row.priority].level },
    category: { id: row.category },
    photos: photoIds.map((id) => ({ id })),
    ...(row.language ? { language: row.language } : {}),
    ...(row.translation ? { translation: row.translation } : {}),
    ...(reportCount > 1 ? { reportCount } : {}),
  };
}
