import type { WeeklySummaryTexts } from '../../weekly-summary/weekly-summary-texts';

export const texts: WeeklySummaryTexts = {
  language: 'bs',
  subject: ({ siteName, week }) => `[${siteName}] Sedmični pregled: ${week}`,
  heading: ({ siteName }) => `Vaša sedmica na lokaciji ${siteName}`,
  weekLine: ({ week }) => `Sedmica ${week} (UTC)`,
  opened: 'Prijavljeni problemi',
  resolved: 'Riješeni problemi',
  openNow: 'Trenutno otvoreno',
  overdueNow: 'Trenutno kasni',
  overdueTitle: 'Trenutno kasni',
  noOverdue: 'Ništa ne kasni.',
  overdueLine: ({ late, priority, location }) => `${late} kašnjenja · ${priority} · ${location}`,
  moreOverdue: ({ count }) =>
    new Intl.PluralRules('bs').select(count) === 'one'
      ? `I još ${count} problem s prekoračenim rokom.`
      : `I još ${count} problema s prekoračenim rokom.`,
  repeatTitle: 'Mjesta na kojima se problemi vraćaju',
  repeatIntro: 'Isto mjesto s novim problemom u roku od 30 dana.',
  noRepeats: 'Ove sedmice ni na jednom mjestu problem se nije ponovio.',
  repeatLine: ({ issues, repeats }) =>
    `${issues} ${new Intl.PluralRules('bs').select(issues) === 'one' ? 'problem' : 'problema'}, od toga ${repeats} u roku od 30 dana od prethodnog`,
  viewInsights: 'Prikaži analize',
  footer:
    'Ovu poruku primate jer ste uključili sedmični pregled za ovu lokaciju. Možete ga isključiti na stranici „Members“ lokacije.',
  priorities: { CRITICAL: 'Kritičan', HIGH: 'Visok', MEDIUM: 'Srednji', LOW: 'Nizak' },
};
