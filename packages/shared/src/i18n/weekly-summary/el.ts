import type { WeeklySummaryTexts } from '../../weekly-summary/weekly-summary-texts';

export const texts: WeeklySummaryTexts = {
  language: 'el',
  subject: ({ siteName, week }) => `[${siteName}] Εβδομαδιαία σύνοψη: ${week}`,
  heading: ({ siteName }) => `Η εβδομάδα σας στο ${siteName}`,
  weekLine: ({ week }) => `Η εβδομάδα ${week} (UTC)`,
  opened: 'Προβλήματα που αναφέρθηκαν',
  resolved: 'Προβλήματα που επιλύθηκαν',
  openNow: 'Ανοιχτά τώρα',
  overdueNow: 'Εκπρόθεσμα τώρα',
  overdueTitle: 'Εκπρόθεσμα τώρα',
  noOverdue: 'Τίποτα δεν είναι εκπρόθεσμο.',
  overdueLine: ({ late, priority, location }) => `${late} καθυστέρηση · ${priority} · ${location}`,
  moreOverdue: ({ count }) =>
    count === 1 ? 'Και 1 ακόμη εκπρόθεσμο πρόβλημα.' : `Και ${count} ακόμη εκπρόθεσμα προβλήματα.`,
  repeatTitle: 'Σημεία όπου τα προβλήματα επανέρχονται',
  repeatIntro: 'Το ίδιο σημείο με νέο πρόβλημα μέσα σε 30 ημέρες.',
  noRepeats: 'Αυτή την εβδομάδα κανένα σημείο δεν είχε επαναλαμβανόμενο πρόβλημα.',
  repeatLine: ({ issues, repeats }) =>
    `${issues === 1 ? '1 πρόβλημα' : `${issues} προβλήματα`}, ${repeats} μέσα σε 30 ημέρες από το προηγούμενο`,
  viewInsights: 'Προβολή στατιστικών',
  footer:
    'Λαμβάνετε αυτό το μήνυμα επειδή ενεργοποιήσατε την εβδομαδιαία σύνοψη για αυτή την τοποθεσία. Μπορείτε να την απενεργοποιήσετε στη σελίδα «Members» της τοποθεσίας.',
  priorities: { CRITICAL: 'Κρίσιμη', HIGH: 'Υψηλή', MEDIUM: 'Μεσαία', LOW: 'Χαμηλή' },
};
