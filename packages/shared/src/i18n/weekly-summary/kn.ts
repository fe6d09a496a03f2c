import type { WeeklySummaryTexts } from '../../weekly-summary/weekly-summary-texts';

export const texts: WeeklySummaryTexts = {
  language: 'kn',
  subject: ({ siteName, week }) => `[${siteName}] ಸಾಪ್ತಾಹಿಕ ಸಾರಾಂಶ: ${week}`,
  heading: ({ siteName }) => `${siteName} ನಲ್ಲಿ ನಿಮ್ಮ ವಾರ`,
  weekLine: ({ week }) => `${week} ರ ವಾರ (UTC)`,
  opened: 'ವರದಿಯಾದ ಸಮಸ್ಯೆಗಳು',
  resolved: 'ಪರಿಹರಿಸಿದ ಸಮಸ್ಯೆಗಳು',
  openNow: 'ಈಗ ತೆರೆದಿರುವವು',
  overdueNow: 'ಈಗ ಅವಧಿ ಮೀರಿದವು',
  overdueTitle: 'ಈಗ ಅವಧಿ ಮೀರಿದವು',
  noOverdue: 'ಯಾವುದೂ ಅವಧಿ ಮೀರಿಲ್ಲ.',
  overdueLine: ({ late, priority, location }) => `${late} ತಡ · ${priority} · ${location}`,
  moreOverdue: ({ count }) => (count === 1 ? 'ಮತ್ತು ಅವಧಿ ಮೀರಿದ ಇನ್ನೂ 1 ಸಮಸ್ಯೆ.' : `ಮತ್ತು ಅವಧಿ ಮೀರಿದ ಇನ್ನೂ ${count} ಸಮಸ್ಯೆಗಳು.`),
  repeatTitle: 'ಸಮಸ್ಯೆಗಳು ಮರುಕಳಿಸುವ ಸ್ಥಳಗಳು',
  repeatIntro: '30 ದಿನಗಳೊಳಗೆ ಇನ್ನೊಂದು ಸಮಸ್ಯೆ ಬಂದ ಅದೇ ಸ್ಥಳ.',
  noRepeats: 'ಈ ವಾರ ಯಾವ ಸ್ಥಳದಲ್ಲೂ ಸಮಸ್ಯೆ ಮರುಕಳಿಸಲಿಲ್ಲ.',
  repeatLine: ({ issues, repeats }) =>
    `${issues === 1 ? '1 ಸಮಸ್ಯೆ' : `${issues} ಸಮಸ್ಯೆಗಳು`}, ಅವುಗಳಲ್ಲಿ ${repeats} ಹಿಂದಿನದರಿಂದ 30 ದಿನಗಳೊಳಗೆ`,
  viewInsights: 'ಅಂಕಿಅಂಶಗಳನ್ನು ನೋಡಿ',
  footer: 'ಈ ಸೈಟ್‌ಗೆ ನೀವು ಸಾಪ್ತಾಹಿಕ ಸಾರಾಂಶವನ್ನು ಆನ್ ಮಾಡಿರುವುದರಿಂದ ಈ ಇಮೇಲ್ ನಿಮಗೆ ಬರುತ್ತಿದೆ. ಸೈಟ್‌ನ “Members” ಪುಟದಲ್ಲಿ ಇದನ್ನು ಆಫ್ ಮಾಡಿ.',
  priorities: { CRITICAL: 'ತುರ್ತು', HIGH: 'ಹೆಚ್ಚು', MEDIUM: 'ಮಧ್ಯಮ', LOW: 'ಕಡಿಮೆ' },
};
