import type { WeeklySummaryTexts } from '../../weekly-summary/weekly-summary-texts';

export const texts: WeeklySummaryTexts = {
  language: 'da',
  subject: ({ siteName, week }) => `[${siteName}] Ugeoversigt: ${week}`,
  heading: ({ siteName }) => `Din uge hos ${siteName}`,
  weekLine: ({ week }) => `Ugen ${week} (UTC)`,
  opened: 'Indberettede problemer',
  resolved: 'Løste problemer',
  openNow: 'Åbne nu',
  overdueNow: 'Forsinkede nu',
  overdueTitle: 'Forsinkede nu',
  noOverdue: 'Intet er forsinket.',
  overdueLine: ({ late, priority, location }) => `${late} forsinket · ${priority} · ${location}`,
  moreOverdue: ({ count }) => (count === 1 ? 'Og 1 forsinket problem mere.' : `Og ${count} forsinkede problemer mere.`),
  repeatTitle: 'Steder, hvor problemerne vender tilbage',
  repeatIntro: 'Samme sted med et nyt problem inden for 30 dage.',
  noRepeats: 'Intet sted havde et gentaget problem i denne uge.',
  repeatLine: ({ issues, repeats }) =>
    `${issues === 1 ? '1 problem' : `${issues} problemer`}, ${repeats} inden for 30 dage efter det forrige`,
  viewInsights: 'Se indsigter',
  footer:
    'Du modtager denne e-mail, fordi du har slået ugeoversigten til for dette sted. Du kan slå den fra på stedets side »Members«.',
  priorities: { CRITICAL: 'Kritisk', HIGH: 'Høj', MEDIUM: 'Middel', LOW: 'Lav' },
};
