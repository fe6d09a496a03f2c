import type { WeeklySummaryTexts } from '../../weekly-summary/weekly-summary-texts';

export const texts: WeeklySummaryTexts = {
  language: 'ur',
  subject: ({ siteName, week }) => `[${siteName}] ہفتہ وار خلاصہ: ${week}`,
  heading: ({ siteName }) => `${siteName} پر آپ کا ہفتہ`,
  weekLine: ({ week }) => `${week} کا ہفتہ (UTC)`,
  opened: 'رپورٹ کیے گئے مسائل',
  resolved: 'حل کیے گئے مسائل',
  openNow: 'اس وقت کھلے',
  overdueNow: 'اس وقت تاخیر میں',
  overdueTitle: 'اس وقت تاخیر میں',
  noOverdue: 'کچھ بھی تاخیر میں نہیں ہے۔',
  overdueLine: ({ late, priority, location }) => `${late} تاخیر · ${priority} · ${location}`,
  moreOverdue: ({ count }) =>
    count === 1 ? 'اور 1 مزید مسئلہ جس میں تاخیر ہے۔' : `اور ${count} مزید مسائل جن میں تاخیر ہے۔`,
  repeatTitle: 'وہ جگہیں جہاں مسائل بار بار آتے ہیں',
  repeatIntro: 'وہی جگہ جہاں 30 دن کے اندر ایک اور مسئلہ آیا۔',
  noRepeats: 'اس ہفتے کسی جگہ پر کوئی مسئلہ دوبارہ نہیں آیا۔',
  repeatLine: ({ issues, repeats }) =>
    `${issues === 1 ? '1 مسئلہ' : `${issues} مسائل`}، جن میں سے ${repeats} پچھلے مسئلے کے 30 دن کے اندر`,
  viewInsights: 'اعداد و شمار دیکھیں',
  footer:
    'آپ کو یہ ای میل اس لیے مل رہی ہے کہ آپ نے اس سائٹ کے لیے ہفتہ وار خلاصہ آن کیا ہے۔ آپ اسے سائٹ کے “Members” صفحے پر بند کر سکتے ہیں۔',
  priorities: { CRITICAL: 'انتہائی اہم', HIGH: 'زیادہ', MEDIUM: 'درمیانی', LOW: 'کم' },
};
