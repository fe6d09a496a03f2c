import type { WeeklySummaryTexts } from '../../weekly-summary/weekly-summary-texts';

export const texts: WeeklySummaryTexts = {
  language: 'fr',
  subject: ({ siteName, week }) => `[${siteName}] Résumé de la semaine : ${week}`,
  heading: ({ siteName }) => `Votre semaine à ${siteName}`,
  weekLine: ({ week }) => `La semaine du ${week} (UTC)`,
  opened: 'Problèmes signalés',
  resolved: 'Problèmes résolus',
  openNow: 'Ouverts maintenant',
  overdueNow: 'En retard maintenant',
  overdueTitle: 'En retard maintenant',
  noOverdue: 'Rien n’est en retard.',
  overdueLine: ({ late, priority, location }) => `${late} de retard · ${priority} · ${location}`,
  moreOverdue: ({ count }) =>
    count === 1 ? 'Et 1 autre problème en retard.' : `Et ${count} autres problèmes en retard.`,
  repeatTitle: 'Les endroits qui reviennent',
  repeatIntro: 'Le même endroit avec un autre problème en moins de 30 jours.',
  noRepeats: 'Aucun endroit n’a eu de problème répété cette semaine.',
  repeatLine: ({ issues, repeats }) =>
    `${issues === 1 ? '1 problème' : `${issues} problèmes`}, dont ${repeats} moins de 30 jours après le précédent`,
  viewInsights: 'Voir les statistiques',
  footer:
    'Vous recevez ce message parce que vous avez activé le résumé hebdomadaire pour ce site. Désactivez-le sur la page « Members » du site.',
  priorities: { CRITICAL: 'Critique', HIGH: 'Haute', MEDIUM: 'Moyenne', LOW: 'Basse' },
};
