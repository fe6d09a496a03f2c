import type { WeeklySummaryTexts } from '../../weekly-summary/weekly-summary-texts';

export const texts: WeeklySummaryTexts = {
  language: 'et',
  subject: ({ siteName, week }) => `[${siteName}] Nädala kokkuvõte: ${week}`,
  heading: ({ siteName }) => `Teie nädal – ${siteName}`,
  weekLine: ({ week }) => `Nädal ${week} (UTC)`,
  opened: 'Teatatud probleemid',
  resolved: 'Lahendatud probleemid',
  openNow: 'Praegu avatud',
  overdueNow: 'Praegu tähtaja ületanud',
  overdueTitle: 'Praegu tähtaja ületanud',
  noOverdue: 'Midagi pole tähtaega ületanud.',
  overdueLine: ({ late, priority, location }) => `${late} üle tähtaja · ${priority} · ${location}`,
  moreOverdue: ({ count }) =>
    count === 1 ? 'Ja veel 1 tähtaja ületanud probleem.' : `Ja veel ${count} tähtaja ületanud probleemi.`,
  repeatTitle: 'Kohad, kus probleemid korduvad',
  repeatIntro: 'Sama koht uue probleemiga 30 päeva jooksul.',
  noRepeats: 'Sel nädalal ühelgi kohal korduvat probleemi ei olnud.',
  repeatLine: ({ issues, repeats }) =>
    `${issues === 1 ? '1 probleem' : `${issues} probleemi`}, neist ${repeats} vähem kui 30 päeva pärast eelmist`,
  viewInsights: 'Vaata ülevaadet',
  footer:
    'Saite selle kirja, sest lülitasite selle asukoha nädala kokkuvõtte sisse. Saate selle välja lülitada asukoha lehel „Members“.',
  priorities: { CRITICAL: 'Kriitiline', HIGH: 'Kõrge', MEDIUM: 'Keskmine', LOW: 'Madal' },
};
