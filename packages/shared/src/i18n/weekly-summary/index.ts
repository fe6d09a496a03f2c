import type { WeeklySummaryTexts } from '../../weekly-summary/weekly-summary-texts';
import { texts as de } from './de';
import { texts as en } from './en';
import { texts as es } from './es';
import { texts as fr } from './fr';

export type { WeeklySummaryTexts } from '../../weekly-summary/weekly-summary-texts';

/** The languages the weekly summary email is written in; any other reader gets English. */
const byLanguage: Record<string, WeeklySummaryTexts> = { en, de, fr, es };

/**
 * The weekly summary's words for a manager's locale (`users.locale`, a BCP 47 tag such as "de-AT"): its
 * language's, else English. Only the server sends this email, so every language is bundled here.
 */
export function weeklySummaryTexts(locale: string | null | undefined): WeeklySummaryTexts {
  const language = locale?.trim().split(/[-_]/)[0]?.toLowerCase() ?? '';
  return byLanguage[language] ?? en;
}
