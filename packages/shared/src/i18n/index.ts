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
  pl: () => import('./locales/pl'),
  ro: () => import('./locales/ro'),
  bg: () => import('./locales/bg'),
  pt: () => import('./locales/pt'),
  lt: () => import('./locales/lt'),
  es: () => import('./locales/es'),
  ru: () => import('./locales/ru'),
  uk: () => import('./locales/uk'),
  lv: () => import('./locales/lv'),
  hu: () => import('./locales/hu'),
  sk: () => import('./locales/sk'),
  cs: () => import('./locales/cs'),
  it: () => import('./locales/it'),
  el: () => import('./locales/el'),
  hr: () => import('./locales/hr'),
  sr: () => import('./locales/sr'),
  bs: () => import('./locales/bs'),
  fr: () => import('./locales/fr'),
  tr: () => import('./locales/tr'),
  ar: () => import('./locales/ar'),
  hi: () => import('./locales/hi'),
  ur: () => import('./locales/ur'),
  ta: () => import('./locales/ta'),
  ne: () => import('./locales/ne'),
  zh: () => import('./locales/zh'),
  vi: () => import('./locales/vi'),
  th: () => import('./locales/th'),
  fa: () => import('./locales/fa'),
  id: () => import('./locales/id'),
  ms: () => import('./locales/ms'),
  sw: () => import('./locales/sw'),
  be: () => import('./locales/be'),
  mk: () => import('./locales/mk'),
  sl: () => import('./locales/sl'),
  az: () => import('./locales/az'),
  hy: () => import('./locales/hy'),
  kk: () => import('./locales/kk'),
  tg: () => import('./locales/tg'),
  et: () => import('./locales/et'),
  da: () => import('./locales/da'),
  de: () => import('./locales/de'),
  nl: () => import('./locales/nl'),
  sv: () => import('./locales/sv'),
  no: () => import('./locales/no'),
  fi: () => import('./locales/fi'),
  af: () => import('./locales/af'),
  ca: () => import('./locales/ca'),
  gl: () => import('./locales/gl'),
  he: () => import('./locales/he'),
  kn: () => import('./locales/kn'),
  mr: () => import('./locales/mr'),
  ko: () => import('./locales/ko'),
  ja: () => import('./locales/ja'),
  is: () => import('./locales/is'),
  mi: () => import('./locales/mi'),
  cy: () => import('./locales/cy'),
};

/** The texts of a language; English when the language is unknown (spec: English is the fallback). */
export async function loadTranslation(languageCode: string): Promise<Translation> {
  // The code comes from the visitor's choice or the URL: only the table's own keys count.
  const load = Object.hasOwn(loaders, languageCode) ? loaders[languageCode] : undefined;
  if (!load) return en;
  try {
    return (await load()).translation;
  } catch {
    return en;
  }
}
