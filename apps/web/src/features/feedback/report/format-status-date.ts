/** A date on the status page in the visitor's own language ("24 Nov 2026, 14:05"); English when unknown. */
export function formatStatusDate(epochMs: number, language: string): string {
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
  try {
    return new Intl.DateTimeFormat(language, options).format(new Date(epochMs));
  } catch {
    return new Intl.DateTimeFormat('en', options).format(new Date(epochMs));
  }
}

/** Fills "{time}" in a translated text. */
export const fillTime = (text: string, time: string) => text.replace('{time}', time);
