import { Button } from '../../../ui/button';
import { languageName } from '../lib/language-name';
import styles from './translation-toggle.module.css';

export interface TranslationToggleProps {
  /** The language the visitor wrote in. */
  language: string;
  showOriginal: boolean;
  onToggle(): void;
  /** The id of the text the button switches, for assistive technology. */
  controls: string;
}

/**
 * Issue 14: a report in another language is shown in the managers' language, with the visitor's own words
 * one press away. The button names what it will show; its label change is read out when it is pressed.
 */
export function TranslationToggle({ language, showOriginal, onToggle, controls }: TranslationToggleProps) {
  const name = languageName(language);
  return (
    <div className={styles.toggle}>
      <p className={styles.note}>{showOriginal ? `Original (${name})` : `Translated from ${name}`}</p>
      <Button variant="outline" size="small" className={styles.button} aria-controls={controls} onClick={onToggle}>
        {showOriginal ? 'Show translation' : 'Show original'}
      </Button>
    </div>
  );
}
