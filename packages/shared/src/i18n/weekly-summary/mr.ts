import type { WeeklySummaryTexts } from '../../weekly-summary/weekly-summary-texts';

export const texts: WeeklySummaryTexts = {
  language: 'mr',
  subject: ({ siteName, week }) => `[${siteName}] साप्ताहिक सारांश: ${week}`,
  heading: ({ siteName }) => `${siteName} येथील तुमचा आठवडा`,
  weekLine: ({ week }) => `${week} चा आठवडा (UTC)`,
  opened: 'नोंदवलेल्या समस्या',
  resolved: 'सोडवलेल्या समस्या',
  openNow: 'सध्या उघड्या',
  overdueNow: 'सध्या मुदत उलटलेल्या',
  overdueTitle: 'सध्या मुदत उलटलेल्या',
  noOverdue: 'कशाचीही मुदत उलटलेली नाही.',
  overdueLine: ({ late, priority, location }) => `${late} उशीर · ${priority} · ${location}`,
  moreOverdue: ({ count }) =>
    count === 1 ? 'आणखी 1 समस्या जिची मुदत उलटली आहे.' : `आणखी ${count} समस्या ज्यांची मुदत उलटली आहे.`,
  repeatTitle: 'जिथे समस्या पुन्हा पुन्हा येतात अशी ठिकाणे',
  repeatIntro: 'तेच ठिकाण, जिथे 30 दिवसांत आणखी एक समस्या आली.',
  noRepeats: 'या आठवड्यात कोणत्याही ठिकाणी समस्या पुन्हा आली नाही.',
  repeatLine: ({ issues, repeats }) => `${issues} समस्या, त्यांपैकी ${repeats} आधीच्या समस्येनंतर 30 दिवसांत`,
  viewInsights: 'आकडेवारी पाहा',
  footer: 'तुम्ही या साइटसाठी साप्ताहिक सारांश सुरू केला असल्यामुळे तुम्हाला हा ईमेल मिळत आहे. साइटच्या “Members” पेजवर तो बंद करा.',
  priorities: { CRITICAL: 'गंभीर', HIGH: 'उच्च', MEDIUM: 'मध्यम', LOW: 'कमी' },
};
