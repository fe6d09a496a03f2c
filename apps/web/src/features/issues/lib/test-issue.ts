import type { Issue, PriorityId } from '@sitewatch/shared';
import { priorities } from '@sitewatch/shared';

let counter = 0;

/** An open issue for unit tests; ids count up so ties sort predictably. */
export function makeIssue(overrides: Partial<Omit<Issue, 'priority'>> & { priority?: PriorityId } = {}): Issue {
  counter += 1;
  const { priority = 'MEDIUM', ...rest } = overrides;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    siteId: '11111111-1111-4111-8111-111111111111',
    title: `Issue ${counter}`,
    description: 'Something to fix',
    location: 'Entrance',
    createdAt: new Date(2026, 0, 5, 12, 0).getTime(),
    status: 'OPEN',
    priority: { id: priority, level: priorities[priority].level },
    category: { id: 'CLEANING' },
    photos: [],
    ...rest,
  };
}
