/**
 * A canonical BCP 47 tag ("de-DE" for "DE-de"), or null for a string that is not one. A file of its own: the
 * dashboard's user contract needs it on every screen, and the date formatter beside it only on a few.
 */
export function canonicalLocale(tag: string): string | null {
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? null;
  } catch {
    return null;
  }
}
