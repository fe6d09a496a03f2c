import type { FeedbackPageSettings } from '@sitewatch/shared';
import type { Translation } from '@sitewatch/shared/i18n';
import { HintGrid } from './hint-grid';
import styles from './intro-block.module.css';

export interface IntroBlockProps {
  settings: FeedbackPageSettings;
  texts: Translation;
  disabled: boolean;
  onSend: (message: string) => void;
}

/** Shown before the first message (spec section 2), fed by the site's feedback page settings. */
export function IntroBlock({ settings, texts, disabled, onSend }: IntroBlockProps) {
  return (
    <section className={styles.intro}>
      <p className={styles.text}>{settings.introText?.trim() || texts.page.introText}</p>
      <HintGrid texts={texts.chatHints} customHints={settings.messageHints} disabled={disabled} onSend={onSend} />
    </section>
  );
}
