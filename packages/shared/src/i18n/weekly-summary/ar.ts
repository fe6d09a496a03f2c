import type { WeeklySummaryTexts } from '../../weekly-summary/weekly-summary-texts';

export const texts: WeeklySummaryTexts = {
  language: 'ar',
  subject: ({ siteName, week }) => `[${siteName}] الملخص الأسبوعي: ${week}`,
  heading: ({ siteName }) => `أسبوعك في ${siteName}`,
  weekLine: ({ week }) => `أسبوع ${week} (بتوقيت UTC)`,
  opened: 'المشكلات المُبلَّغ عنها',
  resolved: 'المشكلات التي حُلَّت',
  openNow: 'المفتوحة الآن',
  overdueNow: 'المتأخرة الآن',
  overdueTitle: 'المتأخرة الآن',
  noOverdue: 'لا يوجد شيء متأخر.',
  overdueLine: ({ late, priority, location }) => `متأخرة ${late} · ${priority} · ${location}`,
  moreOverdue: ({ count }) => {
    const form = new Intl.PluralRules('ar').select(count);
    if (form === 'one') return 'ومشكلة متأخرة أخرى.';
    if (form === 'two') return 'ومشكلتان متأخرتان أخريان.';
    return form === 'few' ? `و${count} مشكلات متأخرة أخرى.` : `و${count} مشكلة متأخرة أخرى.`;
  },
  repeatTitle: 'أماكن تتكرر فيها المشكلات',
  repeatIntro: 'المكان نفسه مع مشكلة أخرى خلال 30 يومًا.',
  noRepeats: 'لم تتكرر أي مشكلة في أي مكان هذا الأسبوع.',
  repeatLine: ({ issues, repeats }) => {
    const form = new Intl.PluralRules('ar').select(issues);
    const counted =
      form === 'one'
        ? 'مشكلة واحدة'
        : form === 'two'
          ? 'مشكلتان'
          : form === 'few'
            ? `${issues} مشكلات`
            : `${issues} مشكلة`;
    return `${counted}، منها ${repeats} خلال 30 يومًا من سابقتها`;
  },
  viewInsights: 'عرض الإحصاءات',
  footer: 'تصلك هذه الرسالة لأنك فعّلت الملخص الأسبوعي لهذا الموقع. يمكنك إيقافه من صفحة «Members» الخاصة بالموقع.',
  priorities: { CRITICAL: 'حرجة', HIGH: 'عالية', MEDIUM: 'متوسطة', LOW: 'منخفضة' },
};
