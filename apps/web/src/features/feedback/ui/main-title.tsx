import type { Translation } from '@sitewatch/shared/i18n';
import styles from './main-title.module.css';

/**
 * Spec section 2: the main title with its highlighted part, and the subtitle. One text block (a line
 * break, not two blocks), so the whole title is the page's largest paint, drawn before the site's
 * info arrives.
 */
export function MainTitle({ texts }: { texts: Translation['mainTitle'] }) {
  return (
    <h1 className={styles.title}>
      <span className={styles.highlight}>{texts.highlight}</span> <br />
      <span className={styles.subtitle}>{texts.subtitle}</span>
    </h1>
  );
}
