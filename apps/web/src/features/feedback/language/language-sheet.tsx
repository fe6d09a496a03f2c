import { languages } from '@sitewatch/shared/constants';
import type { Translation } from '@sitewatch/shared/i18n';
import { useEffect, useRef } from 'react';
import { BottomSheet } from '../../../ui/bottom-sheet';
import { CheckIcon } from '../ui/icons';
import { LanguageFlag } from './language-flag';
import styles from './language-sheet.module.css';

/** Spec section 9: the language sheet is 320 px high, its list area 248 px. */
const sheetHeight = 320;

export interface LanguageSheetProps {
  open: boolean;
  current: string;
  texts: Translation['page'];
  onSelect: (code: string) => void;
  onClose: () => void;
}

/** Every supported language, sorted by local name, with its flag and a check on the current one. */
export function LanguageSheet({ open, current, texts, onSelect, onClose }: LanguageSheetProps) {
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!open) return;
    const selected = listRef.current?.querySelector<HTMLButtonElement>('[aria-pressed="true"]');
    // jsdom and some older browsers have no scrollIntoView.
    selected?.scrollIntoView?.({ block: 'center' });
    selected?.focus();
  }, [open]);

  return (
    <BottomSheet
      open={open}
      onClose={onClose}
      title={texts.languagePickerTitle}
      height={sheetHeight}
      closeLabel={texts.close}
    >
      {/* The 57 rows are built only while the sheet is open: the page's first render skips them. */}
      <ul ref={listRef} className={styles.list}>
        {(open ? languages : []).map((language) => {
          const isCurrent = language.languageCode === current;
          return (
            <li key={language.languageCode}>
              <button
                type="button"
                className={styles.option}
                aria-pressed={isCurrent}
                lang={language.languageCode}
                onClick={() => onSelect(language.languageCode)}
              >
                <LanguageFlag flag={language.flagEmoji} />
                <span className={styles.names}>
                  <span className={styles.localName}>{language.localName}</span>
                  <span className={styles.englishName} lang="en">
                    {language.englishName}
                  </span>
                </span>
                <span className={styles.check} aria-hidden="true">
                  {isCurrent ? <CheckIcon size={14} /> : null}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </BottomSheet>
  );
}
