import type {Locator, Page} from '@playwright/test';

/**
 * Opens a page and waits until React has hydrated it (Docusaurus then sets
 * <html data-has-hydrated="true">), so keyboard shortcuts and clicks reach
 * their handlers instead of the server-rendered HTML.
 */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

/**
 * Scrolls a diagram into view and returns its container. The build draws
 * diagrams (plugins/diagrams); one it could not draw loads Mermaid and draws
 * only when it comes near the view (src/theme/Mermaid).
 */
export async function revealDiagram(page: Page, index = 0): Promise<Locator> {
  const diagram = page.locator('[data-diagram]').nth(index);
  await diagram.scrollIntoViewIfNeeded();
  return diagram;
}

/**
 * The diagram's SVG that shows: a drawn diagram holds one per colour mode and
 * CSS hides the other, so this also fails when both or neither show.
 */
export function shownSvg(diagram: Locator): Locator {
  return diagram.locator('svg').filter({visible: true});
}
