import type { WeeklySummaryTexts } from '../../weekly-summary/weekly-summary-texts';

export const texts: WeeklySummaryTexts = {
  language: 'cy',
  subject: ({ siteName, week }) => `[${siteName}] Crynodeb wythnosol: ${week}`,
  heading: ({ siteName }) => `Eich wythnos yn ${siteName}`,
  weekLine: ({ week }) => `Wythnos ${week} (UTC)`,
  opened: 'Problemau a adroddwyd',
  resolved: 'Problemau a ddatryswyd',
  openNow: 'Ar agor nawr',
  overdueNow: 'Yn hwyr nawr',
  overdueTitle: 'Yn hwyr nawr',
  noOverdue: 'Does dim byd yn hwyr.',
  overdueLine: ({ late, priority, location }) => `${late} yn hwyr · ${priority} · ${location}`,
  moreOverdue: ({ count }) =>
    new Intl.PluralRules('cy').select(count) === 'one'
      ? 'Ac un broblem arall sy’n hwyr.'
      : `Hefyd, ${count} o broblemau eraill sy’n hwyr.`,
  repeatTitle: 'Lleoedd lle mae problemau’n dal i ddod yn ôl',
  repeatIntro: 'Yr un lle gyda phroblem arall o fewn 30 diwrnod.',
  noRepeats: 'Ni chafodd unrhyw le broblem a ddaeth yn ôl yr wythnos hon.',
  repeatLine: ({ issues, repeats }) =>
    `${new Intl.PluralRules('cy').select(issues) === 'one' ? 'Un broblem' : `${issues} o broblemau`}, ${repeats} o fewn 30 diwrnod i’r un flaenorol`,
  viewInsights: 'Gweld dadansoddiadau',
  footer:
    'Rydych yn cael hwn oherwydd i chi droi’r crynodeb wythnosol ymlaen ar gyfer y safle hwn. Trowch ef i ffwrdd ar dudalen ‘Members’ y safle.',
  priorities: { CRITICAL: 'Critigol', HIGH: 'Uchel', MEDIUM: 'Canolig', LOW: 'Isel' },
};
