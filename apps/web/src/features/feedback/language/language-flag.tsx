import { useState } from 'react';
import { canRenderFlagEmoji, flagLetters } from './flag-emoji';
import styles from './language-sheet.module.css';

/** A language's flag, or its region letters where this system cannot draw flag emoji. */
export function LanguageFlag({ flag }: { flag: string }) {
  const [canRender] = useState(canRenderFlagEmoji);
  return canRender ? (
    <span className={styles.flag} aria-hidden="true">
      {flag}
    </span>
  ) : (
    <span className={`${styles.flag} ${styles.flagLetters}`} aria-hidden="true">
      {flagLetters(flag)}
    </span>
  );
}
