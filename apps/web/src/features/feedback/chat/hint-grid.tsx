import type { MessageHint } from '@sitewatch/shared';
import { type ChatHintTopic, chatHintTopics, type Translation } from '@sitewatch/shared/i18n';
import type { ReactNode } from 'react';
import { ChatIcon, DropletIcon, ShieldIcon, WifiIcon, WrenchIcon } from '../ui/icons';
import styles from './hint-grid.module.css';

const topicIcons: Record<ChatHintTopic, ReactNode> = {
  internet: <WifiIcon size={20} />,
  security: <ShieldIcon size={20} />,
  maintenance: <WrenchIcon size={20} />,
  cleaning: <DropletIcon size={20} />,
};

export interface HintGridProps {
  texts: Translation['chatHints'];
  /** The site's own hints replace the four defaults (spec section 2). */
  customHints: readonly MessageHint[] | undefined;
  disabled: boolean;
  onSend: (message: string) => void;
}

/** Spec section 2: hint cards in a 2-column grid; a click sends the card's canned first message. */
export function HintGrid({ texts, customHints, disabled, onSend }: HintGridProps) {
  const hints =
    customHints && customHints.length > 0
      ? customHints.map((hint, index) => ({ key: `custom-${index}`, ...hint, icon: <ChatIcon size={20} /> }))
      : chatHintTopics.map((topic) => ({ key: topic, ...texts[topic], icon: topicIcons[topic] }));
  return (
    <ul className={styles.grid}>
      {hints.map((hint) => (
        <li key={hint.key}>
          <button type="button" className={styles.hint} disabled={disabled} onClick={() => onSend(hint.message)}>
            <span className={styles.icon} data-topic={hint.key}>
              {hint.icon}
            </span>
            <span className={styles.label}>{hint.label}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
