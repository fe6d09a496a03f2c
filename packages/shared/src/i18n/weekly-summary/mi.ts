import type { WeeklySummaryTexts } from '../../weekly-summary/weekly-summary-texts';

export const texts: WeeklySummaryTexts = {
  language: 'mi',
  subject: ({ siteName, week }) => `[${siteName}] Whakarāpopototanga ā-wiki: ${week}`,
  heading: ({ siteName }) => `Tō wiki ki ${siteName}`,
  weekLine: ({ week }) => `Te wiki o ${week} (UTC)`,
  opened: 'Ngā raruraru i pūrongotia',
  resolved: 'Ngā raruraru i whakatikaina',
  openNow: 'Tuwhera ināianei',
  overdueNow: 'Kua hipa te wā ināianei',
  overdueTitle: 'Kua hipa te wā ināianei',
  noOverdue: 'Kāore he mea kua hipa te wā.',
  overdueLine: ({ late, priority, location }) => `Kua tōmuri ${late} · ${priority} · ${location}`,
  moreOverdue: ({ count }) =>
    count === 1 ? 'Me tētahi atu raruraru kua hipa te wā.' : `Me ētahi atu raruraru e ${count} kua hipa te wā.`,
  repeatTitle: 'Ngā wāhi e hoki mai ana ngā raruraru',
  repeatIntro: 'Ko te wāhi anō, he raruraru anō i roto i te 30 rā.',
  noRepeats: 'Kāore he wāhi i hoki mai anō he raruraru i tēnei wiki.',
  repeatLine: ({ issues, repeats }) =>
    `${issues === 1 ? '1 raruraru' : `${issues} raruraru`}, ${repeats} i roto i te 30 rā mai i te mea o mua`,
  viewInsights: 'Tirohia ngā tātaritanga',
  footer:
    'Ka whiwhi koe i tēnei nā te mea i whakakāngia e koe te whakarāpopototanga ā-wiki mō tēnei wāhi. Whakawetohia i te whārangi “Members” o te wāhi.',
  priorities: { CRITICAL: 'Tino taumaha', HIGH: 'Nui', MEDIUM: 'Waenga', LOW: 'Iti' },
};
