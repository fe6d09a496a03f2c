import type { WeeklySummaryTexts } from '../../weekly-summary/weekly-summary-texts';

export const texts: WeeklySummaryTexts = {
  language: 'hr',
  subject: ({ siteName, week }) => `[${siteName}] Tjedni sažetak: ${week}`,
  heading: ({ siteName }) => `Vaš tjedan na lokaciji ${siteName}`,
  weekLine: ({ week }) => `Tjedan ${week} (UTC)`,
  opened: 'Prijavljeni problemi',
  resolved: 'Riješeni problemi',
  openNow: 'Trenutačno otvoreno',
  overdueNow: 'Trenutačno kasni',
  overdueTitle: 'Trenutačno kasni',
  noOverdue: 'Ništa ne kasni.',
  overdueLine: ({ late, priority, location }) => `${late} kašnjenja · ${priority} · ${location}`,
  moreOverdue: ({ count }) =>
    new Intl.PluralRules('hr').select(count) === 'one'
      ? `I još ${count} problem s prekoračenim rokom.`
      : `I još ${count} problema s prekoračenim rokom.`,
  repeatTitle: 'Mjesta na kojima se problemi vraćaju',
  repeatIntro: 'Isto mjesto s novim problemom unutar 30 dana.',
  noRepeats: 'Ovaj tjedan ni na jednom mjestu problem se nije ponovio.',
  repeatLine: ({ issues, repeats }) =>
    `${issues} ${new Intl.PluralRules('hr').select(issues) === 'one' ? 'problem' : 'problema'}, od toga ${repeats} unutar 30 dana od prethodnog`,
  viewInsights: 'Prikaži analize',
  footer:
    'Ovu poruku primate jer ste uključili tjedni sažetak za ovu lokaciju. Možete ga isključiti na stranici „Members” lokacije.',
  priorities: { CRITICAL: 'Kritičan', HIGH: 'Visok', MEDIUM: 'Srednji', LOW: 'Nizak' },
};
