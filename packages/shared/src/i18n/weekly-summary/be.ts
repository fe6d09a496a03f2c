import type { WeeklySummaryTexts } from '../../weekly-summary/weekly-summary-texts';

export const texts: WeeklySummaryTexts = {
  language: 'be',
  subject: ({ siteName, week }) => `[${siteName}] Вынікі тыдня: ${week}`,
  heading: ({ siteName }) => `Ваш тыдзень на аб’екце ${siteName}`,
  weekLine: ({ week }) => `Тыдзень ${week} (UTC)`,
  opened: 'Паведамленыя праблемы',
  resolved: 'Вырашаныя праблемы',
  openNow: 'Адкрыта зараз',
  overdueNow: 'Пратэрмінавана зараз',
  overdueTitle: 'Пратэрмінавана зараз',
  noOverdue: 'Пратэрмінаваных праблем няма.',
  overdueLine: ({ late, priority, location }) => `пратэрмінавана на ${late} · ${priority} · ${location}`,
  moreOverdue: ({ count }) => {
    const form = new Intl.PluralRules('be').select(count);
    if (form === 'one') return `І яшчэ ${count} пратэрмінаваная праблема.`;
    return form === 'few' ? `І яшчэ ${count} пратэрмінаваныя праблемы.` : `І яшчэ ${count} пратэрмінаваных праблем.`;
  },
  repeatTitle: 'Месцы, дзе праблемы паўтараюцца',
  repeatIntro: 'Тое самае месца з новай праблемай на працягу 30 дзён.',
  noRepeats: 'На гэтым тыдні ні ў адным месцы праблемы не паўтараліся.',
  repeatLine: ({ issues, repeats }) => {
    const form = new Intl.PluralRules('be').select(issues);
    const noun = form === 'one' ? 'праблема' : form === 'few' ? 'праблемы' : 'праблем';
    return `${issues} ${noun}, з іх ${repeats} на працягу 30 дзён пасля папярэдняй`;
  },
  viewInsights: 'Адкрыць аналітыку',
  footer:
    'Вы атрымалі гэты ліст, бо ўключылі вынікі тыдня для гэтага аб’екта. Выключыць іх можна на старонцы «Members» аб’екта.',
  priorities: { CRITICAL: 'Крытычны', HIGH: 'Высокі', MEDIUM: 'Сярэдні', LOW: 'Нізкі' },
};
