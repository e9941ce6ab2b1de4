import { expect, type Locator, type Page } from '@playwright/test';

// Keyboard-only driving: Tab to a control as a user would, and check at every stop that the focus
// can be seen (WCAG 2.4.7) and is not hidden under the sticky header or off screen (2.4.11).

// Page-side scripts are strings: the root tsconfig has no DOM types.

/** What has the focus, in a few words, for failure messages. */
const DESCRIBE_FOCUS = `(() => {
  const el = document.activeElement;
  if (!el || el === document.body) return '(body)';
  const label = el.getAttribute('aria-label') ?? el.labels?.[0]?.textContent ?? el.textContent ?? '';
  return el.tagName.toLowerCase() + (el.type ? '[' + el.type + ']' : '') + ' "' + label.trim().replace(/\\s+/g, ' ').slice(0, 50) + '"';
})()`;

/**
 * Why the focus cannot be seen, or null. The ring is an outline of 2px or more, or a box-shadow
 * ring (spread of 2px or more), on the element or on a wrapper of it that shows (the label around
 * a visually hidden radio). That box must be on screen and its top not covered by another element.
 */
const FOCUS_PROBLEM = `(() => {
  const el = document.activeElement;
  if (!el || el === document.body) return 'nothing has the focus';
  const name = ${DESCRIBE_FOCUS};
  let ringed = null;
  for (let node = el, depth = 0; node && depth < 4 && !ringed; node = node.parentElement, depth += 1) {
    const box = node.getBoundingClientRect();
    if (box.width < 4 || box.height < 4) continue;
    const style = getComputedStyle(node);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2 && style.outlineColor !== 'rgba(0, 0, 0, 0)';
    const ring = /0px 0px 0px ([2-9]|\\d\\d)(\\.\\d+)?px/.test(style.boxShadow);
    if (outline || ring) ringed = node;
  }
  if (!ringed) return name + ' shows no focus ring';
  const box = ringed.getBoundingClientRect();
  if (box.bottom <= 0 || box.top >= innerHeight || box.right <= 0 || box.left >= innerWidth) return name + ' is off screen';
  const x = Math.min(Math.max(box.left + box.width / 2, 0), innerWidth - 1);
  const y = Math.min(Math.max(box.top + Math.min(box.height / 2, 8), 0), innerHeight - 1);
  const top = document.elementFromPoint(x, y);
  if (top && !ringed.contains(top) && !top.contains(ringed)) {
    return name + ' is covered by ' + top.tagName.toLowerCase() + ' "' + (top.textContent ?? '').trim().slice(0, 30) + '"';
  }
  return null;
})()`;

/** Fails unless the focused element shows a focus ring and is on screen, uncovered. */
export async function expectFocusVisible(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(FOCUS_PROBLEM), { timeout: 2_000 }).toBeNull();
}

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has the focus, then checks the focus shows.
 * Fails after `max` presses, listing every element the focus went through.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { back = false, max = 60 }: { back?: boolean; max?: number } = {},
): Promise<void> {
  await expect(target).toBeVisible();
  const key = back ? 'Shift+Tab' : 'Tab';
  const seen: string[] = [];
  for (let i = 0; i <= max; i += 1) {
    // Already there (the focus came back to it): no key to press.
    if (await target.evaluate((el) => el === el.ownerDocument.activeElement)) {
      await expectFocusVisible(page);
      return;
    }
    if (i > 0) seen.push(String(await page.evaluate(DESCRIBE_FOCUS)));
    if (i < max) await page.keyboard.press(key);
  }
  throw new Error(
    `${String(target)} not reached in ${max} presses of ${key}; the focus went:\n  ${seen.join('\n  ')}`,
  );
}

/** Asserts `target` has the focus (after a dialog closed, say) and that the focus shows. */
export async function expectFocusOn(page: Page, target: Locator): Promise<void> {
  await expect
    .poll(
      async () =>
        (await target.evaluate((el) => el === el.ownerDocument.activeElement))
          ? 'ok'
          : String(await page.evaluate(DESCRIBE_FOCUS)),
      {
        message: `focus should be on ${String(target)}`,
        timeout: 5_000,
      },
    )
    .toBe('ok');
  await expectFocusVisible(page);
}

/** Types into the focused field, and checks it is the one meant. */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await expectFocusOn(page, field);
  await page.keyboard.type(text);
}
