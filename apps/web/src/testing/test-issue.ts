import type { Issue, PriorityId } from '@sitewatch/shared';
import { makeIssueRow } from '@sitewatch/shared/testing';

/** An open issue with its detail for unit tests: the shared list row, a description and no photos. */
export function makeIssue(overrides: Partial<Omit<Issue, 'priority'>> & { priority?: PriorityId } = {}): Issue {
  // The detail's translation has the description too, so it is set here, not on the row.
  const { description = 'Something to fix', photos = [], translation, ...row } = overrides;
  const { translation: _rowTranslation, ...listRow } = makeIssueRow(row);
  return { ...listRow, description, photos, ...(translation ? { translation } : {}) };
}
