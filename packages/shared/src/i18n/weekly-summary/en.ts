import type { WeeklySummaryTexts } from '../../weekly-summary/weekly-summary-texts';

export const texts: WeeklySummaryTexts = {
  language: 'en',
  subject: ({ siteName, week }) => `[${siteName}] Weekly summary: ${week}`,
  heading: ({ siteName }) => `Your week at ${siteName}`,
  weekLine: ({ week }) => `The week of ${week} (UTC)`,
  opened: 'Issues reported',
  resolved: 'Issues resolved',
  openNow: 'Open now',
  overdueNow: 'Overdue now',
  overdueTitle: 'Overdue now',
  noOverdue: 'Nothing is overdue.',
  overdueLine: ({ late, priority, location }) => `${late} overdue · ${priority} · ${location}`,
  moreOverdue: ({ count }) => (count === 1 ? 'And 1 more overdue issue.' : `And ${count} more overdue issues.`),
  repeatTitle: 'Places that keep coming back',
  repeatIntro: 'The same location with another issue within 30 days.',
  noRepeats: 'No place had a repeat issue this week.',
  repeatLine: ({ issues, repeats }) =>
    `${issues === 1 ? '1 issue' : `${issues} issues`}, ${repeats} within 30 days of the one before`,
  viewInsights: 'View insights',
  footer:
    'You receive this because you turned on the weekly summary for this site. Turn it off on the site’s Members page.',
  priorities: { CRITICAL: 'Critical', HIGH: 'High', MEDIUM: 'Medium', LOW: 'Low' },
};
