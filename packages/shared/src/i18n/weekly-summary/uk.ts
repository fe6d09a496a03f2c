import type { WeeklySummaryTexts } from '../../weekly-summary/weekly-summary-texts';

export const texts: WeeklySummaryTexts = {
  language: 'uk',
  subject: ({ siteName, week }) => `[${siteName}] Підсумки тижня: ${week}`,
  heading: ({ siteName }) => `Ваш тиждень на об’єкті ${siteName}`,
  weekLine: ({ week }) => `Тиждень ${week} (UTC)`,
  opened: 'Повідомлені проблеми',
  resolved: 'Розв’язані проблеми',
  openNow: 'Відкрито зараз',
  overdueNow: 'Прострочено зараз',
  overdueTitle: 'Прострочено зараз',
  noOverdue: 'Прострочених проблем немає.',
  overdueLine: ({ late, priority, location }) => `прострочено на ${late} · ${priority} · ${location}`,
  moreOverdue: ({ count }) => {
    const form = new Intl.PluralRules('uk').select(count);
    if (form === 'one') return `І ще ${count} прострочена проблема.`;
    return form === 'few' ? `І ще ${count} прострочені проблеми.` : `І ще ${count} прострочених проблем.`;
  },
  repeatTitle: 'Місця, де проблеми повторюються',
  repeatIntro: 'Те саме місце з новою проблемою протягом 30 днів.',
  noRepeats: 'Цього тижня в жодному місці проблеми не повторювалися.',
  repeatLine: ({ issues, repeats }) => {
    const form = new Intl.PluralRules('uk').select(issues);
    const noun = form === 'one' ? 'проблема' : form === 'few' ? 'проблеми' : 'проблем';
    return `${issues} ${noun}, з них ${repeats} протягом 30 днів після попередньої`;
  },
  viewInsights: 'Переглянути аналітику',
  footer:
    'Ви отримали цей лист, бо ввімкнули підсумки тижня для цього об’єкта. Вимкнути їх можна на сторінці «Members» об’єкта.',
  priorities: { CRITICAL: 'Критичний', HIGH: 'Високий', MEDIUM: 'Середній', LOW: 'Низький' },
};
