import type { WeeklySummaryTexts } from '../../weekly-summary/weekly-summary-texts';

export const texts: WeeklySummaryTexts = {
  language: 'nl',
  subject: ({ siteName, week }) => `[${siteName}] Weekoverzicht: ${week}`,
  heading: ({ siteName }) => `Uw week bij ${siteName}`,
  weekLine: ({ week }) => `De week van ${week} (UTC)`,
  opened: 'Gemelde problemen',
  resolved: 'Opgeloste problemen',
  openNow: 'Nu open',
  overdueNow: 'Nu te laat',
  overdueTitle: 'Nu te laat',
  noOverdue: 'Niets is te laat.',
  overdueLine: ({ late, priority, location }) => `${late} te laat · ${priority} · ${location}`,
  moreOverdue: ({ count }) =>
    count === 1 ? 'En nog 1 probleem dat te laat is.' : `En nog ${count} problemen die te laat zijn.`,
  repeatTitle: 'Plekken waar het steeds terugkomt',
  repeatIntro: 'Dezelfde plek met nog een probleem binnen 30 dagen.',
  noRepeats: 'Deze week had geen enkele plek een herhaald probleem.',
  repeatLine: ({ issues, repeats }) =>
    `${issues === 1 ? '1 probleem' : `${issues} problemen`}, ${repeats} binnen 30 dagen na het vorige`,
  viewInsights: 'Inzichten bekijken',
  footer:
    'U ontvangt dit omdat u het weekoverzicht voor deze locatie hebt ingeschakeld. U kunt het uitschakelen op de pagina ‘Members’ van de locatie.',
  priorities: { CRITICAL: 'Kritiek', HIGH: 'Hoog', MEDIUM: 'Gemiddeld', LOW: 'Laag' },
};
