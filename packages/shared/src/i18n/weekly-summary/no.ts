import type { WeeklySummaryTexts } from '../../weekly-summary/weekly-summary-texts';

export const texts: WeeklySummaryTexts = {
  language: 'no',
  subject: ({ siteName, week }) => `[${siteName}] Ukesoppsummering: ${week}`,
  heading: ({ siteName }) => `Uken din hos ${siteName}`,
  weekLine: ({ week }) => `Uken ${week} (UTC)`,
  opened: 'Meldte problemer',
  resolved: 'Løste problemer',
  openNow: 'Åpne nå',
  overdueNow: 'Forsinket nå',
  overdueTitle: 'Forsinket nå',
  noOverdue: 'Ingenting er forsinket.',
  overdueLine: ({ late, priority, location }) => `${late} forsinket · ${priority} · ${location}`,
  moreOverdue: ({ count }) => (count === 1 ? 'Og 1 forsinket problem til.' : `Og ${count} forsinkede problemer til.`),
  repeatTitle: 'Steder der problemene kommer tilbake',
  repeatIntro: 'Samme sted med et nytt problem innen 30 dager.',
  noRepeats: 'Ingen steder hadde et gjentatt problem denne uken.',
  repeatLine: ({ issues, repeats }) =>
    `${issues === 1 ? '1 problem' : `${issues} problemer`}, ${repeats} innen 30 dager etter det forrige`,
  viewInsights: 'Se innsikt',
  footer:
    'Du får denne e-posten fordi du har slått på ukesoppsummeringen for dette stedet. Du kan slå den av på stedets side «Members».',
  priorities: { CRITICAL: 'Kritisk', HIGH: 'Høy', MEDIUM: 'Middels', LOW: 'Lav' },
};
