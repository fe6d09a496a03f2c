import type { WeeklySummaryTexts } from '../../weekly-summary/weekly-summary-texts';

export const texts: WeeklySummaryTexts = {
  language: 'he',
  subject: ({ siteName, week }) => `[${siteName}] סיכום שבועי: ${week}`,
  heading: ({ siteName }) => `השבוע שלך ב-${siteName}`,
  weekLine: ({ week }) => `השבוע של ${week} (UTC)`,
  opened: 'תקלות שדווחו',
  resolved: 'תקלות שטופלו',
  openNow: 'פתוחות כעת',
  overdueNow: 'באיחור כעת',
  overdueTitle: 'באיחור כעת',
  noOverdue: 'אין שום דבר באיחור.',
  overdueLine: ({ late, priority, location }) => `באיחור של ${late} · ${priority} · ${location}`,
  moreOverdue: ({ count }) => (count === 1 ? 'ועוד תקלה אחת באיחור.' : `ועוד ${count} תקלות באיחור.`),
  repeatTitle: 'מקומות שהתקלות בהם חוזרות',
  repeatIntro: 'אותו מקום עם תקלה נוספת בתוך 30 יום.',
  noRepeats: 'השבוע לא הייתה תקלה חוזרת באף מקום.',
  repeatLine: ({ issues, repeats }) =>
    `${issues === 1 ? 'תקלה אחת' : `${issues} תקלות`}, ${repeats} מהן בתוך 30 יום מהקודמת`,
  viewInsights: 'לצפייה בנתונים',
  footer: 'הודעה זו נשלחת אליך כי הפעלת את הסיכום השבועי לאתר זה. אפשר לכבות אותו בדף "Members" של האתר.',
  priorities: { CRITICAL: 'קריטית', HIGH: 'גבוהה', MEDIUM: 'בינונית', LOW: 'נמוכה' },
};
