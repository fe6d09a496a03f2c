import { priorityPalette } from '@sitewatch/shared';

export const pdfColors = {
  text: '#1f2933',
  muted: '#616e7c',
  faint: '#9aa5b1',
  rule: '#e4e7eb',
  zebra: '#f5f7fa',
  brand: '#1d4ed8',
  opened: '#1d4ed8',
  resolved: '#2f9e6b',
  priority: Object.fromEntries(Object.entries(priorityPalette).map(([id, colors]) => [id, colors.onLight])) as Record<
    string,
    string
  >,
};

/** "3 d 4 h", "5 h 10 min", "12 min": durations the way a manager reads them. */
export function formatDuration(ms: number | null): string {
  if (ms === null) return '—';
  const minutes = Math.round(ms / 60_000);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ${minutes % 60} min`;
  const days = Math.floor(hours / 24);
  return `${days} d ${hours % 24} h`;
}
