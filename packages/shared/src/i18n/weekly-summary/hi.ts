import type { WeeklySummaryTexts } from '../../weekly-summary/weekly-summary-texts';

export const texts: WeeklySummaryTexts = {
  language: 'hi',
  subject: ({ siteName, week }) => `[${siteName}] साप्ताहिक सारांश: ${week}`,
  heading: ({ siteName }) => `${siteName} पर आपका सप्ताह`,
  weekLine: ({ week }) => `${week} का सप्ताह (UTC)`,
  opened: 'रिपोर्ट की गई समस्याएँ',
  resolved: 'हल की गई समस्याएँ',
  openNow: 'अभी खुली',
  overdueNow: 'अभी देरी में',
  overdueTitle: 'अभी देरी में',
  noOverdue: 'कुछ भी देरी में नहीं है।',
  overdueLine: ({ late, priority, location }) => `${late} की देरी · ${priority} · ${location}`,
  moreOverdue: ({ count }) => (count === 1 ? 'और 1 अन्य समस्या देरी में है।' : `और ${count} अन्य समस्याएँ देरी में हैं।`),
  repeatTitle: 'वे जगहें जहाँ समस्याएँ बार-बार आती हैं',
  repeatIntro: 'वही जगह, जहाँ 30 दिनों के भीतर एक और समस्या आई।',
  noRepeats: 'इस सप्ताह किसी भी जगह कोई समस्या दोबारा नहीं आई।',
  repeatLine: ({ issues, repeats }) =>
    `${issues === 1 ? '1 समस्या' : `${issues} समस्याएँ`}, जिनमें से ${repeats} पिछली समस्या के 30 दिनों के भीतर`,
  viewInsights: 'आँकड़े देखें',
  footer:
    'आपको यह ईमेल इसलिए मिल रहा है क्योंकि आपने इस साइट के लिए साप्ताहिक सारांश चालू किया है। इसे साइट के “Members” पेज पर बंद करें।',
  priorities: { CRITICAL: 'गंभीर', HIGH: 'उच्च', MEDIUM: 'मध्यम', LOW: 'निम्न' },
};
