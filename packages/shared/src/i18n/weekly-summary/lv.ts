import type { WeeklySummaryTexts } from '../../weekly-summary/weekly-summary-texts';

export const texts: WeeklySummaryTexts = {
  language: 'lv',
  subject: ({ siteName, week }) => `[${siteName}] Nedēļas kopsavilkums: ${week}`,
  heading: ({ siteName }) => `Jūsu nedēļa – ${siteName}`,
  weekLine: ({ week }) => `Nedēļa ${week} (UTC)`,
  opened: 'Ziņotās problēmas',
  resolved: 'Atrisinātās problēmas',
  openNow: 'Pašlaik atvērtas',
  overdueNow: 'Pašlaik nokavētas',
  overdueTitle: 'Pašlaik nokavētas',
  noOverdue: 'Nekas nav nokavēts.',
  overdueLine: ({ late, priority, location }) => `${late} nokavēts · ${priority} · ${location}`,
  moreOverdue: ({ count }) => {
    const form = new Intl.PluralRules('lv').select(count);
    if (form === 'one') return `Un vēl ${count} nokavēta problēma.`;
    return form === 'zero' ? `Un vēl ${count} nokavētu problēmu.` : `Un vēl ${count} nokavētas problēmas.`;
  },
  repeatTitle: 'Vietas, kur problēmas atkārtojas',
  repeatIntro: 'Tā pati vieta ar vēl vienu problēmu 30 dienu laikā.',
  noRepeats: 'Šonedēļ nevienā vietā nebija atkārtotas problēmas.',
  repeatLine: ({ issues, repeats }) => {
    const form = new Intl.PluralRules('lv').select(issues);
    const counted =
      form === 'one' ? `${issues} problēma` : form === 'zero' ? `${issues} problēmu` : `${issues} problēmas`;
    return `${counted}, no tām ${repeats} ne vēlāk kā 30 dienas pēc iepriekšējās`;
  },
  viewInsights: 'Skatīt analīzi',
  footer: 'Jūs saņemat šo e-pastu, jo ieslēdzāt nedēļas kopsavilkumu šai vietai. To var izslēgt vietas lapā “Members”.',
  priorities: { CRITICAL: 'Kritiska', HIGH: 'Augsta', MEDIUM: 'Vidēja', LOW: 'Zema' },
};
