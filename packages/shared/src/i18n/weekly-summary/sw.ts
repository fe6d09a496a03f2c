import type { WeeklySummaryTexts } from '../../weekly-summary/weekly-summary-texts';

export const texts: WeeklySummaryTexts = {
  language: 'sw',
  subject: ({ siteName, week }) => `[${siteName}] Muhtasari wa wiki: ${week}`,
  heading: ({ siteName }) => `Wiki yako katika ${siteName}`,
  weekLine: ({ week }) => `Wiki ya ${week} (UTC)`,
  opened: 'Matatizo yaliyoripotiwa',
  resolved: 'Matatizo yaliyotatuliwa',
  openNow: 'Yaliyo wazi sasa',
  overdueNow: 'Yaliyochelewa sasa',
  overdueTitle: 'Yaliyochelewa sasa',
  noOverdue: 'Hakuna kilichochelewa.',
  overdueLine: ({ late, priority, location }) => `Limechelewa ${late} · ${priority} · ${location}`,
  moreOverdue: ({ count }) =>
    count === 1 ? 'Na tatizo 1 zaidi lililochelewa.' : `Na matatizo ${count} zaidi yaliyochelewa.`,
  repeatTitle: 'Mahali ambapo matatizo yanajirudia',
  repeatIntro: 'Mahali pale pale penye tatizo jingine ndani ya siku 30.',
  noRepeats: 'Wiki hii hakuna mahali palipokuwa na tatizo lililojirudia.',
  repeatLine: ({ issues, repeats }) =>
    `${issues === 1 ? 'tatizo 1' : `matatizo ${issues}`}, ${repeats} kati yake ndani ya siku 30 baada ya lililotangulia`,
  viewInsights: 'Tazama takwimu',
  footer:
    'Unapokea barua pepe hii kwa sababu uliwasha muhtasari wa wiki kwa eneo hili. Uzime kwenye ukurasa wa “Members” wa eneo hili.',
  priorities: { CRITICAL: 'Dharura', HIGH: 'Juu', MEDIUM: 'Wastani', LOW: 'Chini' },
};
