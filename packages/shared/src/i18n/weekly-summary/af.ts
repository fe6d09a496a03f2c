import type { WeeklySummaryTexts } from '../../weekly-summary/weekly-summary-texts';

export const texts: WeeklySummaryTexts = {
  language: 'af',
  subject: ({ siteName, week }) => `[${siteName}] Weeklikse opsomming: ${week}`,
  heading: ({ siteName }) => `Jou week by ${siteName}`,
  weekLine: ({ week }) => `Die week van ${week} (UTC)`,
  opened: 'Probleme aangemeld',
  resolved: 'Probleme opgelos',
  openNow: 'Nou oop',
  overdueNow: 'Nou agterstallig',
  overdueTitle: 'Nou agterstallig',
  noOverdue: 'Niks is agterstallig nie.',
  overdueLine: ({ late, priority, location }) => `${late} agterstallig · ${priority} · ${location}`,
  moreOverdue: ({ count }) =>
    count === 1 ? 'En nog 1 agterstallige probleem.' : `En nog ${count} agterstallige probleme.`,
  repeatTitle: 'Plekke waar probleme aanhou terugkom',
  repeatIntro: 'Dieselfde plek met nog ’n probleem binne 30 dae.',
  noRepeats: 'Geen plek het hierdie week ’n herhaalde probleem gehad nie.',
  repeatLine: ({ issues, repeats }) =>
    `${issues === 1 ? '1 probleem' : `${issues} probleme`}, ${repeats} binne 30 dae ná die vorige een`,
  viewInsights: 'Bekyk insigte',
  footer:
    'Jy ontvang dit omdat jy die weeklikse opsomming vir hierdie perseel aangeskakel het. Skakel dit af op die perseel se “Members”-bladsy.',
  priorities: { CRITICAL: 'Kritiek', HIGH: 'Hoog', MEDIUM: 'Medium', LOW: 'Laag' },
};
