import type { Translation } from '@sitewatch/shared/i18n';
import { type ChangeEvent, useId } from 'react';
import { buttonClassName } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { CameraIcon, CloseIcon } from '../ui/icons';
import overlayStyles from './photo-overlay.module.css';
import styles from './photo-picker.module.css';
import { maxPhotoMegabytes } from './photo-problem';
import type { PhotoTrouble, PhotoPicker as Picker } from './use-photo-picker';

export interface PhotoPickerProps {
  picker: Picker;
  texts: Translation['page'];
  disabled?: boolean;
}

function troubleText(trouble: PhotoTrouble, texts: Translation['page']): string {
  if (trouble === 'wrongType') return texts.photoWrongType;
  if (trouble === 'tooLarge') return texts.photoTooLarge.replace('{megabytes}', String(maxPhotoMegabytes));
  return texts.uploadError;
}

/**
 * "Add a photo" for a form: thumbnails of the chosen photos, each with a remove button, and what went wrong with
 * the last one chosen. The picker is a label around a visually hidden file input (as in the chat's input bar), so
 * the input is the one tab stop, named by the label's text, and opens the camera or the gallery.
 */
export function PhotoPicker({ picker, texts, disabled = false }: PhotoPickerProps) {
  const errorId = useId();
  const { photos, trouble } = picker;
  const numbered = (text: string, index: number) => (photos.length > 1 ? `${text} ${index + 1}` : text);

  const onFileChange = (event: ChangeEvent<HTMLInputElement>) => {
    // As in the chat: only the first chosen file is taken.
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void picker.choose(file);
  };

  return (
    <div className={styles.picker}>
      {photos.length > 0 ? (
        <ul className={styles.photos}>
          {photos.map((photo, index) => (
            <li key={photo.id} className={styles.photo} aria-busy={photo.fileKey ? undefined : true}>
              <img className={styles.image} src={photo.previewUrl} alt={numbered(texts.photoAlt, index)} />
              {photo.fileKey ? null : (
                <span className={overlayStyles.overlay}>
                  <Spinner size={24} label={texts.uploading} />
                </span>
              )}
              <button
                type="button"
                className={styles.remove}
                aria-label={numbered(texts.removePhoto, index)}
                disabled={disabled}
                onClick={() => picker.remove(photo.id)}
              >
                <CloseIcon size={18} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {picker.canAddMore ? (
        <label
          className={`${buttonClassName({ variant: 'outline' })} ${styles.add}`}
          data-disabled={disabled || picker.isPreparing || undefined}
        >
          {picker.isPreparing ? <Spinner size={20} label={texts.uploading} /> : <CameraIcon size={20} />}
          <span>{texts.attachPhoto}</span>
          <input
            type="file"
            accept="image/*"
            capture="environment"
            className="visually-hidden"
            disabled={disabled || picker.isPreparing}
            aria-describedby={trouble ? errorId : undefined}
            onChange={onFileChange}
          />
        </label>
      ) : null}
      {trouble ? (
        <p id={errorId} role="alert" className={styles.error}>
          {troubleText(trouble, texts)}
        </p>
      ) : null}
    </div>
  );
}
