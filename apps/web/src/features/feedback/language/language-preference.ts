import { pickDefaultLanguage } from '@sitewatch/shared/constants';

/** Spec section 9: the visitor's choice is kept in local storage under this key. */
export const languageStorageKey = 'languageCode';

function readStoredLanguage(storage: Pick<Storage, 'getItem'> | undefined): string | null {
  try {
    return storage?.getItem(languageStorageKey) ?? null;
  } catch {
    // Storage can throw when it is disabled (private modes, blocked cookies).
    return null;
  }
}

/** The stored language, else the browser language's primary subtag if supported, else en. */
export function getInitialLanguage(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
  browserLanguages: readonly string[] = globalThis.navigator?.languages ?? [],
): string {
  return pickDefaultLanguage(readStoredLanguage(storage), browserLanguages);
}

export function storeLanguage(code: string, storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage) {
  try {
    storage?.setItem(languageStorageKey, code);
  } catch {
    // Not remembered across visits, but the page still switches language.
  }
}
