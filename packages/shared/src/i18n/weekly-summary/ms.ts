import type { WeeklySummaryTexts } from '../../weekly-summary/weekly-summary-texts';

export const texts: WeeklySummaryTexts = {
  language: 'ms',
  subject: ({ siteName, week }) => `[${siteName}] Ringkasan mingguan: ${week}`,
  heading: ({ siteName }) => `Minggu anda di ${siteName}`,
  weekLine: ({ week }) => `Minggu ${week} (UTC)`,
  opened: 'Masalah dilaporkan',
  resolved: 'Masalah diselesaikan',
  openNow: 'Terbuka kini',
  overdueNow: 'Lewat tempoh kini',
  overdueTitle: 'Lewat tempoh kini',
  noOverdue: 'Tiada yang lewat tempoh.',
  overdueLine: ({ late, priority, location }) => `Lewat ${late} · ${priority} · ${location}`,
  moreOverdue: ({ count }) => `Dan ${count} lagi masalah yang lewat tempoh.`,
  repeatTitle: 'Tempat yang masalahnya berulang',
  repeatIntro: 'Tempat yang sama dengan masalah lain dalam tempoh 30 hari.',
  noRepeats: 'Minggu ini tiada tempat yang mengalami masalah berulang.',
  repeatLine: ({ issues, repeats }) =>
    `${issues} masalah, ${repeats} daripadanya dalam tempoh 30 hari selepas yang sebelumnya`,
  viewInsights: 'Lihat statistik',
  footer:
    'Anda menerima e-mel ini kerana anda telah menghidupkan ringkasan mingguan untuk lokasi ini. Matikannya di halaman “Members” lokasi tersebut.',
  priorities: { CRITICAL: 'Kritikal', HIGH: 'Tinggi', MEDIUM: 'Sederhana', LOW: 'Rendah' },
};
