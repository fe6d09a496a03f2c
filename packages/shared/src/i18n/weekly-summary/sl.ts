import type { WeeklySummaryTexts } from '../../weekly-summary/weekly-summary-texts';

export const texts: WeeklySummaryTexts = {
  language: 'sl',
  subject: ({ siteName, week }) => `[${siteName}] Tedenski povzetek: ${week}`,
  heading: ({ siteName }) => `Vaš teden na lokaciji ${siteName}`,
  weekLine: ({ week }) => `Teden ${week} (UTC)`,
  opened: 'Prijavljene težave',
  resolved: 'Rešene težave',
  openNow: 'Trenutno odprte',
  overdueNow: 'Trenutno po roku',
  overdueTitle: 'Trenutno po roku',
  noOverdue: 'Nič ni po roku.',
  overdueLine: ({ late, priority, location }) => `${late} po roku · ${priority} · ${location}`,
  moreOverdue: ({ count }) => {
    const form = new Intl.PluralRules('sl').select(count);
    if (form === 'one') return `In še ${count} težava po roku.`;
    if (form === 'two') return `In še ${count} težavi po roku.`;
    return form === 'few' ? `In še ${count} težave po roku.` : `In še ${count} težav po roku.`;
  },
  repeatTitle: 'Mesta, kjer se težave ponavljajo',
  repeatIntro: 'Isto mesto z novo težavo v 30 dneh.',
  noRepeats: 'Ta teden se na nobenem mestu težava ni ponovila.',
  repeatLine: ({ issues, repeats }) => {
    const form = new Intl.PluralRules('sl').select(issues);
    const noun = { one: 'težava', two: 'težavi', few: 'težave' }[form as 'one' | 'two' | 'few'] ?? 'težav';
    return `${issues} ${noun}, od tega ${repeats} v 30 dneh po prejšnji`;
  },
  viewInsights: 'Prikaži analize',
  footer:
    'To sporočilo prejemate, ker ste za to lokacijo vklopili tedenski povzetek. Izklopite ga lahko na strani »Members« lokacije.',
  priorities: { CRITICAL: 'Kritična', HIGH: 'Visoka', MEDIUM: 'Srednja', LOW: 'Nizka' },
};
