import type { WeeklySummaryTexts } from '../../weekly-summary/weekly-summary-texts';

export const texts: WeeklySummaryTexts = {
  language: 'pl',
  subject: ({ siteName, week }) => `[${siteName}] Podsumowanie tygodnia: ${week}`,
  heading: ({ siteName }) => `Twój tydzień w ${siteName}`,
  weekLine: ({ week }) => `Tydzień ${week} (UTC)`,
  opened: 'Zgłoszone problemy',
  resolved: 'Rozwiązane problemy',
  openNow: 'Otwarte teraz',
  overdueNow: 'Zaległe teraz',
  overdueTitle: 'Zaległe teraz',
  noOverdue: 'Nic nie jest zaległe.',
  overdueLine: ({ late, priority, location }) => `${late} po terminie · ${priority} · ${location}`,
  moreOverdue: ({ count }) => {
    const form = new Intl.PluralRules('pl').select(count);
    if (form === 'one') return 'I jeszcze 1 zaległy problem.';
    return form === 'few' ? `I jeszcze ${count} zaległe problemy.` : `I jeszcze ${count} zaległych problemów.`;
  },
  repeatTitle: 'Miejsca, w których problemy wracają',
  repeatIntro: 'To samo miejsce z kolejnym problemem w ciągu 30 dni.',
  noRepeats: 'W tym tygodniu w żadnym miejscu problem się nie powtórzył.',
  repeatLine: ({ issues, repeats }) => {
    const form = new Intl.PluralRules('pl').select(issues);
    const counted = form === 'one' ? '1 problem' : form === 'few' ? `${issues} problemy` : `${issues} problemów`;
    return `${counted}, w tym ${repeats} w ciągu 30 dni od poprzedniego`;
  },
  viewInsights: 'Zobacz statystyki',
  footer:
    'Otrzymujesz tę wiadomość, ponieważ masz włączone podsumowanie tygodnia dla tego obiektu. Możesz je wyłączyć na stronie „Members” obiektu.',
  priorities: { CRITICAL: 'Krytyczny', HIGH: 'Wysoki', MEDIUM: 'Średni', LOW: 'Niski' },
};
