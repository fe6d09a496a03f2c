import type { WeeklySummaryTexts } from '../../weekly-summary/weekly-summary-texts';

export const texts: WeeklySummaryTexts = {
  language: 'az',
  subject: ({ siteName, week }) => `[${siteName}] Həftəlik xülasə: ${week}`,
  heading: ({ siteName }) => `${siteName} məkanında həftəniz`,
  weekLine: ({ week }) => `${week} həftəsi (UTC)`,
  opened: 'Bildirilən problemlər',
  resolved: 'Həll edilən problemlər',
  openNow: 'Hazırda açıq',
  overdueNow: 'Hazırda gecikmiş',
  overdueTitle: 'Hazırda gecikmiş',
  noOverdue: 'Gecikmiş heç nə yoxdur.',
  overdueLine: ({ late, priority, location }) => `${late} gecikmə · ${priority} · ${location}`,
  moreOverdue: ({ count }) => `Və daha ${count} gecikmiş problem.`,
  repeatTitle: 'Problemlərin təkrarlandığı yerlər',
  repeatIntro: '30 gün ərzində eyni yerdə başqa bir problem.',
  noRepeats: 'Bu həftə heç bir yerdə təkrarlanan problem olmadı.',
  repeatLine: ({ issues, repeats }) => `${issues} problem, onlardan ${repeats} əvvəlkindən sonra 30 gün ərzində`,
  viewInsights: 'Statistikaya baxın',
  footer:
    'Bu məktubu bu məkan üçün həftəlik xülasəni aktiv etdiyiniz üçün alırsınız. Onu məkanın «Members» səhifəsində söndürə bilərsiniz.',
  priorities: { CRITICAL: 'Kritik', HIGH: 'Yüksək', MEDIUM: 'Orta', LOW: 'Aşağı' },
};
