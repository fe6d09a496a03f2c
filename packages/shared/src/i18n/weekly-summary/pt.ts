import type { WeeklySummaryTexts } from '../../weekly-summary/weekly-summary-texts';

export const texts: WeeklySummaryTexts = {
  language: 'pt',
  subject: ({ siteName, week }) => `[${siteName}] Resumo semanal: ${week}`,
  heading: ({ siteName }) => `A sua semana em ${siteName}`,
  weekLine: ({ week }) => `A semana de ${week} (UTC)`,
  opened: 'Problemas comunicados',
  resolved: 'Problemas resolvidos',
  openNow: 'Em aberto agora',
  overdueNow: 'Em atraso agora',
  overdueTitle: 'Em atraso agora',
  noOverdue: 'Nada está em atraso.',
  overdueLine: ({ late, priority, location }) => `${late} de atraso · ${priority} · ${location}`,
  moreOverdue: ({ count }) => (count === 1 ? 'E mais 1 problema em atraso.' : `E mais ${count} problemas em atraso.`),
  repeatTitle: 'Locais onde os problemas se repetem',
  repeatIntro: 'O mesmo local com outro problema no prazo de 30 dias.',
  noRepeats: 'Nenhum local teve um problema repetido esta semana.',
  repeatLine: ({ issues, repeats }) =>
    `${issues === 1 ? '1 problema' : `${issues} problemas`}, ${repeats} até 30 dias depois do anterior`,
  viewInsights: 'Ver estatísticas',
  footer:
    'Recebe esta mensagem porque ativou o resumo semanal para este local. Pode desativá-lo na página “Members” do local.',
  priorities: { CRITICAL: 'Crítica', HIGH: 'Alta', MEDIUM: 'Média', LOW: 'Baixa' },
};
