import { expect, type Page } from '@playwright/test';

export const phoneLayout = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
export const desktopLayout = { viewport: { width: 1440, height: 900 } };

/** The smallest tappable size on touch layouts (WCAG 2.5.5, the product's goal for every control). */
export const minimumTarget = 44;

/**
 * Every visible button and link (and control drawn as one: a select, a label wrapping a file input)
 * smaller than 44 × 44 px. Links inside a sentence are exempt, as WCAG exempts inline targets.
 */
export async function undersizedTargets(page: Page): Promise<string[]> {
  return page.evaluate((minimum) => {
    const candidates = document.querySelectorAll<HTMLElement>(
      'button, a[href], select, summary, [role="button"], label:has(> input[type="file"])',
    );
    const isInSentence = (element: HTMLElement) => {
      const parent = element.parentElement;
      if (!element.matches('a') || !parent?.matches('p, li p, span')) return false;
      return Array.from(parent.childNodes).some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
    };
    const small: string[] = [];
    for (const element of Array.from(candidates)) {
      if (!element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      if (isInSentence(element)) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      // A control drawn smaller may take clicks over an invisible margin (ui/button.module.css): its ::after.
      const after = getComputedStyle(element, '::after');
      const isHitArea = after.content !== 'none' && after.position === 'absolute';
      const width = Math.max(box.width, isHitArea ? Number.parseFloat(after.width) || 0 : 0);
      const height = Math.max(box.height, isHitArea ? Number.parseFloat(after.height) || 0 : 0);
      // Half a pixel of rounding is not a smaller target.
      if (width + 0.5 < minimum || height + 0.5 < minimum) {
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
        small.push(`${element.tagName.toLowerCase()} "${name}" ${Math.round(width)}×${Math.round(height)}`);
      }
    }
    return small;
  }, minimumTarget);
}

/**
 * Whether the focused element shows where focus is: an outline, or a ring drawn with box-shadow
 * (the chat input bar lights up as a whole, so a focused control inside a lit bar counts).
 */
export async function focusIsVisible(page: Page): Promise<{ focused: string; isVisible: boolean }> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { focused: 'body', isVisible: false };
    const shows = (target: Element) => {
      const style = getComputedStyle(target);
      const hasOutline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
      return hasOutline || style.boxShadow !== 'none';
    };
    const label = element.closest('label');
    const bar = element.closest('form');
    const isVisible =
      shows(element) || (label !== null && shows(label)) || (bar !== null && element.matches('textarea') && shows(bar));
    const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
    return { focused: `${element.tagName.toLowerCase()} "${name}"`, isVisible };
  });
}

/** Presses Tab until `isTarget` holds for the focused element, checking focus is visible on the way. */
export async function tabTo(page: Page, isTarget: () => Promise<boolean>, maxPresses = 40): Promise<void> {
  for (let press = 0; press < maxPresses; press++) {
    await page.keyboard.press('Tab');
    const focus = await focusIsVisible(page);
    // Past the page's last control, Tab goes to the browser's own controls (the body here) and the next
    // Tab comes back to the page's first control: a real keyboard path, not a lost focus.
    if (focus.focused === 'body') continue;
    expect(focus.isVisible, `focus is visible on ${focus.focused}`).toBe(true);
    if (await isTarget()) return;
  }
  throw new Error(`Tab did not reach the target in ${maxPresses} presses`);
}
