import type { WeeklySummaryTexts } from '../../weekly-summary/weekly-summary-texts';

export const texts: WeeklySummaryTexts = {
  language: 'ko',
  subject: ({ siteName, week }) => `[${siteName}] 주간 요약: ${week}`,
  heading: ({ siteName }) => `${siteName}에서의 한 주`,
  weekLine: ({ week }) => `${week} 주간(UTC)`,
  opened: '보고된 문제',
  resolved: '해결된 문제',
  openNow: '현재 미해결',
  overdueNow: '현재 기한 초과',
  overdueTitle: '현재 기한 초과',
  noOverdue: '기한이 지난 항목이 없습니다.',
  overdueLine: ({ late, priority, location }) => `${late} 초과 · ${priority} · ${location}`,
  moreOverdue: ({ count }) => `기한이 지난 문제가 ${count}건 더 있습니다.`,
  repeatTitle: '문제가 반복되는 장소',
  repeatIntro: '30일 이내에 같은 장소에서 다시 발생한 문제입니다.',
  noRepeats: '이번 주에는 문제가 반복된 장소가 없습니다.',
  repeatLine: ({ issues, repeats }) => `문제 ${issues}건, 그중 ${repeats}건은 이전 문제 후 30일 이내`,
  viewInsights: '통계 보기',
  footer:
    '이 사이트의 주간 요약을 켜 두셨기 때문에 이 메일을 받으셨습니다. 사이트의 ‘Members’ 페이지에서 끌 수 있습니다.',
  priorities: { CRITICAL: '긴급', HIGH: '높음', MEDIUM: '보통', LOW: '낮음' },
};
