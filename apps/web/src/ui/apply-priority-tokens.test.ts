import { priorityPalette } from '@sitewatch/shared/constants';
import { describe, expect, it } from 'vitest';
import { applyPriorityTokens } from './apply-priority-tokens';

describe('applyPriorityTokens', () => {
  it('sets one token per priority from the shared palette', () => {
    const root = document.createElement('div');
    applyPriorityTokens(root);
    expect(root.style.getPropertyValue('--color-priority-low')).toBe(priorityPalette.LOW.onDark);
    expect(root.style.getPropertyValue('--color-priority-medium')).toBe(priorityPalette.MEDIUM.onDark);
    expect(root.style.getPropertyValue('--color-priority-high')).toBe(priorityPalette.HIGH.onDark);
    expect(root.style.getPropertyValue('--color-priority-critical')).toBe(priorityPalette.CRITICAL.onDark);
  });
});
