import { isRecord, statusTokenPattern, visitorEmailRetentionDays } from '@sitewatch/shared/constants';

export interface RecentReport {
  statusToken: string;
  title: string;
  reportedAt: number;
}

const maxReports = 10;
const dayMs = 24 * 60 * 60 * 1000;

function parseReports(value: unknown, now: number): RecentReport[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(
      (item): item is RecentReport =>
        isRecord(item) &&
        typeof item.statusToken === 'string' &&
        statusTokenPattern.test(item.statusToken) &&
        typeof item.title === 'string' &&
        typeof item.reportedAt === 'number',
    )
    .filter((item) => now - item.reportedAt < visitorEmailRetentionDays * dayMs);
}

/**
 * The visitor's recent reports at a site, kept on the device (local storage, unlike the conversation in
 * session storage) so a visitor who comes back days later can still follow them. Nothing else is kept.
 */
export function createRecentReports(siteId: string, storage: Storage | undefined, now: () => number = Date.now) {
  const key = `sitewatch.feedback.${siteId}.reports`;
  const read = (): RecentReport[] => {
    try {
      const raw = storage?.getItem(key);
      return raw ? parseReports(JSON.parse(raw), now()) : [];
    } catch {
      return [];
    }
  };
  return {
    list: read,
    remember(report: RecentReport): void {
      const others = read().filter((item) => item.statusToken !== report.statusToken);
      try {
        storage?.setItem(key, JSON.stringify([report, ...others].slice(0, maxReports)));
      } catch {
        // Storage full or disabled: the status link on the card still works.
      }
    },
  };
}
