const names = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(['en'], { type: 'language' }) : null;

/** "pl" → "Polish" for the English dashboard; the upper-case code when the browser cannot name it. */
export function languageName(code: string): string {
  try {
    return names?.of(code) ?? code.toUpperCase();
  } catch {
    return code.toUpperCase();
  }
}
