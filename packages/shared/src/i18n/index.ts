import { translation as en } from './locales/en';
import type { Translation } from './translation';

export { type ChatHintTopic, chatHintTopics, type Translation } from './translation';
export { en };

/**
 * Each language is its own module (locales/<code>.ts), loaded on demand, so the visitor's page
 * downloads only the language it shows. English is bundled: it is the fallback for every text.
 */
const loaders: Record<string, () => Promise<{ translation: Translation }>> = {
  en: async () => ({ translation: en }),
};

/** The texts of a language; English when the language is unknown (spec: English is the fallback). */
export async function loadTranslation(languageCode: string): Promise<Translation> {
  const load = loaders[languageCode];
  if (!load) return en;
  try {
    return (await load()).translation;
  } catch {
    return en;
  }
}
