import type { UserPhoto } from '@sitewatch/shared';
import type { Translation } from '@sitewatch/shared/i18n';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import type { PhotoUploadStatus } from '../chat/chat-state';
import { CameraIcon } from '../ui/icons';
import styles from './photo-bubble.module.css';
import overlayStyles from './photo-overlay.module.css';

export interface PhotoBubbleProps {
  message: UserPhoto;
  status: PhotoUploadStatus | undefined;
  texts: Translation['page'];
  onRetry: () => void;
}

/** A photo the visitor sent: the local preview at once, a spinner while it uploads, a retry if it failed. */
export function PhotoBubble({ message, status, texts, onRetry }: PhotoBubbleProps) {
  return (
    <figure className={styles.photo} aria-busy={status === 'uploading' || undefined}>
      {message.src ? (
        <img className={styles.photoImage} src={message.src} alt={texts.photoAlt} />
      ) : (
        <span className={styles.photoPlaceholder} role="img" aria-label={texts.photoAlt}>
          <CameraIcon size={28} />
        </span>
      )}
      {status === 'uploading' ? (
        <span className={overlayStyles.overlay}>
          <Spinner size={28} label={texts.uploading} />
        </span>
      ) : null}
      {status === 'failed' ? (
        <figcaption className={styles.photoError} role="alert">
          <span>{texts.uploadError}</span>
          <Button size="small" variant="light" onClick={onRetry}>
            {texts.retry}
          </Button>
        </figcaption>
      ) : null}
    </figure>
  );
}
