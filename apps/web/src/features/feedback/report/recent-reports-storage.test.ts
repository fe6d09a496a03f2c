import { describe, expect, it } from 'vitest';
import { createRecentReports } from './recent-reports-storage';

const token = (n: number) => `${n.toString(16).padStart(32, '0')}${'A'.repeat(43)}`;
const day = 24 * 60 * 60 * 1000;

describe('createRecentReports', () => {
  it('remembers reports newest first, once each, at most ten, and forgets them after 90 days', () => {
    let now = 1_000 * day;
    const reports = createRecentReports('site-1', window.localStorage, () => now);
    for (let n = 1; n <= 12; n++) reports.remember({ statusToken: token(n), title: `Report ${n}`, reportedAt: now });
    reports.remember({ statusToken: token(12), title: 'Report 12', reportedAt: now });
    const list = reports.list();
    expect(list.map((item) => item.title)).toEqual(Array.from({ length: 10 }, (_, i) => `Report ${12 - i}`));
    expect(createRecentReports('site-2', window.localStorage).list()).toEqual([]);
    now += 91 * day;
    expect(reports.list()).toEqual([]);
  });

  it('ignores whatever else is in storage', () => {
    window.localStorage.setItem('sitewatch.feedback.site-3.reports', '[{"statusToken":"x"},"junk"]');
    expect(createRecentReports('site-3', window.localStorage).list()).toEqual([]);
  });
});
