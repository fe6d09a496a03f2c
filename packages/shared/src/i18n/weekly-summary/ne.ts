import type { WeeklySummaryTexts } from '../../weekly-summary/weekly-summary-texts';

export const texts: WeeklySummaryTexts = {
  language: 'ne',
  subject: ({ siteName, week }) => `[${siteName}] साप्ताहिक सारांश: ${week}`,
  heading: ({ siteName }) => `${siteName} मा तपाईंको हप्ता`,
  weekLine: ({ week }) => `${week} को हप्ता (UTC)`,
  opened: 'रिपोर्ट गरिएका समस्याहरू',
  resolved: 'समाधान गरिएका समस्याहरू',
  openNow: 'अहिले खुला',
  overdueNow: 'अहिले म्याद नाघेका',
  overdueTitle: 'अहिले म्याद नाघेका',
  noOverdue: 'कुनै पनि कुराको म्याद नाघेको छैन।',
  overdueLine: ({ late, priority, location }) => `${late} ढिला · ${priority} · ${location}`,
  moreOverdue: ({ count }) => (count === 1 ? 'र म्याद नाघेको थप 1 समस्या।' : `र म्याद नाघेका थप ${count} समस्याहरू।`),
  repeatTitle: 'समस्या बारम्बार दोहोरिने ठाउँहरू',
  repeatIntro: '30 दिनभित्र अर्को समस्या आएको उही ठाउँ।',
  noRepeats: 'यो हप्ता कुनै पनि ठाउँमा समस्या दोहोरिएन।',
  repeatLine: ({ issues, repeats }) =>
    `${issues === 1 ? '1 समस्या' : `${issues} समस्याहरू`}, जसमध्ये ${repeats} अघिल्लोको 30 दिनभित्र`,
  viewInsights: 'तथ्याङ्क हेर्नुहोस्',
  footer:
    'तपाईंले यो साइटका लागि साप्ताहिक सारांश सक्रिय गर्नुभएकाले यो इमेल पाउनुभएको हो। साइटको “Members” पेजमा गएर यसलाई बन्द गर्नुहोस्।',
  priorities: { CRITICAL: 'गम्भीर', HIGH: 'उच्च', MEDIUM: 'मध्यम', LOW: 'न्यून' },
};
