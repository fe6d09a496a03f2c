import type { WeeklySummaryTexts } from '../../weekly-summary/weekly-summary-texts';

export const texts: WeeklySummaryTexts = {
  language: 'zh',
  subject: ({ siteName, week }) => `[${siteName}] 每周摘要：${week}`,
  heading: ({ siteName }) => `您在 ${siteName} 的一周`,
  weekLine: ({ week }) => `${week} 这一周（UTC）`,
  opened: '报告的问题',
  resolved: '已解决的问题',
  openNow: '当前未解决',
  overdueNow: '当前已逾期',
  overdueTitle: '当前已逾期',
  noOverdue: '没有逾期的问题。',
  overdueLine: ({ late, priority, location }) => `逾期 ${late} · ${priority} · ${location}`,
  moreOverdue: ({ count }) => `另有 ${count} 个逾期问题。`,
  repeatTitle: '问题反复出现的地点',
  repeatIntro: '同一地点在 30 天内再次出现问题。',
  noRepeats: '本周没有地点出现重复问题。',
  repeatLine: ({ issues, repeats }) => `${issues} 个问题，其中 ${repeats} 个距上一个不到 30 天`,
  viewInsights: '查看统计',
  footer: '您收到此邮件，是因为您为该站点开启了每周摘要。您可以在该站点的“Members”页面将其关闭。',
  priorities: { CRITICAL: '紧急', HIGH: '高', MEDIUM: '中', LOW: '低' },
};
