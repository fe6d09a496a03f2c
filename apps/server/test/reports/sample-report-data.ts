import { type CategoryId, categoryIds, type PriorityId, priorityIds, priorityLevel } from '@sitewatch/shared';
import type { ReportData, ReportOpenIssue } from '../../src/modules/reports/load-report-data';

const dayMs = 24 * 60 * 60 * 1000;
const titles = [
  'Leaking pipe under the sink in the staff kitchen',
  'Broken glass near the main entrance',
  'Fire exit blocked by pallets',
  'Wi-Fi down on the second floor',
  'Bins overflowing behind the loading bay',
  'Mice seen in the storeroom',
  'Hedge overgrown onto the footpath by the car park',
  'Toilet out of order (ladies, ground floor)',
  'Flickering lights in corridor B',
  'Customer feedback: music too loud in the café area, several complaints over the weekend',
  'Fuite d’eau dans le hall',
  'Сломан турникет на входе',
];

/** A report for a busy site: many open issues, a month of activity, long titles in several scripts. */
export function sampleReportData(openCount = 40, now = new Date('2026-11-04T09:30:00Z')): ReportData {
  const openIssues: ReportOpenIssue[] = Array.from({ length: openCount }, (_, index) => ({
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    title: titles[index % titles.length] ?? 'Issue',
    location: index % 5 === 0 ? 'Building 2, level 3, room 3.14 next to the lifts' : 'Main hall',
    priority: priorityIds[(index * 7) % 4] as PriorityId,
    category: categoryIds[(index * 3) % categoryIds.length] as CategoryId,
    createdAt: new Date(now.getTime() - (index * 37 + 5) * 60 * 60 * 1000),
    dueAt: now.getTime() + (index % 3 === 0 ? -1 : 1) * 60 * 60 * 1000,
  }));
  // Most urgent first, then the longest waiting, as loadReportData orders them.
  openIssues.sort(
    (a, b) => priorityLevel(b.priority) - priorityLevel(a.priority) || a.createdAt.getTime() - b.createdAt.getTime(),
  );
  const openByPriority = { LOW: 0, MEDIUM: 0, HIGH: 0, CRITICAL: 0 } as Record<PriorityId, number>;
  const byCategory = new Map<CategoryId, number>();
  for (const issue of openIssues) {
    openByPriority[issue.priority] += 1;
    byCategory.set(issue.category, (byCategory.get(issue.category) ?? 0) + 1);
  }
  return {
    site: {
      id: '11111111-1111-4111-8111-111111111111',
      name: 'Riverside Shopping Centre',
      companyName: 'Acme Property Ltd',
    },
    generatedAt: now,
    openIssues,
    openByPriority,
    openByCategory: [...byCategory].map(([category, count]) => ({ category, count })).sort((a, b) => b.count - a.count),
    opened: { last7Days: 12, last30Days: 47 },
    resolved: { last7Days: 9, last30Days: 38 },
    medianTimeToResolveMs: { last30Days: 26 * 60 * 60 * 1000, allTime: 31 * 60 * 60 * 1000 },
    oldestOpenIssues: [...openIssues].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).slice(0, 5),
    daily: Array.from({ length: 30 }, (_, index) => ({
      day: new Date(Date.UTC(2026, 9, 6) + index * dayMs),
      opened: (index * 7) % 5,
      resolved: (index * 3) % 4,
    })),
  };
}
