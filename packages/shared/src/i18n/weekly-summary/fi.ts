import type { WeeklySummaryTexts } from '../../weekly-summary/weekly-summary-texts';

export const texts: WeeklySummaryTexts = {
  language: 'fi',
  subject: ({ siteName, week }) => `[${siteName}] Viikkokooste: ${week}`,
  heading: ({ siteName }) => `Viikkosi kohteessa ${siteName}`,
  weekLine: ({ week }) => `Viikko ${week} (UTC)`,
  opened: 'Ilmoitetut ongelmat',
  resolved: 'Ratkaistut ongelmat',
  openNow: 'Avoinna nyt',
  overdueNow: 'Myöhässä nyt',
  overdueTitle: 'Myöhässä nyt',
  noOverdue: 'Mikään ei ole myöhässä.',
  overdueLine: ({ late, priority, location }) => `${late} myöhässä · ${priority} · ${location}`,
  moreOverdue: ({ count }) =>
    count === 1 ? 'Ja vielä 1 myöhässä oleva ongelma.' : `Ja vielä ${count} myöhässä olevaa ongelmaa.`,
  repeatTitle: 'Paikat, joissa ongelmat toistuvat',
  repeatIntro: 'Sama paikka, jossa uusi ongelma 30 päivän sisällä.',
  noRepeats: 'Missään paikassa ei ollut toistuvaa ongelmaa tällä viikolla.',
  repeatLine: ({ issues, repeats }) =>
    `${issues === 1 ? '1 ongelma' : `${issues} ongelmaa`}, joista ${repeats} alle 30 päivää edellisen jälkeen`,
  viewInsights: 'Näytä tilastot',
  footer:
    'Saat tämän viestin, koska otit viikkokoosteen käyttöön tälle kohteelle. Voit poistaa sen käytöstä kohteen sivulla ”Members”.',
  priorities: { CRITICAL: 'Kriittinen', HIGH: 'Korkea', MEDIUM: 'Keskitaso', LOW: 'Matala' },
};
