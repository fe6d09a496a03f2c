import { priorityPalette } from '@sitewatch/shared/constants';

/**
 * Sets the --color-priority-* design tokens from the shared palette, the one the PDF report and the
 * emails read too, so a priority has the same hue everywhere.
 */
export function applyPriorityTokens(root: HTMLElement = document.documentElement): void {
  for (const [id, colors] of Object.entries(priorityPalette)) {
    root.style.setProperty(`--color-priority-${id.toLowerCase()}`, colors.onDark);
  }
}
