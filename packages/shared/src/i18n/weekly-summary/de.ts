import type { WeeklySummaryTexts } from '../../weekly-summary/weekly-summary-texts';

export const texts: WeeklySummaryTexts = {
  language: 'de',
  subject: ({ siteName, week }) => `[${siteName}] Wochenübersicht: ${week}`,
  heading: ({ siteName }) => `Ihre Woche bei ${siteName}`,
  weekLine: ({ week }) => `Die Woche vom ${week} (UTC)`,
  opened: 'Gemeldete Probleme',
  resolved: 'Erledigte Probleme',
  openNow: 'Jetzt offen',
  overdueNow: 'Jetzt überfällig',
  overdueTitle: 'Jetzt überfällig',
  noOverdue: 'Nichts ist überfällig.',
  overdueLine: ({ late, priority, location }) => `${late} überfällig · ${priority} · ${location}`,
  moreOverdue: ({ count }) =>
    count === 1 ? 'Und 1 weiteres überfälliges Problem.' : `Und ${count} weitere überfällige Probleme.`,
  repeatTitle: 'Orte, an denen es immer wieder Probleme gibt',
  repeatIntro: 'Derselbe Ort mit einem weiteren Problem innerhalb von 30 Tagen.',
  noRepeats: 'Diese Woche gab es an keinem Ort ein wiederholtes Problem.',
  repeatLine: ({ issues, repeats }) =>
    `${issues === 1 ? '1 Problem' : `${issues} Probleme`}, ${repeats} innerhalb von 30 Tagen nach dem vorigen`,
  viewInsights: 'Auswertungen ansehen',
  footer:
    'Sie erhalten diese E-Mail, weil Sie die Wochenübersicht für diesen Standort eingeschaltet haben. Ausschalten können Sie sie auf der Seite „Members“ des Standorts.',
  priorities: { CRITICAL: 'Kritisch', HIGH: 'Hoch', MEDIUM: 'Mittel', LOW: 'Niedrig' },
};
