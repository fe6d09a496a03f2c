export interface Language {
  languageCode: string;
  englishName: string;
  localName: string;
  flagEmoji: string;
}

// Spec section 3 lists these 57 codes (it says 52, but lists 57; all are supported).
const languageList: Language[] = [
  { languageCode: 'en', englishName: 'English', localName: 'English', flagEmoji: '🇬🇧' },
  { languageCode: 'pl', englishName: 'Polish', localName: 'Polski', flagEmoji: '🇵🇱' },
  { languageCode: 'ro', englishName: 'Romanian', localName: 'Română', flagEmoji: '🇷🇴' },
  { languageCode: 'bg', englishName: 'Bulgarian', localName: 'Български', flagEmoji: '🇧🇬' },
  { languageCode: 'pt', englishName: 'Portuguese', localName: 'Português', flagEmoji: '🇵🇹' },
  { languageCode: 'lt', englishName: 'Lithuanian', localName: 'Lietuvių', flagEmoji: '🇱🇹' },
  { languageCode: 'es', englishName: 'Spanish', localName: 'Español', flagEmoji: '🇪🇸' },
  { languageCode: 'ru', englishName: 'Russian', localName: 'Русский', flagEmoji: '🇷🇺' },
  { languageCode: 'uk', englishName: 'Ukrainian', localName: 'Українська', flagEmoji: '🇺🇦' },
  { languageCode: 'lv', englishName: 'Latvian', localName: 'Latviešu', flagEmoji: '🇱🇻' },
  { languageCode: 'hu', englishName: 'Hungarian', localName: 'Magyar', flagEmoji: '🇭🇺' },
  { languageCode: 'sk', englishName: 'Slovak', localName: 'Slovenčina', flagEmoji: '🇸🇰' },
  { languageCode: 'cs', englishName: 'Czech', localName: 'Čeština', flagEmoji: '🇨🇿' },
  { languageCode: 'it', englishName: 'Italian', localName: 'Italiano', flagEmoji: '🇮🇹' },
  { languageCode: 'el', englishName: 'Greek', localName: 'Ελληνικά', flagEmoji: '🇬🇷' },
  { languageCode: 'hr', englishName: 'Croatian', localName: 'Hrvatski', flagEmoji: '🇭🇷' },
  { languageCode: 'sr', englishName: 'Serbian', localName: 'Српски', flagEmoji: '🇷🇸' },
  { languageCode: 'bs', englishName: 'Bosnian', localName: 'Bosanski', flagEmoji: '🇧🇦' },
  { languageCode: 'fr', englishName: 'French', localName: 'Français', flagEmoji: '🇫🇷' },
  { languageCode: 'tr', englishName: 'Turkish', localName: 'Türkçe', flagEmoji: '🇹🇷' },
  { languageCode: 'ar', englishName: 'Arabic', localName: 'العربية', flagEmoji: '🇸🇦' },
  { languageCode: 'hi', englishName: 'Hindi', localName: 'हिन्दी', flagEmoji: '🇮🇳' },
  { languageCode: 'ur', englishName: 'Urdu', localName: 'اردو', flagEmoji: '🇵🇰' },
  { languageCode: 'ta', englishName: 'Tamil', localName: 'தமிழ்', flagEmoji: '🇱🇰' },
  { languageCode: 'ne', englishName: 'Nepali', localName: 'नेपाली', flagEmoji: '🇳🇵' },
  { languageCode: 'zh', englishName: 'Chinese', localName: '中文', flagEmoji: '🇨🇳' },
  { languageCode: 'vi', englishName: 'Vietnamese', localName: 'Tiếng Việt', flagEmoji: '🇻🇳' },
  { languageCode: 'th', englishName: 'Thai', localName: 'ไทย', flagEmoji: '🇹🇭' },
  { languageCode: 'fa', englishName: 'Persian', localName: 'فارسی', flagEmoji: '🇮🇷' },
  { languageCode: 'id', englishName: 'Indonesian', localName: 'Bahasa Indonesia', flagEmoji: '🇮🇩' },
  { languageCode: 'ms', englishName: 'Malay', localName: 'Bahasa Melayu', flagEmoji: '🇲🇾' },
  { languageCode: 'sw', englishName: 'Swahili', localName: 'Kiswahili', flagEmoji: '🇰🇪' },
  { languageCode: 'be', englishName: 'Belarusian', localName: 'Беларуская', flagEmoji: '🇧🇾' },
  { languageCode: 'mk', englishName: 'Macedonian', localName: 'Македонски', flagEmoji: '🇲🇰' },
  { languageCode: 'sl', englishName: 'Slovenian', localName: 'Slovenščina', flagEmoji: '🇸🇮' },
  { languageCode: 'az', englishName: 'Azerbaijani', localName: 'Azərbaycanca', flagEmoji: '🇦🇿' },
  { languageCode: 'hy', englishName: 'Armenian', localName: 'Հայերեն', flagEmoji: '🇦🇲' },
  { languageCode: 'kk', englishName: 'Kazakh', localName: 'Қазақша', flagEmoji: '🇰🇿' },
  { languageCode: 'tg', englishName: 'Tajik', localName: 'Тоҷикӣ', flagEmoji: '🇹🇯' },
  { languageCode: 'et', englishName: 'Estonian', localName: 'Eesti', flagEmoji: '🇪🇪' },
  { languageCode: 'da', englishName: 'Danish', localName: 'Dansk', flagEmoji: '🇩🇰' },
  { languageCode: 'de', englishName: 'German', localName: 'Deutsch', flagEmoji: '🇩🇪' },
  { languageCode: 'nl', englishName: 'Dutch', localName: 'Nederlands', flagEmoji: '🇳🇱' },
  { languageCode: 'sv', englishName: 'Swedish', localName: 'Svenska', flagEmoji: '🇸🇪' },
  { languageCode: 'no', englishName: 'Norwegian', localName: 'Norsk', flagEmoji: '🇳🇴' },
  { languageCode: 'fi', englishName: 'Finnish', localName: 'Suomi', flagEmoji: '🇫🇮' },
  { languageCode: 'af', englishName: 'Afrikaans', localName: 'Afrikaans', flagEmoji: '🇿🇦' },
  { languageCode: 'ca', englishName: 'Catalan', localName: 'Català', flagEmoji: '🇦🇩' },
  { languageCode: 'gl', englishName: 'Galician', localName: 'Galego', flagEmoji: '🇪🇸' },
  { languageCode: 'he', englishName: 'Hebrew', localName: 'עברית', flagEmoji: '🇮🇱' },
  { languageCode: 'kn', englishName: 'Kannada', localName: 'ಕನ್ನಡ', flagEmoji: '🇮🇳' },
  { languageCode: 'mr', englishName: 'Marathi', localName: 'मराठी', flagEmoji: '🇮🇳' },
  { languageCode: 'ko', englishName: 'Korean', localName: '한국어', flagEmoji: '🇰🇷' },
  { languageCode: 'ja', englishName: 'Japanese', localName: '日本語', flagEmoji: '🇯🇵' },
  { languageCode: 'is', englishName: 'Icelandic', localName: 'Íslenska', flagEmoji: '🇮🇸' },
  { languageCode: 'mi', englishName: 'Maori', localName: 'Te Reo Māori', flagEmoji: '🇳🇿' },
  { languageCode: 'cy', englishName: 'Welsh', localName: 'Cymraeg', flagEmoji: '🏴󠁧󠁢󠁷󠁬󠁳󠁿' },
];

const collator = new Intl.Collator('en', { sensitivity: 'base' });

/** All supported languages, sorted by local name (spec section 3). */
export const languages: readonly Language[] = [...languageList].sort((a, b) =>
  collator.compare(a.localName, b.localName),
);

export const languageCodes: readonly string[] = languageList.map((l) => l.languageCode);
export const defaultLanguageCode = 'en';
export const rtlLanguageCodes: readonly string[] = ['ar', 'he', 'fa', 'ur'];

export function isSupportedLanguage(code: string): boolean {
  return languageCodes.includes(code);
}

export function isRtlLanguage(code: string): boolean {
  return rtlLanguageCodes.includes(code);
}

/** The supported language of a language tag (pt-BR is pt, nb is no), or null. */
function supportedLanguageOf(tag: string): string | null {
  const primary = tag.trim().split(/[-_]/)[0]?.toLowerCase() ?? '';
  // Norwegian Bokmål and Nynorsk browsers report nb / nn.
  const code = primary === 'nb' || primary === 'nn' ? 'no' : primary;
  return isSupportedLanguage(code) ? code : null;
}

/**
 * A language code a client sent, as one of ours: its supported language, else English (README: an unknown
 * language, "toString" or a blank included, falls back to English). Only these codes are ever stored.
 */
export function toSupportedLanguage(tag: string): string {
  return supportedLanguageOf(tag) ?? defaultLanguageCode;
}

/**
 * Spec section 9: the stored code, else the browser language's primary subtag if supported, else en.
 */
export function pickDefaultLanguage(stored: string | null | undefined, browserLanguages: readonly string[]): string {
  if (stored && isSupportedLanguage(stored)) return stored;
  for (const tag of browserLanguages) {
    const code = supportedLanguageOf(tag);
    if (code) return code;
  }
  return defaultLanguageCode;
}
