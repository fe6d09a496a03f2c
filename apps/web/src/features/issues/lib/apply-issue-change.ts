import type { Issue } from '@sitewatch/shared';

/**
 * The open-issue list after an issue changed: an open issue is added or replaced, anything else
 * is removed. Works from the issue's current state, so it does not matter in which order changes
 * arrive or whether one arrives twice.
 */
export function applyIssueChange(list: Issue[] | undefined, changed: Issue): Issue[] | undefined {
  if (!list) return list;
  const index = list.findIndex((issue) => issue.id === changed.id);
  if (changed.status !== 'OPEN') return index < 0 ? list : list.filter((issue) => issue.id !== changed.id);
  if (index < 0) return [changed, ...list];
  const next = [...list];
  next[index] = changed;
  return next;
}
