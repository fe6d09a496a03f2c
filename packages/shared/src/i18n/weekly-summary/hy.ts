import type { WeeklySummaryTexts } from '../../weekly-summary/weekly-summary-texts';

export const texts: WeeklySummaryTexts = {
  language: 'hy',
  subject: ({ siteName, week }) => `[${siteName}] Շաբաթական ամփոփում՝ ${week}`,
  heading: ({ siteName }) => `Ձեր շաբաթը ${siteName}-ում`,
  weekLine: ({ week }) => `${week} շաբաթը (UTC)`,
  opened: 'Հաղորդված խնդիրներ',
  resolved: 'Լուծված խնդիրներ',
  openNow: 'Այժմ բաց',
  overdueNow: 'Այժմ ժամկետանց',
  overdueTitle: 'Այժմ ժամկետանց',
  noOverdue: 'Ժամկետանց ոչինչ չկա։',
  overdueLine: ({ late, priority, location }) => `${late} ուշացում · ${priority} · ${location}`,
  moreOverdue: ({ count }) => `Եվ ևս ${count} ժամկետանց խնդիր։`,
  repeatTitle: 'Վայրեր, որտեղ խնդիրները կրկնվում են',
  repeatIntro: 'Նույն վայրը՝ ևս մեկ խնդրով 30 օրվա ընթացքում։',
  noRepeats: 'Այս շաբաթ ոչ մի վայրում կրկնվող խնդիր չի եղել։',
  repeatLine: ({ issues, repeats }) => `${issues} խնդիր, որոնցից ${repeats}-ը՝ նախորդից 30 օրվա ընթացքում`,
  viewInsights: 'Դիտել վերլուծությունը',
  footer:
    'Դուք ստանում եք այս նամակը, քանի որ միացրել եք այս վայրի շաբաթական ամփոփումը։ Կարող եք անջատել այն վայրի «Members» էջում։',
  priorities: { CRITICAL: 'Կրիտիկական', HIGH: 'Բարձր', MEDIUM: 'Միջին', LOW: 'Ցածր' },
};
