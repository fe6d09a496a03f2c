import { translation as en } from './locales/en';
import type { Translation } from './translation';

/** Every language at once, for the server (the built-in assistant answers in the visitor's language). */
export const allTranslations: Record<string, Translation> = { en };

export function getTranslation(languageCode: string): Translation {
  return allTranslations[languageCode] ?? en;
}
