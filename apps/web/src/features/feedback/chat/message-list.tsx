import type { ChatMessage } from '@sitewatch/shared';
import type { Translation } from '@sitewatch/shared/i18n';
import { Button } from '../../../ui/button';
import type { SiteParams } from '../lib/site-headers';
import { PhotoBubble } from '../photos/photo-bubble';
import { IssueCard } from '../report/issue-card';
import { ReportFollowUp } from '../report/report-follow-up';
import type { IssueFields } from '../report/to-issue-request';
import { AlertIcon, SparkleIcon } from '../ui/icons';
import { AssistantMarkdown } from './assistant-markdown';
import type { ChatState } from './chat-state';
import styles from './message-list.module.css';

export interface MessageListProps {
  state: ChatState;
  texts: Translation;
  onRetrySend: () => void;
  onRetryPhoto: (messageId: string) => void;
  onEditCard: (messageId: string) => void;
  onSubmitCard: (messageId: string, fields?: IssueFields) => void;
  onNewChat: () => void;
  /** The site of the page, for the status links of submitted reports. */
  params: SiteParams;
}

function AssistantRow({ children, label }: { children: React.ReactNode; label: string }) {
  return (
    <div className={`${styles.row} ${styles.assistantRow}`}>
      <span className={styles.avatar} role="img" aria-label={label}>
        <SparkleIcon size={16} />
      </span>
      {children}
    </div>
  );
}

/** Spec section 2 "Bubbles": the assistant on the start side with a small avatar, the visitor on the end side. */
export function MessageList({
  state,
  texts,
  onRetrySend,
  onRetryPhoto,
  onEditCard,
  onSubmitCard,
  onNewChat,
  params,
}: MessageListProps) {
  // The previews on this device of the visitor's photos, by photo id, for the cards that will send them.
  const previews = new Map<string, string>();
  for (const message of state.messages) {
    if (message.type === 'userPhoto' && message.src) previews.set(message.photoId, message.src);
  }
  const renderMessage = (message: ChatMessage) => {
    switch (message.type) {
      case 'userMessage':
        return (
          <div key={message.id} className={`${styles.row} ${styles.userRow}`}>
            <p className={`${styles.bubble} ${styles.userBubble}`}>{message.content}</p>
          </div>
        );
      case 'userPhoto':
        return (
          <div key={message.id} className={`${styles.row} ${styles.userRow}`}>
            <PhotoBubble
              message={message}
              status={state.photoUploads[message.id]}
              texts={texts.page}
              onRetry={() => onRetryPhoto(message.id)}
            />
          </div>
        );
      case 'assistantMessage':
        if (message.content === '') return null;
        return (
          <AssistantRow key={message.id} label={texts.page.assistantName}>
            <div className={`${styles.bubble} ${styles.assistantBubble}`}>
              <AssistantMarkdown text={message.content} />
            </div>
          </AssistantRow>
        );
      case 'assistantIssueCreated': {
        const card = state.cards[message.id];
        if (!card) return null;
        const photos = message.photoIds.flatMap((photoId, index) => {
          const src = previews.get(photoId);
          return src ? [{ src, alt: `${texts.page.photoAlt} ${index + 1}` }] : [];
        });
        return (
          <AssistantRow key={message.id} label={texts.page.assistantName}>
            <IssueCard
              draft={message}
              card={card}
              texts={texts.issueReportForm}
              onEdit={() => onEditCard(message.id)}
              onSubmit={(fields) => onSubmitCard(message.id, fields)}
              onNewChat={onNewChat}
              photos={photos}
              followUp={
                card.status === 'success' && card.statusToken ? (
                  <ReportFollowUp
                    params={params}
                    statusToken={card.statusToken}
                    alreadyReported={card.alreadyReported === true}
                    texts={texts.visitorReport}
                  />
                ) : null
              }
            />
          </AssistantRow>
        );
      }
    }
  };

  return (
    <div className={styles.list} role="log" aria-live="polite" aria-relevant="additions">
      {state.messages.map(renderMessage)}
      {state.isWaiting ? (
        <AssistantRow label={texts.page.assistantName}>
          <div
            className={`${styles.bubble} ${styles.assistantBubble} ${styles.typing}`}
            role="status"
            aria-label={texts.page.assistantTyping}
          >
            <span className={styles.dot} />
            <span className={styles.dot} />
            <span className={styles.dot} />
          </div>
        </AssistantRow>
      ) : null}
      {state.hasSendError ? (
        <div className={styles.sendError} role="alert">
          <AlertIcon size={18} />
          <span>{texts.page.sendError}</span>
          <Button size="small" variant="outline" onClick={onRetrySend}>
            {texts.page.retry}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
