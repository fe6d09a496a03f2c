import type { WeeklySummaryTexts } from '../../weekly-summary/weekly-summary-texts';

export const texts: WeeklySummaryTexts = {
  language: 'ru',
  subject: ({ siteName, week }) => `[${siteName}] Итоги недели: ${week}`,
  heading: ({ siteName }) => `Ваша неделя на объекте ${siteName}`,
  weekLine: ({ week }) => `Неделя ${week} (UTC)`,
  opened: 'Сообщённые проблемы',
  resolved: 'Решённые проблемы',
  openNow: 'Открыто сейчас',
  overdueNow: 'Просрочено сейчас',
  overdueTitle: 'Просрочено сейчас',
  noOverdue: 'Просроченных проблем нет.',
  overdueLine: ({ late, priority, location }) => `просрочено на ${late} · ${priority} · ${location}`,
  moreOverdue: ({ count }) => {
    const form = new Intl.PluralRules('ru').select(count);
    if (form === 'one') return `И ещё ${count} просроченная проблема.`;
    return form === 'few' ? `И ещё ${count} просроченные проблемы.` : `И ещё ${count} просроченных проблем.`;
  },
  repeatTitle: 'Места, где проблемы повторяются',
  repeatIntro: 'То же место с новой проблемой в течение 30 дней.',
  noRepeats: 'На этой неделе ни в одном месте проблемы не повторялись.',
  repeatLine: ({ issues, repeats }) => {
    const form = new Intl.PluralRules('ru').select(issues);
    const noun = form === 'one' ? 'проблема' : form === 'few' ? 'проблемы' : 'проблем';
    return `${issues} ${noun}, из них ${repeats} в течение 30 дней после предыдущей`;
  },
  viewInsights: 'Открыть аналитику',
  footer:
    'Вы получили это письмо, потому что включили итоги недели для этого объекта. Отключить их можно на странице «Members» объекта.',
  priorities: { CRITICAL: 'Критический', HIGH: 'Высокий', MEDIUM: 'Средний', LOW: 'Низкий' },
};
