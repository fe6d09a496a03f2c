import type { WeeklySummaryTexts } from '../../weekly-summary/weekly-summary-texts';

export const texts: WeeklySummaryTexts = {
  language: 'tg',
  subject: ({ siteName, week }) => `[${siteName}] Хулосаи ҳафтаина: ${week}`,
  heading: ({ siteName }) => `Ҳафтаи шумо дар ${siteName}`,
  weekLine: ({ week }) => `Ҳафтаи ${week} (UTC)`,
  opened: 'Мушкилоти хабардодашуда',
  resolved: 'Мушкилоти ҳалшуда',
  openNow: 'Ҳоло кушода',
  overdueNow: 'Ҳоло мӯҳлаташ гузашта',
  overdueTitle: 'Ҳоло мӯҳлаташ гузашта',
  noOverdue: 'Ҳеҷ чиз мӯҳлаташ нагузаштааст.',
  overdueLine: ({ late, priority, location }) => `${late} таъхир · ${priority} · ${location}`,
  moreOverdue: ({ count }) => `Ва боз ${count} мушкили мӯҳлаташ гузашта.`,
  repeatTitle: 'Ҷойҳое, ки мушкилот такрор мешаванд',
  repeatIntro: 'Ҳамон ҷой бо мушкили дигар дар давоми 30 рӯз.',
  noRepeats: 'Ин ҳафта дар ҳеҷ ҷой мушкил такрор нашуд.',
  repeatLine: ({ issues, repeats }) => `${issues} мушкил, аз онҳо ${repeats} дар давоми 30 рӯз пас аз қаблӣ`,
  viewInsights: 'Дидани таҳлил',
  footer:
    'Шумо ин номаро мегиред, зеро хулосаи ҳафтаинаро барои ин ҷой фаъол кардаед. Онро дар саҳифаи «Members»-и ҷой хомӯш карда метавонед.',
  priorities: { CRITICAL: 'Ҷиддӣ', HIGH: 'Баланд', MEDIUM: 'Миёна', LOW: 'Паст' },
};
