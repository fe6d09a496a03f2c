import type { WeeklySummaryTexts } from '../../weekly-summary/weekly-summary-texts';

export const texts: WeeklySummaryTexts = {
  language: 'sr',
  subject: ({ siteName, week }) => `[${siteName}] Недељни преглед: ${week}`,
  heading: ({ siteName }) => `Ваша недеља на локацији ${siteName}`,
  weekLine: ({ week }) => `Недеља ${week} (UTC)`,
  opened: 'Пријављени проблеми',
  resolved: 'Решени проблеми',
  openNow: 'Тренутно отворено',
  overdueNow: 'Тренутно касни',
  overdueTitle: 'Тренутно касни',
  noOverdue: 'Ништа не касни.',
  overdueLine: ({ late, priority, location }) => `${late} кашњења · ${priority} · ${location}`,
  moreOverdue: ({ count }) =>
    new Intl.PluralRules('sr').select(count) === 'one'
      ? `И још ${count} проблем са прекораченим роком.`
      : `И још ${count} проблема са прекораченим роком.`,
  repeatTitle: 'Места на којима се проблеми враћају',
  repeatIntro: 'Исто место са новим проблемом у року од 30 дана.',
  noRepeats: 'Ове недеље ни на једном месту проблем се није поновио.',
  repeatLine: ({ issues, repeats }) =>
    `${issues} ${new Intl.PluralRules('sr').select(issues) === 'one' ? 'проблем' : 'проблема'}, од тога ${repeats} у року од 30 дана од претходног`,
  viewInsights: 'Прикажи анализе',
  footer:
    'Ову поруку примате јер сте укључили недељни преглед за ову локацију. Можете га искључити на страници „Members“ локације.',
  priorities: { CRITICAL: 'Критичан', HIGH: 'Висок', MEDIUM: 'Средњи', LOW: 'Низак' },
};
