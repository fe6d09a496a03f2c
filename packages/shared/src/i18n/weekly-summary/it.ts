import type { WeeklySummaryTexts } from '../../weekly-summary/weekly-summary-texts';

export const texts: WeeklySummaryTexts = {
  language: 'it',
  subject: ({ siteName, week }) => `[${siteName}] Riepilogo settimanale: ${week}`,
  heading: ({ siteName }) => `La tua settimana presso ${siteName}`,
  weekLine: ({ week }) => `La settimana del ${week} (UTC)`,
  opened: 'Problemi segnalati',
  resolved: 'Problemi risolti',
  openNow: 'Aperti ora',
  overdueNow: 'In ritardo ora',
  overdueTitle: 'In ritardo ora',
  noOverdue: 'Niente è in ritardo.',
  overdueLine: ({ late, priority, location }) => `${late} di ritardo · ${priority} · ${location}`,
  moreOverdue: ({ count }) =>
    count === 1 ? 'E un altro problema in ritardo.' : `E altri ${count} problemi in ritardo.`,
  repeatTitle: 'Luoghi in cui i problemi si ripetono',
  repeatIntro: 'Lo stesso luogo con un altro problema entro 30 giorni.',
  noRepeats: 'Questa settimana nessun luogo ha avuto un problema ripetuto.',
  repeatLine: ({ issues, repeats }) =>
    `${issues === 1 ? '1 problema' : `${issues} problemi`}, ${repeats} entro 30 giorni dal precedente`,
  viewInsights: 'Visualizza le statistiche',
  footer:
    'Ricevi questa email perché hai attivato il riepilogo settimanale per questa sede. Puoi disattivarlo nella pagina «Members» della sede.',
  priorities: { CRITICAL: 'Critica', HIGH: 'Alta', MEDIUM: 'Media', LOW: 'Bassa' },
};
