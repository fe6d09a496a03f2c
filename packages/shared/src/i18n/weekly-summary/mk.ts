import type { WeeklySummaryTexts } from '../../weekly-summary/weekly-summary-texts';

export const texts: WeeklySummaryTexts = {
  language: 'mk',
  subject: ({ siteName, week }) => `[${siteName}] Неделен преглед: ${week}`,
  heading: ({ siteName }) => `Вашата недела во ${siteName}`,
  weekLine: ({ week }) => `Неделата ${week} (UTC)`,
  opened: 'Пријавени проблеми',
  resolved: 'Решени проблеми',
  openNow: 'Моментално отворени',
  overdueNow: 'Моментално задоцнети',
  overdueTitle: 'Моментално задоцнети',
  noOverdue: 'Ништо не е задоцнето.',
  overdueLine: ({ late, priority, location }) => `${late} задоцнување · ${priority} · ${location}`,
  moreOverdue: ({ count }) => (count === 1 ? 'И уште 1 задоцнет проблем.' : `И уште ${count} задоцнети проблеми.`),
  repeatTitle: 'Места каде што проблемите се враќаат',
  repeatIntro: 'Истото место со нов проблем во рок од 30 дена.',
  noRepeats: 'Оваа недела на ниедно место немаше повторен проблем.',
  repeatLine: ({ issues, repeats }) =>
    `${issues === 1 ? '1 проблем' : `${issues} проблеми`}, од нив ${repeats} во рок од 30 дена од претходниот`,
  viewInsights: 'Прикажи анализи',
  footer:
    'Ја добивате оваа порака затоа што го вклучивте неделниот преглед за оваа локација. Можете да го исклучите на страницата „Members“ на локацијата.',
  priorities: { CRITICAL: 'Критичен', HIGH: 'Висок', MEDIUM: 'Среден', LOW: 'Низок' },
};
