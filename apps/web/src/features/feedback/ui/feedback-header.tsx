import { type Language, languages } from '@sitewatch/shared/constants';
import type { Translation } from '@sitewatch/shared/i18n';
import styles from './feedback-header.module.css';
import { GlobeIcon } from './icons';

export interface FeedbackHeaderProps {
  siteName: string;
  language: string;
  texts: Translation['page'];
  onOpenLanguages: () => void;
}

function findLanguage(code: string): Language | undefined {
  return languages.find((language) => language.languageCode === code);
}

/** The site's name and the language picker button (spec section 2: the picker is in the header). */
export function FeedbackHeader({ siteName, language, texts, onOpenLanguages }: FeedbackHeaderProps) {
  const current = findLanguage(language);
  return (
    <header className={styles.header}>
      <p className={styles.site}>
        <span className={styles.mark} aria-hidden="true" />
        <span className={styles.siteName}>{siteName}</span>
      </p>
      <button type="button" className={styles.languageButton} onClick={onOpenLanguages} aria-haspopup="dialog">
        <GlobeIcon size={18} />
        {/* The name starts with what the button shows, so a voice-control user can say "EN" (WCAG 2.5.3). */}
        <span className={styles.code}>{language.toUpperCase()}</span>
        <span className="visually-hidden">{`, ${texts.changeLanguage}: ${current?.localName ?? language}`}</span>
      </button>
    </header>
  );
}
