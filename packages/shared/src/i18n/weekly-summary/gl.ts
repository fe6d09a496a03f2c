import type { WeeklySummaryTexts } from '../../weekly-summary/weekly-summary-texts';

export const texts: WeeklySummaryTexts = {
  language: 'gl',
  subject: ({ siteName, week }) => `[${siteName}] Resumo semanal: ${week}`,
  heading: ({ siteName }) => `A súa semana en ${siteName}`,
  weekLine: ({ week }) => `A semana do ${week} (UTC)`,
  opened: 'Incidencias comunicadas',
  resolved: 'Incidencias resoltas',
  openNow: 'Abertas agora',
  overdueNow: 'Atrasadas agora',
  overdueTitle: 'Atrasadas agora',
  noOverdue: 'Non hai nada atrasado.',
  overdueLine: ({ late, priority, location }) => `${late} de atraso · ${priority} · ${location}`,
  moreOverdue: ({ count }) =>
    count === 1 ? 'E 1 incidencia atrasada máis.' : `E ${count} incidencias atrasadas máis.`,
  repeatTitle: 'Lugares onde os problemas se repiten',
  repeatIntro: 'O mesmo lugar con outra incidencia en menos de 30 días.',
  noRepeats: 'Esta semana ningún lugar tivo unha incidencia repetida.',
  repeatLine: ({ issues, repeats }) =>
    `${issues === 1 ? '1 incidencia' : `${issues} incidencias`}, ${repeats} en menos de 30 días despois da anterior`,
  viewInsights: 'Ver as estatísticas',
  footer:
    'Recibe esta mensaxe porque activou o resumo semanal deste lugar. Pode desactivalo na páxina «Members» do lugar.',
  priorities: { CRITICAL: 'Crítica', HIGH: 'Alta', MEDIUM: 'Media', LOW: 'Baixa' },
};
