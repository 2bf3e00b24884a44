/**
 * Failure states a healthy site never shows, on the probe pages of the test
 * build (YEARN_E2E_PROBES=1, plugins/e2e-probes): the loading spinner and the
 * failed-chunk box, the crash page, and the
 * navbar's hide-on-scroll, which the site itself leaves off.
 */
import {E2E_PROBE_PATHS} from '../../plugins/e2e-probes';
import {E2E} from '../support/constants';
import {expect, test} from '../support/fixtures';
import {gotoHydrated} from '../support/navigation';
import {DOCUSAURUS_DEFAULTS} from '../support/upstreamDefaults';

/** The probe's lazily loaded part: its chunk is named in LoadingProbe.tsx. */
const LATE_CHUNK = /\/assets\/js\/e2e-late-content\.[^/]+\.js$/;
const LATE_TEXT = 'The late content has loaded.';

test.describe('page loading', () => {
  test('the spinner appears only after 200 ms, and goes when the content arrives', async ({page}) => {
    let release: () => void = () => {};
    const arrived = new Promise<void>((resolve) => (release = resolve));
    await page.route(LATE_CHUNK, async (route) => {
      await arrived;
      await route.continue();
    });
    // Hydration itself needs timers, so the clock is paused on a hydrated page
    // and the probe is opened from there, as the Back button would open it.
    await page.clock.install();
    await gotoHydrated(page, '/getting-started/intro');
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await page.evaluate((path) => {
      window.history.pushState(null, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, E2E_PROBE_PATHS.loading);
    await expect(page.locator('main h1')).toHaveText('Loading probe');

    const spinner = page.locator('svg#loader');
    await page.clock.runFor(DOCUSAURUS_DEFAULTS.spinnerDelayMs - 100);
    await expect(spinner).toHaveCount(0);
    await page.clock.runFor(200);
    await expect(spinner).toBeVisible();

    release();
    await expect(page.getByText(LATE_TEXT)).toBeVisible();
    await expect(spinner).toHaveCount(0);
  });

  test('a chunk that fails shows the error and a Retry button that reloads the page', async ({page, consoleErrors}) => {
    consoleErrors.expect(/Failed to load resource: net::ERR_FAILED/);
    let failing = true;
    await page.route(LATE_CHUNK, (route) => (failing ? route.abort('failed') : route.continue()));
    await gotoHydrated(page, E2E_PROBE_PATHS.loading);
    // The late chunk is requested only after hydration; on a busy 2-core machine the first
    // page of this build took more than the default 5 s to get there and show the error.
    await expect(page.getByText(/Loading chunk .* failed/)).toBeVisible({timeout: 15_000});
    await expect(page.getByText(LATE_TEXT)).toHaveCount(0);

    failing = false;
    await page.evaluate(() => ((window as unknown as {beforeRetry: boolean}).beforeRetry = true));
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', {name: 'Retry'}).click();
    await reloaded;
    await expect(page.getByText(LATE_TEXT)).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as {beforeRetry?: boolean}).beforeRetry)).toBeUndefined();
  });
});

test.describe('rendering crash', () => {
  test('"This page crashed." with the message chain, and Try again renders the page', async ({page, consoleErrors}) => {
    // React reports the error it caught; the test declares it.
    consoleErrors.expect(/The crash probe could not render/);
    await gotoHydrated(page, E2E_PROBE_PATHS.crash);
    await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();
    await expect(
      page.getByText(/The crash probe could not render\s+Cause:\s+the probe was told to fail/),
    ).toBeVisible();
    // The navbar is outside the crashed part: the reader can still leave.
    await expect(page.locator('.navbar').getByRole('link', {name: 'Dev Docs', exact: true})).toBeVisible();

    await page.evaluate(() => ((window as Window & {e2eCrashProbe?: string}).e2eCrashProbe = 'recovered'));
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByText('The crash probe rendered.')).toBeVisible();
    await expect(page.getByRole('heading', {name: 'This page crashed.'})).toHaveCount(0);
  });
});

test.describe('navbar hide-on-scroll (turned on in this build)', () => {
  test('hides when scrolling down and comes back when scrolling up', async ({page}) => {
    await gotoHydrated(page, '/developers/v3/strategy_writing_guide');
    const navbar = page.locator('nav.navbar');
    const top = () => navbar.evaluate((node) => node.getBoundingClientRect().bottom);
    await expect.poll(top).toBeGreaterThan(0);

    await page.mouse.move(640, 400);
    // Several small scrolls, as a reader makes: the navbar reacts to the
    // direction between two scroll positions.
    for (let step = 0; step < 5; step++) {
      await page.mouse.wheel(0, 300);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(300 * (step + 1));
    }
    await expect.poll(top).toBeLessThanOrEqual(0);
    await page.mouse.wheel(0, -200);
    await expect.poll(top).toBeGreaterThan(0);
  });
});

test('the site build (the one deployed) has no probe pages', async ({request}) => {
  for (const probe of Object.values(E2E_PROBE_PATHS)) {
    const response = await request.get(`${E2E.baseUrl}${probe}`);
    expect(response.status()).toBe(404);
    expect(await response.text()).not.toContain('probe');
  }
});
