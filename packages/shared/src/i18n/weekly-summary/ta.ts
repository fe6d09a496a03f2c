import type { WeeklySummaryTexts } from '../../weekly-summary/weekly-summary-texts';

export const texts: WeeklySummaryTexts = {
  language: 'ta',
  subject: ({ siteName, week }) => `[${siteName}] வாராந்திரச் சுருக்கம்: ${week}`,
  heading: ({ siteName }) => `${siteName} இல் உங்கள் வாரம்`,
  weekLine: ({ week }) => `${week} வாரம் (UTC)`,
  opened: 'புகாரளிக்கப்பட்ட சிக்கல்கள்',
  resolved: 'தீர்க்கப்பட்ட சிக்கல்கள்',
  openNow: 'இப்போது திறந்தவை',
  overdueNow: 'இப்போது காலதாமதமானவை',
  overdueTitle: 'இப்போது காலதாமதமானவை',
  noOverdue: 'எதுவும் காலதாமதமாகவில்லை.',
  overdueLine: ({ late, priority, location }) => `${late} தாமதம் · ${priority} · ${location}`,
  moreOverdue: ({ count }) => (count === 1 ? 'மேலும் 1 காலதாமதமான சிக்கல்.' : `மேலும் ${count} காலதாமதமான சிக்கல்கள்.`),
  repeatTitle: 'சிக்கல்கள் மீண்டும் மீண்டும் வரும் இடங்கள்',
  repeatIntro: '30 நாட்களுக்குள் மற்றொரு சிக்கல் வந்த அதே இடம்.',
  noRepeats: 'இந்த வாரம் எந்த இடத்திலும் சிக்கல் மீண்டும் வரவில்லை.',
  repeatLine: ({ issues, repeats }) =>
    `${issues === 1 ? '1 சிக்கல்' : `${issues} சிக்கல்கள்`}, அவற்றில் ${repeats} முந்தையதிலிருந்து 30 நாட்களுக்குள்`,
  viewInsights: 'புள்ளிவிவரங்களைக் காண்க',
  footer:
    'இந்தத் தளத்திற்கு வாராந்திரச் சுருக்கத்தை நீங்கள் இயக்கியுள்ளதால் இந்த மின்னஞ்சலைப் பெறுகிறீர்கள். தளத்தின் ‘Members’ பக்கத்தில் இதை முடக்கலாம்.',
  priorities: { CRITICAL: 'மிக அவசரம்', HIGH: 'உயர்', MEDIUM: 'நடுத்தரம்', LOW: 'குறைவு' },
};
