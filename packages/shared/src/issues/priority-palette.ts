// The one priority palette. The web app reads `onDark` (its dark theme sets the --color-priority-*
// tokens from it); the PDF report and the emails read `onLight`, the same hues darkened for white paper.
export const priorityPalette = {
  LOW: { onDark: '#5fd49a', onLight: '#1e7d4f' },
  MEDIUM: { onDark: '#ffd166', onLight: '#8a6100' },
  HIGH: { onDark: '#ff9f5a', onLight: '#b4530e' },
  CRITICAL: { onDark: '#ff6b6b', onLight: '#c62828' },
} as const satisfies Record<'LOW' | 'MEDIUM' | 'HIGH' | 'CRITICAL', { onDark: string; onLight: string }>;
