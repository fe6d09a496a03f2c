import type { WeeklySummaryTexts } from '../../weekly-summary/weekly-summary-texts';

export const texts: WeeklySummaryTexts = {
  language: 'vi',
  subject: ({ siteName, week }) => `[${siteName}] Tóm tắt hằng tuần: ${week}`,
  heading: ({ siteName }) => `Tuần của bạn tại ${siteName}`,
  weekLine: ({ week }) => `Tuần ${week} (UTC)`,
  opened: 'Sự cố được báo cáo',
  resolved: 'Sự cố đã xử lý',
  openNow: 'Đang mở',
  overdueNow: 'Đang quá hạn',
  overdueTitle: 'Đang quá hạn',
  noOverdue: 'Không có gì quá hạn.',
  overdueLine: ({ late, priority, location }) => `Quá hạn ${late} · ${priority} · ${location}`,
  moreOverdue: ({ count }) => `Và ${count} sự cố quá hạn khác.`,
  repeatTitle: 'Những nơi sự cố cứ lặp lại',
  repeatIntro: 'Cùng một nơi có sự cố khác trong vòng 30 ngày.',
  noRepeats: 'Tuần này không nơi nào có sự cố lặp lại.',
  repeatLine: ({ issues, repeats }) => `${issues} sự cố, trong đó ${repeats} trong vòng 30 ngày sau sự cố trước`,
  viewInsights: 'Xem thống kê',
  footer:
    'Bạn nhận được email này vì đã bật tóm tắt hằng tuần cho địa điểm này. Bạn có thể tắt trên trang “Members” của địa điểm.',
  priorities: { CRITICAL: 'Nghiêm trọng', HIGH: 'Cao', MEDIUM: 'Trung bình', LOW: 'Thấp' },
};
