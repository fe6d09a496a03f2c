import type { WeeklySummaryTexts } from '../../weekly-summary/weekly-summary-texts';

export const texts: WeeklySummaryTexts = {
  language: 'ca',
  subject: ({ siteName, week }) => `[${siteName}] Resum setmanal: ${week}`,
  heading: ({ siteName }) => `La vostra setmana a ${siteName}`,
  weekLine: ({ week }) => `La setmana del ${week} (UTC)`,
  opened: 'Incidències comunicades',
  resolved: 'Incidències resoltes',
  openNow: 'Obertes ara',
  overdueNow: 'Endarrerides ara',
  overdueTitle: 'Endarrerides ara',
  noOverdue: 'No hi ha res endarrerit.',
  overdueLine: ({ late, priority, location }) => `${late} de retard · ${priority} · ${location}`,
  moreOverdue: ({ count }) =>
    count === 1 ? 'I 1 incidència endarrerida més.' : `I ${count} incidències endarrerides més.`,
  repeatTitle: 'Llocs on els problemes es repeteixen',
  repeatIntro: 'El mateix lloc amb una altra incidència en menys de 30 dies.',
  noRepeats: 'Aquesta setmana cap lloc no ha tingut cap incidència repetida.',
  repeatLine: ({ issues, repeats }) =>
    `${issues === 1 ? '1 incidència' : `${issues} incidències`}, ${repeats} en menys de 30 dies després de l’anterior`,
  viewInsights: 'Mostra les estadístiques',
  footer:
    'Rebeu aquest missatge perquè heu activat el resum setmanal d’aquest lloc. Podeu desactivar-lo a la pàgina «Members» del lloc.',
  priorities: { CRITICAL: 'Crítica', HIGH: 'Alta', MEDIUM: 'Mitjana', LOW: 'Baixa' },
};
