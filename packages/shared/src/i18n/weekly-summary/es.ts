import type { WeeklySummaryTexts } from '../../weekly-summary/weekly-summary-texts';

export const texts: WeeklySummaryTexts = {
  language: 'es',
  subject: ({ siteName, week }) => `[${siteName}] Resumen semanal: ${week}`,
  heading: ({ siteName }) => `Su semana en ${siteName}`,
  weekLine: ({ week }) => `La semana del ${week} (UTC)`,
  opened: 'Incidencias comunicadas',
  resolved: 'Incidencias resueltas',
  openNow: 'Abiertas ahora',
  overdueNow: 'Vencidas ahora',
  overdueTitle: 'Vencidas ahora',
  noOverdue: 'No hay nada vencido.',
  overdueLine: ({ late, priority, location }) => `${late} de retraso · ${priority} · ${location}`,
  moreOverdue: ({ count }) => (count === 1 ? 'Y 1 incidencia vencida más.' : `Y ${count} incidencias vencidas más.`),
  repeatTitle: 'Lugares que se repiten',
  repeatIntro: 'El mismo lugar con otra incidencia en menos de 30 días.',
  noRepeats: 'Ningún lugar tuvo una incidencia repetida esta semana.',
  repeatLine: ({ issues, repeats }) =>
    `${issues === 1 ? '1 incidencia' : `${issues} incidencias`}, ${repeats} a menos de 30 días de la anterior`,
  viewInsights: 'Ver estadísticas',
  footer:
    'Recibe este correo porque activó el resumen semanal de este sitio. Desactívelo en la página «Members» del sitio.',
  priorities: { CRITICAL: 'Crítica', HIGH: 'Alta', MEDIUM: 'Media', LOW: 'Baja' },
};
