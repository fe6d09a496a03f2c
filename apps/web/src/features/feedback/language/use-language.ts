import { isRtlLanguage } from '@sitewatch/shared/constants';
import { en, loadTranslation, type Translation } from '@sitewatch/shared/i18n';
import { useCallback, useEffect, useState } from 'react';
import { getInitialLanguage, storeLanguage } from './language-preference';

interface ShownLanguage {
  code: string;
  translation: Translation;
}

/**
 * The visitor's language and its texts. Each language is its own chunk; while a newly chosen one
 * loads, the page keeps showing the previous language rather than flashing a spinner.
 */
export function useLanguage() {
  const [requested, setRequested] = useState(getInitialLanguage);
  const [shown, setShown] = useState<ShownLanguage | null>(() =>
    requested === 'en' ? { code: 'en', translation: en } : null,
  );

  useEffect(() => {
    let isActive = true;
    void loadTranslation(requested).then((translation) => {
      // loadTranslation falls back to English when a language's chunk cannot load (offline):
      // then the page is English, and says so (lang, direction, the code sent to the assistant).
      const code = translation === en && requested !== 'en' ? 'en' : requested;
      if (isActive) setShown({ code, translation });
    });
    return () => {
      isActive = false;
    };
  }, [requested]);

  // <html lang dir> follows the language on screen: Arabic, Hebrew, Persian and Urdu read right to left.
  useEffect(() => {
    if (!shown) return;
    document.documentElement.lang = shown.code;
    document.documentElement.dir = isRtlLanguage(shown.code) ? 'rtl' : 'ltr';
  }, [shown]);

  const setLanguage = useCallback((code: string) => {
    storeLanguage(code);
    setRequested(code);
  }, []);

  return { language: shown?.code ?? requested, translation: shown?.translation ?? null, setLanguage };
}
