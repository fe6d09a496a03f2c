import type { WeeklySummaryTexts } from '../../weekly-summary/weekly-summary-texts';

export const texts: WeeklySummaryTexts = {
  language: 'sv',
  subject: ({ siteName, week }) => `[${siteName}] Veckosammanfattning: ${week}`,
  heading: ({ siteName }) => `Din vecka på ${siteName}`,
  weekLine: ({ week }) => `Veckan ${week} (UTC)`,
  opened: 'Rapporterade problem',
  resolved: 'Lösta problem',
  openNow: 'Öppna nu',
  overdueNow: 'Försenade nu',
  overdueTitle: 'Försenade nu',
  noOverdue: 'Inget är försenat.',
  overdueLine: ({ late, priority, location }) => `${late} försenat · ${priority} · ${location}`,
  moreOverdue: ({ count }) => (count === 1 ? 'Och 1 försenat problem till.' : `Och ${count} försenade problem till.`),
  repeatTitle: 'Platser där problemen återkommer',
  repeatIntro: 'Samma plats med ett nytt problem inom 30 dagar.',
  noRepeats: 'Ingen plats hade ett återkommande problem den här veckan.',
  repeatLine: ({ issues, repeats }) =>
    `${issues === 1 ? '1 problem' : `${issues} problem`}, ${repeats} inom 30 dagar efter det föregående`,
  viewInsights: 'Visa insikter',
  footer:
    'Du får det här meddelandet eftersom du har aktiverat veckosammanfattningen för den här platsen. Du kan stänga av den på platsens sida ”Members”.',
  priorities: { CRITICAL: 'Kritisk', HIGH: 'Hög', MEDIUM: 'Medel', LOW: 'Låg' },
};
