import type { WeeklySummaryTexts } from '../../weekly-summary/weekly-summary-texts';

export const texts: WeeklySummaryTexts = {
  language: 'lt',
  subject: ({ siteName, week }) => `[${siteName}] Savaitės suvestinė: ${week}`,
  heading: ({ siteName }) => `Jūsų savaitė – ${siteName}`,
  weekLine: ({ week }) => `Savaitė ${week} (UTC)`,
  opened: 'Praneštos problemos',
  resolved: 'Išspręstos problemos',
  openNow: 'Dabar atviros',
  overdueNow: 'Dabar pradelstos',
  overdueTitle: 'Dabar pradelstos',
  noOverdue: 'Nieko nepradelsta.',
  overdueLine: ({ late, priority, location }) => `${late} pradelsta · ${priority} · ${location}`,
  moreOverdue: ({ count }) => {
    const form = new Intl.PluralRules('lt').select(count);
    if (form === 'one') return `Ir dar ${count} pradelsta problema.`;
    return form === 'few' ? `Ir dar ${count} pradelstos problemos.` : `Ir dar ${count} pradelstų problemų.`;
  },
  repeatTitle: 'Vietos, kuriose problemos kartojasi',
  repeatIntro: 'Ta pati vieta su kita problema per 30 dienų.',
  noRepeats: 'Šią savaitę jokioje vietoje problemos nesikartojo.',
  repeatLine: ({ issues, repeats }) => {
    const form = new Intl.PluralRules('lt').select(issues);
    const counted =
      form === 'one' ? `${issues} problema` : form === 'few' ? `${issues} problemos` : `${issues} problemų`;
    return `${counted}, iš jų ${repeats} per 30 dienų po ankstesnės`;
  },
  viewInsights: 'Peržiūrėti analizę',
  footer:
    'Gavote šį laišką, nes įjungėte šios vietos savaitės suvestinę. Ją galite išjungti vietos puslapyje „Members“.',
  priorities: { CRITICAL: 'Kritinis', HIGH: 'Aukštas', MEDIUM: 'Vidutinis', LOW: 'Žemas' },
};
