import type { WeeklySummaryTexts } from '../../weekly-summary/weekly-summary-texts';

export const texts: WeeklySummaryTexts = {
  language: 'cs',
  subject: ({ siteName, week }) => `[${siteName}] Týdenní přehled: ${week}`,
  heading: ({ siteName }) => `Váš týden v ${siteName}`,
  weekLine: ({ week }) => `Týden ${week} (UTC)`,
  opened: 'Nahlášené problémy',
  resolved: 'Vyřešené problémy',
  openNow: 'Nyní otevřené',
  overdueNow: 'Nyní po termínu',
  overdueTitle: 'Nyní po termínu',
  noOverdue: 'Nic není po termínu.',
  overdueLine: ({ late, priority, location }) => `${late} po termínu · ${priority} · ${location}`,
  moreOverdue: ({ count }) => {
    const form = new Intl.PluralRules('cs').select(count);
    if (form === 'one') return 'A ještě 1 další problém po termínu.';
    return form === 'few'
      ? `A ještě ${count} další problémy po termínu.`
      : `A ještě ${count} dalších problémů po termínu.`;
  },
  repeatTitle: 'Místa, kde se problémy vracejí',
  repeatIntro: 'Stejné místo s dalším problémem do 30 dnů.',
  noRepeats: 'Tento týden se na žádném místě problém neopakoval.',
  repeatLine: ({ issues, repeats }) => {
    const form = new Intl.PluralRules('cs').select(issues);
    const counted = form === 'one' ? '1 problém' : form === 'few' ? `${issues} problémy` : `${issues} problémů`;
    return `${counted}, z toho ${repeats} do 30 dnů od předchozího`;
  },
  viewInsights: 'Zobrazit přehledy',
  footer:
    'Tento e-mail dostáváte, protože jste pro toto místo zapnuli týdenní přehled. Vypnout ho můžete na stránce „Members“ daného místa.',
  priorities: { CRITICAL: 'Kritická', HIGH: 'Vysoká', MEDIUM: 'Střední', LOW: 'Nízká' },
};
