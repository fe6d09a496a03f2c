import type { WeeklySummaryTexts } from '../../weekly-summary/weekly-summary-texts';

export const texts: WeeklySummaryTexts = {
  language: 'fa',
  subject: ({ siteName, week }) => `[${siteName}] خلاصهٔ هفتگی: ${week}`,
  heading: ({ siteName }) => `هفتهٔ شما در ${siteName}`,
  weekLine: ({ week }) => `هفتهٔ ${week} (UTC)`,
  opened: 'مشکلات گزارش‌شده',
  resolved: 'مشکلات حل‌شده',
  openNow: 'باز در حال حاضر',
  overdueNow: 'عقب‌افتاده در حال حاضر',
  overdueTitle: 'عقب‌افتاده در حال حاضر',
  noOverdue: 'هیچ موردی عقب‌افتاده نیست.',
  overdueLine: ({ late, priority, location }) => `${late} تأخیر · ${priority} · ${location}`,
  moreOverdue: ({ count }) => `و ${count} مشکل عقب‌افتادهٔ دیگر.`,
  repeatTitle: 'مکان‌هایی که مشکلات در آن‌ها تکرار می‌شود',
  repeatIntro: 'همان مکان با مشکلی دیگر در کمتر از 30 روز.',
  noRepeats: 'این هفته در هیچ مکانی مشکل تکراری نبود.',
  repeatLine: ({ issues, repeats }) => `${issues} مشکل، ${repeats} مورد در کمتر از 30 روز پس از مورد قبلی`,
  viewInsights: 'مشاهدهٔ آمار',
  footer:
    'این پیام را دریافت می‌کنید چون خلاصهٔ هفتگی را برای این مکان روشن کرده‌اید. می‌توانید آن را در صفحهٔ «Members» این مکان خاموش کنید.',
  priorities: { CRITICAL: 'بحرانی', HIGH: 'بالا', MEDIUM: 'متوسط', LOW: 'پایین' },
};
