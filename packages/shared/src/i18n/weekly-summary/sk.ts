import type { WeeklySummaryTexts } from '../../weekly-summary/weekly-summary-texts';

export const texts: WeeklySummaryTexts = {
  language: 'sk',
  subject: ({ siteName, week }) => `[${siteName}] Týždenný prehľad: ${week}`,
  heading: ({ siteName }) => `Váš týždeň v ${siteName}`,
  weekLine: ({ week }) => `Týždeň ${week} (UTC)`,
  opened: 'Nahlásené problémy',
  resolved: 'Vyriešené problémy',
  openNow: 'Teraz otvorené',
  overdueNow: 'Teraz po termíne',
  overdueTitle: 'Teraz po termíne',
  noOverdue: 'Nič nie je po termíne.',
  overdueLine: ({ late, priority, location }) => `${late} po termíne · ${priority} · ${location}`,
  moreOverdue: ({ count }) => {
    const form = new Intl.PluralRules('sk').select(count);
    if (form === 'one') return 'A ešte 1 ďalší problém po termíne.';
    return form === 'few'
      ? `A ešte ${count} ďalšie problémy po termíne.`
      : `A ešte ${count} ďalších problémov po termíne.`;
  },
  repeatTitle: 'Miesta, kde sa problémy vracajú',
  repeatIntro: 'To isté miesto s ďalším problémom do 30 dní.',
  noRepeats: 'Tento týždeň sa na žiadnom mieste problém nezopakoval.',
  repeatLine: ({ issues, repeats }) => {
    const form = new Intl.PluralRules('sk').select(issues);
    const counted = form === 'one' ? '1 problém' : form === 'few' ? `${issues} problémy` : `${issues} problémov`;
    return `${counted}, z toho ${repeats} do 30 dní od predchádzajúceho`;
  },
  viewInsights: 'Zobraziť prehľady',
  footer:
    'Tento e-mail dostávate, pretože ste pre toto miesto zapli týždenný prehľad. Vypnúť ho môžete na stránke „Members“ daného miesta.',
  priorities: { CRITICAL: 'Kritická', HIGH: 'Vysoká', MEDIUM: 'Stredná', LOW: 'Nízka' },
};
