import type { WeeklySummaryTexts } from '../../weekly-summary/weekly-summary-texts';

export const texts: WeeklySummaryTexts = {
  language: 'tr',
  subject: ({ siteName, week }) => `[${siteName}] Haftalık özet: ${week}`,
  heading: ({ siteName }) => `${siteName} konumunda haftanız`,
  weekLine: ({ week }) => `${week} haftası (UTC)`,
  opened: 'Bildirilen sorunlar',
  resolved: 'Çözülen sorunlar',
  openNow: 'Şu an açık',
  overdueNow: 'Şu an gecikmiş',
  overdueTitle: 'Şu an gecikmiş',
  noOverdue: 'Geciken bir şey yok.',
  overdueLine: ({ late, priority, location }) => `${late} gecikme · ${priority} · ${location}`,
  moreOverdue: ({ count }) => `Ve ${count} gecikmiş sorun daha.`,
  repeatTitle: 'Sorunların tekrarlandığı yerler',
  repeatIntro: '30 gün içinde aynı yerde başka bir sorun.',
  noRepeats: 'Bu hafta hiçbir yerde tekrarlanan sorun olmadı.',
  repeatLine: ({ issues, repeats }) =>
    `${issues} sorun, bunlardan ${repeats} tanesi bir öncekinden sonraki 30 gün içinde`,
  viewInsights: 'İstatistikleri görüntüle',
  footer:
    'Bu e-postayı, bu konum için haftalık özeti açtığınız için alıyorsunuz. Konumun “Members” sayfasından kapatabilirsiniz.',
  priorities: { CRITICAL: 'Kritik', HIGH: 'Yüksek', MEDIUM: 'Orta', LOW: 'Düşük' },
};
