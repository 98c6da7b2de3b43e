import type { Page } from 'playwright-core';

// A completion mark ("Settings completed", "Saved and applied.") shows for a second only (docs/behaviour.md
// "Favourite folders"): a test that looked for it after its action raced that second, and beside a busy core
// it came too late. The page records every text its status regions hold from before the action on, and the
// test reads the record: proven by order, not by the clock. The page functions are sent as source (the
// cross-engine flows send them to Firefox and WebKit too): no imports, no closures.

type Recorded = { __statusTexts?: string[] };

/** In the page: from now on (until it is left), records every text a `role="status"` element holds. */
export const recordStatuses = () => {
  const texts: string[] = [];
  (window as Recorded).__statusTexts = texts;
  new MutationObserver(() => {
    for (const region of document.querySelectorAll('[role="status"]')) {
      const text = region.textContent?.trim();
      if (text && !texts.includes(text)) texts.push(text);
    }
  }).observe(document.body, { subtree: true, childList: true, characterData: true });
  return true;
};

/** In the page: true once a status region has held `text` since `recordStatuses`. */
export const statusHeld = (text: string) => ((window as Recorded).__statusTexts ?? []).includes(text);

/** Starts the page's record of its status texts (recordStatuses). */
export async function recordStatusTexts(page: Page): Promise<void> {
  await page.evaluate(recordStatuses);
}

/** Resolves once a status region has held `text` since recordStatusTexts. */
export async function statusShown(page: Page, text: string): Promise<void> {
  await page.waitForFunction(statusHeld, text);
}
