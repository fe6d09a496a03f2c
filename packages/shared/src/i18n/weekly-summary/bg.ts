import type { WeeklySummaryTexts } from '../../weekly-summary/weekly-summary-texts';

export const texts: WeeklySummaryTexts = {
  language: 'bg',
  subject: ({ siteName, week }) => `[${siteName}] Седмичен обзор: ${week}`,
  heading: ({ siteName }) => `Вашата седмица в ${siteName}`,
  weekLine: ({ week }) => `Седмицата ${week} (UTC)`,
  opened: 'Подадени проблеми',
  resolved: 'Решени проблеми',
  openNow: 'Отворени в момента',
  overdueNow: 'Просрочени в момента',
  overdueTitle: 'Просрочени в момента',
  noOverdue: 'Няма нищо просрочено.',
  overdueLine: ({ late, priority, location }) => `${late} просрочие · ${priority} · ${location}`,
  moreOverdue: ({ count }) => (count === 1 ? 'И още 1 просрочен проблем.' : `И още ${count} просрочени проблема.`),
  repeatTitle: 'Места, където проблемите се връщат',
  repeatIntro: 'Същото място с нов проблем в рамките на 30 дни.',
  noRepeats: 'Тази седмица на нито едно място нямаше повторен проблем.',
  repeatLine: ({ issues, repeats }) =>
    `${issues === 1 ? '1 проблем' : `${issues} проблема`}, от тях ${repeats} до 30 дни след предишния`,
  viewInsights: 'Вижте анализите',
  footer:
    'Получавате това съобщение, защото сте включили седмичния обзор за този обект. Можете да го изключите на страницата „Members“ на обекта.',
  priorities: { CRITICAL: 'Критичен', HIGH: 'Висок', MEDIUM: 'Среден', LOW: 'Нисък' },
};
