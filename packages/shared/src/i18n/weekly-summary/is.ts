import type { WeeklySummaryTexts } from '../../weekly-summary/weekly-summary-texts';

export const texts: WeeklySummaryTexts = {
  language: 'is',
  subject: ({ siteName, week }) => `[${siteName}] Vikuyfirlit: ${week}`,
  heading: ({ siteName }) => `Vikan þín hjá ${siteName}`,
  weekLine: ({ week }) => `Vikan ${week} (UTC)`,
  opened: 'Tilkynnt vandamál',
  resolved: 'Leyst vandamál',
  openNow: 'Opin núna',
  overdueNow: 'Komin fram yfir frest núna',
  overdueTitle: 'Komin fram yfir frest núna',
  noOverdue: 'Ekkert er komið fram yfir frest.',
  overdueLine: ({ late, priority, location }) => `${late} yfir frest · ${priority} · ${location}`,
  moreOverdue: ({ count }) =>
    new Intl.PluralRules('is').select(count) === 'one'
      ? `Og ${count} vandamál til sem er komið fram yfir frest.`
      : `Og ${count} vandamál til sem eru komin fram yfir frest.`,
  repeatTitle: 'Staðir þar sem vandamálin koma aftur',
  repeatIntro: 'Sami staður með annað vandamál innan 30 daga.',
  noRepeats: 'Enginn staður var með endurtekið vandamál í þessari viku.',
  repeatLine: ({ issues, repeats }) => `${issues} vandamál, ${repeats} innan 30 daga frá því fyrra`,
  viewInsights: 'Skoða greiningar',
  footer:
    'Þú færð þennan póst af því að þú kveiktir á vikuyfirlitinu fyrir þennan stað. Slökktu á því á síðunni „Members“ fyrir staðinn.',
  priorities: { CRITICAL: 'Alvarlegur', HIGH: 'Hár', MEDIUM: 'Miðlungs', LOW: 'Lágur' },
};
