import { languages } from '@sitewatch/shared/constants';

const known = new Set(languages.map((language) => language.languageCode));

/**
 * The job page's language: the first of the browser's languages the product speaks (by primary subtag),
 * else English. A contractor opens an emailed link with no account and no language setting of ours.
 */
export function jobLanguageFor(browserLanguages: readonly string[]): string {
  for (const tag of browserLanguages) {
    const primary = tag.toLowerCase().split('-')[0] ?? '';
    // Norwegian Bokmål and Nynorsk browsers report nb / nn.
    const code = primary === 'nb' || primary === 'nn' ? 'no' : primary;
    if (known.has(code)) return code;
  }
  return 'en';
}
