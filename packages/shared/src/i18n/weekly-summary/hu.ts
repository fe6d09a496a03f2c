import type { WeeklySummaryTexts } from '../../weekly-summary/weekly-summary-texts';

export const texts: WeeklySummaryTexts = {
  language: 'hu',
  subject: ({ siteName, week }) => `[${siteName}] Heti összefoglaló: ${week}`,
  heading: ({ siteName }) => `Az Ön hete – ${siteName}`,
  weekLine: ({ week }) => `A hét: ${week} (UTC)`,
  opened: 'Bejelentett problémák',
  resolved: 'Megoldott problémák',
  openNow: 'Most nyitott',
  overdueNow: 'Most késésben',
  overdueTitle: 'Most késésben',
  noOverdue: 'Semmi sincs késésben.',
  overdueLine: ({ late, priority, location }) => `${late} késés · ${priority} · ${location}`,
  moreOverdue: ({ count }) => `És még ${count} késésben lévő probléma.`,
  repeatTitle: 'Helyek, ahol a problémák visszatérnek',
  repeatIntro: 'Ugyanaz a hely egy újabb problémával 30 napon belül.',
  noRepeats: 'Ezen a héten egyik helyen sem volt ismétlődő probléma.',
  repeatLine: ({ issues, repeats }) => `${issues} probléma, ebből ${repeats} az előző után 30 napon belül`,
  viewInsights: 'Elemzések megtekintése',
  footer:
    'Azért kapja ezt az e-mailt, mert bekapcsolta a heti összefoglalót ehhez a helyszínhez. A helyszín „Members” oldalán kapcsolhatja ki.',
  priorities: { CRITICAL: 'Kritikus', HIGH: 'Magas', MEDIUM: 'Közepes', LOW: 'Alacsony' },
};
