import type {Locator} from '@playwright/test';

/**
 * Starts recording every text and `aria-label` (accessible name) the element
 * `locator` finds shows, and returns what reads the record: each distinct
 * value, in the order first shown. Feedback such as a copy button's "Copied"
 * lasts a second or so; on a loaded machine an assertion's polls can all fall
 * outside it, so a test asserts from the record that the reader was shown it.
 */
export async function recordTexts(locator: Locator): Promise<() => Promise<string[]>> {
  const key = `__texts_${Math.random().toString(36).slice(2)}`;
  await locator.evaluate((element, key) => {
    const seen = new Set<string>();
    (window as unknown as Record<string, Set<string>>)[key] = seen;
    const note = () => {
      for (const value of [element.getAttribute('aria-label'), element.textContent]) if (value) seen.add(value);
    };
    note();
    new MutationObserver(note).observe(element, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  }, key);
  return () =>
    locator.page().evaluate((key) => [...((window as unknown as Record<string, Set<string>>)[key] ?? [])], key);
}
