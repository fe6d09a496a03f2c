import type { WeeklySummaryTexts } from '../../weekly-summary/weekly-summary-texts';

export const texts: WeeklySummaryTexts = {
  language: 'kk',
  subject: ({ siteName, week }) => `[${siteName}] Апталық қорытынды: ${week}`,
  heading: ({ siteName }) => `${siteName} нысанындағы аптаңыз`,
  weekLine: ({ week }) => `${week} аптасы (UTC)`,
  opened: 'Хабарланған мәселелер',
  resolved: 'Шешілген мәселелер',
  openNow: 'Қазір ашық',
  overdueNow: 'Қазір мерзімі өткен',
  overdueTitle: 'Қазір мерзімі өткен',
  noOverdue: 'Мерзімі өткен ештеңе жоқ.',
  overdueLine: ({ late, priority, location }) => `${late} кешіккен · ${priority} · ${location}`,
  moreOverdue: ({ count }) => `Және тағы ${count} мерзімі өткен мәселе.`,
  repeatTitle: 'Мәселелер қайталанатын орындар',
  repeatIntro: 'Бір орында 30 күн ішінде тағы бір мәселе.',
  noRepeats: 'Осы аптада ешбір орында мәселе қайталанған жоқ.',
  repeatLine: ({ issues, repeats }) => `${issues} мәселе, оның ${repeats}-і алдыңғысынан кейін 30 күн ішінде`,
  viewInsights: 'Талдауды көру',
  footer:
    'Бұл хатты осы нысан үшін апталық қорытындыны қосқандықтан алып отырсыз. Оны нысанның «Members» бетінде өшіре аласыз.',
  priorities: { CRITICAL: 'Шұғыл', HIGH: 'Жоғары', MEDIUM: 'Орташа', LOW: 'Төмен' },
};
