import type { WeeklySummaryTexts } from '../../weekly-summary/weekly-summary-texts';

export const texts: WeeklySummaryTexts = {
  language: 'ja',
  subject: ({ siteName, week }) => `[${siteName}] 週間サマリー：${week}`,
  heading: ({ siteName }) => `${siteName} の今週`,
  weekLine: ({ week }) => `${week} の週（UTC）`,
  opened: '報告された問題',
  resolved: '解決した問題',
  openNow: '現在未解決',
  overdueNow: '現在期限切れ',
  overdueTitle: '現在期限切れ',
  noOverdue: '期限切れの問題はありません。',
  overdueLine: ({ late, priority, location }) => `${late}超過 · ${priority} · ${location}`,
  moreOverdue: ({ count }) => `ほかに期限切れの問題が ${count} 件あります。`,
  repeatTitle: '問題が繰り返し起きている場所',
  repeatIntro: '同じ場所で 30 日以内に別の問題が起きたもの。',
  noRepeats: '今週、問題が繰り返し起きた場所はありません。',
  repeatLine: ({ issues, repeats }) => `問題 ${issues} 件、うち ${repeats} 件は前回から 30 日以内`,
  viewInsights: '分析を見る',
  footer:
    'このサイトの週間サマリーをオンにしているため、このメールをお送りしています。サイトの「Members」ページでオフにできます。',
  priorities: { CRITICAL: '緊急', HIGH: '高', MEDIUM: '中', LOW: '低' },
};
