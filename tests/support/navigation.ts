import type {Page} from '@playwright/test';

/**
 * Opens a page and waits until React has hydrated it (Docusaurus then sets
 * <html data-has-hydrated="true">), so keyboard shortcuts and clicks reach
 * their handlers instead of the server-rendered HTML.
 */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}
