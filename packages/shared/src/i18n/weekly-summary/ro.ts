import type { WeeklySummaryTexts } from '../../weekly-summary/weekly-summary-texts';

export const texts: WeeklySummaryTexts = {
  language: 'ro',
  subject: ({ siteName, week }) => `[${siteName}] Rezumat săptămânal: ${week}`,
  heading: ({ siteName }) => `Săptămâna dumneavoastră la ${siteName}`,
  weekLine: ({ week }) => `Săptămâna ${week} (UTC)`,
  opened: 'Probleme raportate',
  resolved: 'Probleme rezolvate',
  openNow: 'Deschise acum',
  overdueNow: 'Întârziate acum',
  overdueTitle: 'Întârziate acum',
  noOverdue: 'Nimic nu este întârziat.',
  overdueLine: ({ late, priority, location }) => `${late} întârziere · ${priority} · ${location}`,
  moreOverdue: ({ count }) => {
    const form = new Intl.PluralRules('ro').select(count);
    if (form === 'one') return 'Și încă o problemă întârziată.';
    return form === 'few' ? `Și încă ${count} probleme întârziate.` : `Și încă ${count} de probleme întârziate.`;
  },
  repeatTitle: 'Locuri în care problemele revin',
  repeatIntro: 'Același loc cu o altă problemă în mai puțin de 30 de zile.',
  noRepeats: 'Săptămâna aceasta niciun loc nu a avut o problemă repetată.',
  repeatLine: ({ issues, repeats }) => {
    const form = new Intl.PluralRules('ro').select(issues);
    const counted = form === 'one' ? '1 problemă' : form === 'few' ? `${issues} probleme` : `${issues} de probleme`;
    return `${counted}, dintre care ${repeats} la mai puțin de 30 de zile după precedenta`;
  },
  viewInsights: 'Vezi statisticile',
  footer:
    'Primiți acest mesaj pentru că ați activat rezumatul săptămânal pentru acest loc. Îl puteți dezactiva pe pagina „Members” a locului.',
  priorities: { CRITICAL: 'Critică', HIGH: 'Ridicată', MEDIUM: 'Medie', LOW: 'Scăzută' },
};
