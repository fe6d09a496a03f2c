import type { WeeklySummaryTexts } from '../../weekly-summary/weekly-summary-texts';

export const texts: WeeklySummaryTexts = {
  language: 'id',
  subject: ({ siteName, week }) => `[${siteName}] Ringkasan mingguan: ${week}`,
  heading: ({ siteName }) => `Minggu Anda di ${siteName}`,
  weekLine: ({ week }) => `Minggu ${week} (UTC)`,
  opened: 'Masalah yang dilaporkan',
  resolved: 'Masalah yang diselesaikan',
  openNow: 'Terbuka sekarang',
  overdueNow: 'Terlambat sekarang',
  overdueTitle: 'Terlambat sekarang',
  noOverdue: 'Tidak ada yang terlambat.',
  overdueLine: ({ late, priority, location }) => `Terlambat ${late} · ${priority} · ${location}`,
  moreOverdue: ({ count }) => `Dan ${count} masalah terlambat lainnya.`,
  repeatTitle: 'Tempat yang masalahnya terus berulang',
  repeatIntro: 'Tempat yang sama dengan masalah lain dalam 30 hari.',
  noRepeats: 'Minggu ini tidak ada tempat dengan masalah berulang.',
  repeatLine: ({ issues, repeats }) =>
    `${issues} masalah, ${repeats} di antaranya dalam 30 hari setelah yang sebelumnya`,
  viewInsights: 'Lihat statistik',
  footer:
    'Anda menerima email ini karena Anda mengaktifkan ringkasan mingguan untuk lokasi ini. Nonaktifkan di halaman “Members” lokasi tersebut.',
  priorities: { CRITICAL: 'Kritis', HIGH: 'Tinggi', MEDIUM: 'Sedang', LOW: 'Rendah' },
};
