import type {Locator, Page, Route} from '@playwright/test';
import {expect as baseExpect, test} from '../support/fixtures';
import {getAddress} from 'viem';

import {PROTOCOL_ADDRESS_PROVIDER_ABI, ROLE_MANAGER_ABI} from '../../src/chain/abis';
import {getEntry, liveChecks, pageEntries} from '../../src/chain/addressBook';
import {SNAPSHOT_DATE} from '../../src/chain/addresses/snapshot';
import {RPC_GIVE_UP_MS, V3_CHAIN_IDS} from '../../src/config/chain';
import {localPort} from '../support/constants';
import {recordTexts} from '../support/textHistory';
import {LocalChain, STAND_IN_SAFE} from '../../scripts/support/localChain';
import {boostedBalance, boostMultiple, parseDecimal, VEYFI} from '../../src/veyfi/formulas';

/**
 * Live statuses appear after viem loads and the reads (with their retries and
 * back-off) settle: on a loaded 2-core CI machine that can take longer than
 * Playwright's default 5 s, so these assertions wait up to 15 s.
 */
const expect = baseExpect.configure({timeout: 15_000});

/**
 * Live address checks against local anvil nodes, one per V3 chain (chain ids
 * 1, 10, 137, 8453, 42161 and 747474), with stand-in registries at the
 * addresses the address book lists for each chain. The production build must
 * have been made with YEARN_RPC_URL and YEARN_RPC_URL_<chain id> pointing at
 * them (`localChainEnv()`; the `test` script does this).
 */

const V3 = '/developers/addresses/v3-contracts';
const CORE = '/developers/addresses/core-contracts';
const RELEASES = '/developers/v3/releases';
const MULTISIG = '/developers/security/multisig';
const CALCULATOR = '/contributing/governance/veyfi-calculator';
const WRONG_ROUTER = '0x000000000000000000000000000000000000dEaD';

const KATANA = 747474;
const BASE = 8453;
const address = (page: Page, id: string) => page.locator(`[data-address-id="${id}"]`).first();
/** The live status of an address on one chain (mainnet unless named). */
/** `widget` after hydration, scrolled into view: a widget reads its chain only once it nears the view. */
async function shown(page: Page, widget: Locator): Promise<Locator> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await expect(async () => {
    await widget.scrollIntoViewIfNeeded();
    await baseExpect(widget).toBeInViewport({timeout: 1_000});
  }).toPass();
  return widget;
}

/** An address's live status on one chain, scrolled into view. */
const status = (page: Page, id: string, chainId = 1) =>
  shown(page, page.locator(`[data-address-id="${id}"] [role="status"][data-chain-id="${chainId}"]`).first());
const isChainRpc = (chainId: number) => (url: URL) =>
  url.port === String(localPort(chainId)) && url.hostname === '127.0.0.1';
const isRpc = isChainRpc(1);
/** Everything the V3 page checks live: an address on several chains counts once per chain. */
const V3_LIVE = liveChecks(pageEntries('v3-contracts')).length;
/** The V3 page's addresses that no chain directory confirms (the listed periphery among them): shown as published. */
const V3_LISTED = pageEntries('v3-contracts').filter((entry) => liveChecks([entry]).length === 0).length;

/** Uncaught page errors and requests that left the machine. */
function watch(page: Page) {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('request', (request) => {
    const {hostname} = new URL(request.url());
    if (hostname !== '127.0.0.1' && !request.url().startsWith('data:')) problems.push(`internet: ${request.url()}`);
  });
  return problems;
}

/** A route handler that answers eth_chainId with `chainId` (a node that lies about its chain) and passes the rest on. */
function answerChainIdAs(chainId: number) {
  return async (route: Route) => {
    const body = route.request().postDataJSON() as {id: number; method: string} | {id: number; method: string}[];
    const calls = Array.isArray(body) ? body : [body];
    if (!calls.some((call) => call.method === 'eth_chainId')) return route.continue();
    const answers = calls.map((call) => ({
      jsonrpc: '2.0',
      id: call.id,
      result: call.method === 'eth_chainId' ? `0x${chainId.toString(16)}` : '0x',
    }));
    return route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify(Array.isArray(body) ? answers : answers[0]),
    });
  };
}

test.describe('live address checks', {tag: '@desktop'}, () => {
  test.describe.configure({mode: 'serial'});
  let chain: LocalChain;
  let katana: LocalChain;
  const others: LocalChain[] = [];

  test.beforeAll(async () => {
    chain = await LocalChain.start(localPort(1));
    katana = await LocalChain.start(localPort(KATANA), KATANA);
    for (const id of V3_CHAIN_IDS.filter((c) => c !== 1 && c !== KATANA))
      others.push(await LocalChain.start(localPort(id), id));
    // One deliberately wrong registry answer: the provider names another router.
    await chain.answer(
      getEntry('v3.address-provider').address,
      PROTOCOL_ADDRESS_PROVIDER_ABI,
      'getRouter',
      [],
      WRONG_ROUTER,
    );
  });

  test.afterAll(async () => {
    await chain?.stop();
    await katana?.stop();
    for (const node of others) await node.stop();
  });

  test('the build talks to the local node of every chain', async ({page}) => {
    const ports = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.hostname === '127.0.0.1' && V3_CHAIN_IDS.some((id) => isChainRpc(id)(url))) ports.add(url.port);
    });
    await page.goto(V3);
    await expect(await status(page, 'v3.address-provider')).toHaveText('Verified');
    await expect(await status(page, 'v3.katana.role-manager', KATANA)).toHaveText('Verified');
    expect([...ports].sort(), 'the site must be built with localChainEnv() pointing at the anvil nodes').toEqual(
      V3_CHAIN_IDS.map((id) => String(localPort(id))).sort(),
    );
  });

  test('V3 page: a section per chain, each address linked to its chain and verified there', async ({page}) => {
    const problems = watch(page);
    await page.goto(V3);
    for (const [anchor, name] of [
      ['ethereum', 'Ethereum'],
      ['optimism', 'OP Mainnet'],
      ['polygon', 'Polygon'],
      ['base', 'Base'],
      ['arbitrum', 'Arbitrum One'],
      ['katana', 'Katana'],
    ]) {
      await expect(page.locator(`h3#${anchor}`)).toHaveText(new RegExp(`^${name}`));
    }
    const base = getEntry('v3.base.role-manager');
    await expect(address(page, base.id).locator('code')).toHaveText('0xea3481244024E2321cc13AcAa80df1050f1fD456');
    await expect(address(page, base.id).getByRole('link')).toHaveAttribute(
      'href',
      `https://basescan.org/address/${base.address}`,
    );
    await expect(address(page, 'v3.katana.role-manager').getByRole('link')).toHaveAttribute(
      'href',
      'https://katanascan.com/address/0x2297d2486070655c3a162b02c64248A2f9dBC9a4',
    );
    for (const [id, chainId] of [
      ['v3.base.role-manager', BASE],
      ['v3.katana.role-manager', KATANA],
      ['v3.arbitrum.role-manager', 42161],
      ['v3.polygon.role-manager', 137],
      ['v3.base-katana.accountant', BASE],
      ['v3.base-katana.accountant', KATANA],
      ['v3.katana.daddy', KATANA],
      ['v3.registry', KATANA],
      ['v3.release-310.factory', KATANA],
      ['v3.release-registry', 10],
    ] as const) {
      await expect(await status(page, id, chainId), `${id} on ${chainId}`).toHaveText('Verified');
    }
    // Listed only: no role manager on OP Mainnet, and no directory names the provider outside Ethereum.
    await expect(await status(page, 'v3.optimism.daddy', 10)).toHaveText('OP Mainnet, not checked live');
    await expect(await status(page, 'v3.address-provider', KATANA)).toHaveText('Katana, not checked live');
    // The section's table is the first after its heading in the page (plain Markdown and widgets sit in different
    // blocks, so the two are not always siblings).
    const optimism = page.locator('xpath=//h3[@id="optimism"]/following::table[1]');
    await expect(optimism.getByRole('row', {name: /Yearn role manager/})).toContainText('Not deployed');
    await expect(optimism.getByRole('row', {name: /Accountant/})).toContainText('Not deployed');
    // A CREATE2 contract: one address, a link and a status per chain.
    const router = address(page, 'v3.router');
    await expect(router.getByRole('link')).toHaveText([
      'Ethereum',
      'OP Mainnet',
      'Polygon',
      'Base',
      'Arbitrum One',
      'Katana',
    ]);
    await expect(router.getByRole('link', {name: 'Katana'})).toHaveAttribute(
      'href',
      `https://katanascan.com/address/${getEntry('v3.router').address}`,
    );
    expect(problems).toEqual([]);
  });

  test('V3 page: verified entries, the wrong one marked mismatch, and the summary', async ({page}) => {
    const problems = watch(page);
    await page.goto(V3);
    for (const id of [
      'v3.address-provider',
      'v3.release-registry',
      'v3.role-manager',
      'v3.apr-oracle',
      'v3.release-310.factory',
      'v3.release-310.vault-original',
      'v3.release-310.tokenized-strategy',
      'v3.release-304.factory',
      'v3.release-301.tokenized-strategy',
      'v3.release-302.vault-original',
      'v3.accountant',
      'v3.registry',
    ]) {
      await expect(await status(page, id), id).toHaveText('Verified');
    }
    await expect(await status(page, 'v3.router')).toHaveText(`Mismatch: ${WRONG_ROUTER}`);
    await expect(await status(page, 'v3.router')).toHaveAttribute('data-status', 'mismatch');
    // Mainnet's provider is wrong, not the others': the mismatch shows on Ethereum only.
    for (const chainId of V3_CHAIN_IDS.filter((id) => id !== 1))
      await expect(await status(page, 'v3.router', chainId), String(chainId)).toHaveText('Verified');
    // The printed value stays the documented one, linked to the explorer.
    const router = getEntry('v3.router').address;
    await expect(address(page, 'v3.router').getByRole('link', {name: 'Ethereum'})).toHaveAttribute(
      'href',
      `https://etherscan.io/address/${router}`,
    );
    await expect(address(page, 'v3.router').locator('code')).toHaveText(router);
    await expect(page.locator('[data-address-check="v3-contracts"]')).toHaveText(
      `Live check: ${V3_LIVE - 1} of ${V3_LIVE} verified on chain, 1 mismatch (4626 Router on Ethereum). ${V3_LISTED} addresses have no on-chain directory and are shown as published.`,
    );
    expect(problems).toEqual([]);
  });

  test('releases page: 3.1.0 first, every release contract verified against the registry', async ({page}) => {
    const problems = watch(page);
    await page.goto(RELEASES);
    await expect(page.locator('h2').first()).toHaveText('3.1.0');
    const current = page.locator('[data-release="3.1.0"]');
    await expect(current.locator('[data-address-id="v3.release-310.factory"] code')).toHaveText(
      '0x310aC28ACF5E514abDbFF9Ab25e21f1bfe22bcAC',
    );
    await expect(current.getByRole('link', {name: 'yearn/tokenized-strategy v3.1.0'})).toHaveAttribute(
      'href',
      'https://github.com/yearn/tokenized-strategy/tree/v3.1.0',
    );
    await expect(current.getByRole('link', {name: 'commit 5b698f9'})).toHaveAttribute(
      'href',
      'https://github.com/yearn/yearn-vaults-v3/tree/5b698f9411e880a8f7d4370ad7a4478b24dc2535',
    );
    for (const version of ['310', '304', '303', '302', '301']) {
      for (const field of ['vault-original', 'factory', 'tokenized-strategy']) {
        await expect(await status(page, `v3.release-${version}.${field}`)).toHaveText('Verified');
      }
    }
    const releases = liveChecks(pageEntries('v3-releases')).length;
    expect(releases).toBe(15 * V3_CHAIN_IDS.length);
    await expect(await status(page, 'v3.release-310.factory', KATANA)).toHaveText('Verified');
    await expect(page.locator('[data-address-check="v3-releases"]')).toHaveText(
      `Live check: ${releases} of ${releases} verified on chain.`,
    );
    expect(problems).toEqual([]);
  });

  test('core page: ENS names resolve, a missing name shows "no ENS name"', async ({page}) => {
    await chain.setEns('treasury.ychad.eth', null);
    try {
      await page.goto(CORE);
      const ychad = await shown(page, page.locator('[data-ens-name="ychad.eth"]').first());
      await expect(ychad).toContainText(`→ ${getEntry('multisig.ychad').address}`);
      await expect(await shown(page, page.locator('[data-ens-name="treasury.ychad.eth"]').first())).toContainText(
        'no ENS name',
      );
      await expect(await status(page, 'multisig.treasury')).toHaveText(
        'Could not verify: treasury.ychad.eth has no ENS name record',
      );
      await expect(await status(page, 'multisig.ychad')).toHaveText('Verified');
      await expect(await status(page, 'token.yfi')).toHaveText('Not checked live');
    } finally {
      await chain.setEns('treasury.ychad.eth', getEntry('multisig.treasury').address);
    }
  });

  test('multisig page: live threshold and owners', async ({page}) => {
    await page.goto(MULTISIG);
    const ychad = await shown(page, page.locator('[data-safe="multisig.ychad"]'));
    await expect(ychad.getByRole('status')).toHaveText(
      `Governance multisig (yChad): Live: ${STAND_IN_SAFE.threshold} of ${STAND_IN_SAFE.owners.length} signatures required.`,
    );
    await expect(ychad.getByRole('listitem')).toHaveText(STAND_IN_SAFE.owners.map((owner) => getAddress(owner)));
    await expect((await shown(page, page.locator('[data-safe="multisig.brain"]'))).getByRole('status')).toContainText(
      'Live: 6 of 9 signatures required.',
    );
  });

  test('veYFI calculator: live totals, outputs from the contract formulas, and the chart', async ({page}) => {
    const problems = watch(page);
    await page.goto(CALCULATOR);
    const calculator = page.locator('[data-calculator="veyfi"]');
    await expect(calculator.getByLabel('Total veYFI supply')).toHaveValue('12000');
    await expect(calculator.getByLabel('Gauge total deposits (including yours)')).toHaveValue('250000');
    await expect(calculator.getByText('Totals read live from Ethereum mainnet; you can edit them.')).toBeVisible();

    // With the documented example totals the page's worked examples come out.
    await calculator.getByLabel('Total veYFI supply').fill('10000');
    await calculator.getByLabel('Gauge total deposits (including yours)').fill('100000');
    await calculator.getByLabel('Gauge deposit').fill('10000');
    await calculator.getByLabel('Lock amount').fill('100');
    await calculator.getByLabel(/Lock duration/).fill('208');
    const ve = parseDecimal((await calculator.locator('[data-output="veyfi"]').innerText()).replace(/,/g, ''))!;
    // The unlock time rounds down to a week boundary: 207 to 208 weeks of the
    // 208-week maximum remain, depending on today's weekday.
    const shareOfMax = (weeks: number) => (weeks * Number(VEYFI.week)) / Number(VEYFI.maxLockDuration);
    expect(Number(ve) / 1e18).toBeGreaterThan(100 * shareOfMax(VEYFI.maxLockWeeks - 1));
    expect(Number(ve) / 1e18).toBeLessThanOrEqual(100 * shareOfMax(VEYFI.maxLockWeeks));
    const expected = boostMultiple(
      parseDecimal('10000')!,
      boostedBalance(parseDecimal('10000')!, parseDecimal('100000')!, ve, parseDecimal('10000')!),
    )!;
    await expect(calculator.locator('[data-output="boost"]')).toHaveText(`${expected.toFixed(2)}x`);
    await expect(calculator.locator('[data-output="needed"]')).toHaveText('1,000');

    // 207 to 208 weeks of the 208-week maximum remain, so 100 YFI gives 99.5 to just under 100 veYFI: enough
    // for the full 10x on 900 vault tokens (90 needed), not quite on 1,000
    // (the exact shortfall depends on today's week rounding, so it is computed).
    await calculator.getByLabel('Gauge deposit').fill('900');
    await expect(calculator.locator('[data-output="boost"]')).toHaveText('10.00x');
    await calculator.getByLabel('Gauge deposit').fill('1000');
    const short = boostMultiple(
      parseDecimal('1000')!,
      boostedBalance(parseDecimal('1000')!, parseDecimal('100000')!, ve, parseDecimal('10000')!),
    )!;
    expect(short).toBeLessThan(10);
    await expect(calculator.locator('[data-output="boost"]')).toHaveText(`${short.toFixed(2)}x`);
    await calculator.getByLabel('Lock amount').fill('abc');
    await expect(calculator.getByRole('alert')).toHaveText('Enter amounts as plain numbers, for example 12.5.');
    await calculator.getByLabel('Lock amount').fill('10');
    await calculator.locator('[data-chart="boost"]').scrollIntoViewIfNeeded();
    await expect(calculator.getByRole('img', {name: /Chart of boost/}).locator('canvas')).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('the calculator chart downloads its library only when it nears the view @mobile', async ({page}) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    // uPlot's legend class is in its code and nowhere else on the site.
    const chartLibrary = async () =>
      (await Promise.all(scripts.map((url) => page.request.get(url).then((r) => r.text())))).some((body) =>
        body.includes('u-legend'),
      );
    await page.goto(CALCULATOR);
    const calculator = page.locator('[data-calculator="veyfi"]');
    await expect(calculator.getByText('Totals read live from Ethereum mainnet; you can edit them.')).toBeAttached();
    await page.waitForLoadState('networkidle');
    expect(await chartLibrary()).toBe(false);
    await expect(calculator.getByRole('img', {name: /Chart of boost/})).toHaveCount(0);

    await calculator.locator('[data-chart="boost"]').scrollIntoViewIfNeeded();
    await expect(calculator.getByRole('img', {name: /Chart of boost/}).locator('canvas')).toBeVisible();
    expect(await chartLibrary()).toBe(true);
  });

  test('an address far down the page reads its chain only when the reader scrolls towards it', async ({page}) => {
    await page.goto(V3);
    // The summary at the top checks every address of the page at once.
    await expect(page.locator('[data-address-check="v3-contracts"]')).toHaveText(/^Live check: /);
    // A status at the end of the page keeps its server-rendered text until it nears the view...
    const far = page
      .locator('[data-address-id="v3.katana.role-manager"] [role="status"][data-chain-id="747474"]')
      .first();
    await expect(far).toHaveAttribute('data-status', 'pending');
    await expect(far).toHaveText('Live check needs JavaScript');
    expect(await far.evaluate((node) => node.getBoundingClientRect().top - window.innerHeight)).toBeGreaterThan(1_000);
    // ...and shows its own result once the reader scrolls there.
    await far.scrollIntoViewIfNeeded();
    await expect(far).toHaveText('Verified');
  });

  test('pages without widgets do not download the chain code', async ({page}) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    const bodies = () => Promise.all(scripts.map((url) => page.request.get(url).then((r) => r.text())));
    const chainCode = async () => (await bodies()).some((body) => body.includes('ensUniversalResolver'));
    await page.goto('/getting-started/intro');
    await expect(page.locator('article h1')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await chainCode()).toBe(false);
    // Nor the chains' data (names, explorers, RPCs): only address widgets and the chain code carry it.
    expect(
      (await bodies()).some((body) => body.includes('katanascan') || body.includes(String(localPort(KATANA)))),
    ).toBe(false);
    await page.goto(V3);
    await expect(await status(page, 'v3.address-provider')).toHaveText('Verified');
    expect(await chainCode()).toBe(true);
  });

  /**
   * Opens the V3 page and clicks the Registry's copy button until it says `feedback`. The page's live
   * statuses keep changing the layout as their checks answer, so a click can land beside a button that
   * moved after Playwright saw it still; a reader would click again too.
   */
  async function copyRegistryAddress(page: Page, feedback: string) {
    await page.goto(V3);
    // A click before hydration does nothing; the V3 page now carries about 150 live statuses, so wait for one.
    await expect(await status(page, 'v3.registry')).toHaveText('Verified');
    const button = address(page, 'v3.registry').getByRole('button', {name: 'Copy the Registry address'});
    const shown = await recordTexts(button);
    await expect(async () => {
      await button.click();
      await expect.poll(shown, {timeout: 2_000}).toContain(feedback);
    }).toPass({timeout: 15_000});
    return button;
  }

  test('the copy button copies the checksummed address', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await copyRegistryAddress(page, 'Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(getEntry('v3.registry').address);
  });

  test('a refused clipboard says so on the copy button', async ({page}) => {
    await page.addInitScript(() => {
      const refuse = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
      Object.defineProperty(navigator, 'clipboard', {value: {writeText: refuse}});
    });
    const button = await copyRegistryAddress(page, 'Copy failed');
    await expect(button).toHaveText('Copy');
  });

  test('with JavaScript off the addresses are still in the page', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto(V3);
    await expect(address(page, 'v3.router').locator('code')).toHaveText(getEntry('v3.router').address);
    await expect(address(page, 'v3.router').locator('[role="status"][data-chain-id="1"]')).toHaveText(
      `Checked on chain ${SNAPSHOT_DATE}`,
    );
    await context.close();
  });

  test('429 then success: the rate-limited request is retried and verifies', async ({page}) => {
    let limited = 0;
    await page.route(isRpc, async (route: Route) => {
      if (limited < 2) {
        limited += 1;
        return route.fulfill({status: 429, body: 'Too Many Requests'});
      }
      return route.continue();
    });
    await page.goto(V3);
    await expect(await status(page, 'v3.address-provider')).toHaveText('Verified');
    expect(limited).toBe(2);
  });

  test('HTTP 500: could not verify, static value kept', async ({page}) => {
    const problems = watch(page);
    await page.route(isRpc, (route) => route.fulfill({status: 500, body: 'Internal Server Error'}));
    await page.goto(V3);
    await expect(await status(page, 'v3.address-provider')).toHaveText(
      'Could not verify: the RPC node answered HTTP 500',
    );
    await expect(address(page, 'v3.address-provider').locator('code')).toHaveText(
      getEntry('v3.address-provider').address,
    );
    await expect(page.locator('[data-address-check="v3-contracts"]')).toContainText(
      'could not verify (Ethereum: the RPC node answered HTTP 500)',
    );
    // Only mainnet failed: the other chains are still checked.
    await expect(await status(page, 'v3.address-provider', KATANA)).toHaveText('Katana, not checked live');
    await expect(await status(page, 'v3.release-registry', KATANA)).toHaveText('Verified');
    await expect(page.locator('article h1')).toHaveText('V3 contract addresses');
    expect(problems).toEqual([]);
  });

  test('malformed JSON: could not verify', async ({page}) => {
    const problems = watch(page);
    await page.route(isRpc, (route) =>
      route.fulfill({status: 200, contentType: 'application/json', body: '{"jsonrpc":"2.0",'}),
    );
    await page.goto(V3);
    await expect(await status(page, 'v3.role-manager')).toHaveText(
      'Could not verify: the RPC node sent a response that is not valid JSON-RPC',
    );
    expect(problems).toEqual([]);
  });

  test('wrong chain id: could not verify', async ({page}) => {
    await page.route(isRpc, answerChainIdAs(5));
    await page.goto(V3);
    await expect(await status(page, 'v3.address-provider')).toHaveText(
      'Could not verify: the RPC node is on chain 5, not Ethereum (1)',
    );
  });

  test('a mismatch on one chain is shown only on that chain', async ({page}) => {
    const roleManager = getEntry('v3.katana.role-manager').address;
    const accountant = getEntry('v3.base-katana.accountant').address;
    await katana.answer(roleManager, ROLE_MANAGER_ABI, 'getAccountant', [], WRONG_ROUTER);
    try {
      await page.goto(V3);
      await expect(await status(page, 'v3.base-katana.accountant', KATANA)).toHaveText(`Mismatch: ${WRONG_ROUTER}`);
      await expect(await status(page, 'v3.base-katana.accountant', BASE)).toHaveText('Verified');
      await expect(page.locator('[data-address-check="v3-contracts"]')).toContainText('Accountant on Katana');
      await expect(page.locator('[data-address-check="v3-contracts"]')).not.toContainText('Accountant on Base');
    } finally {
      await katana.answer(roleManager, ROLE_MANAGER_ABI, 'getAccountant', [], accountant);
    }
  });

  test('a node answering for another chain: could not verify on that chain only', async ({page}) => {
    // The Katana RPC answers as mainnet (chain id 1).
    await page.route(isChainRpc(KATANA), answerChainIdAs(1));
    await page.goto(V3);
    await expect(await status(page, 'v3.katana.role-manager', KATANA)).toHaveText(
      'Could not verify: the RPC node is on chain 1, not Katana (747474)',
    );
    await expect(await status(page, 'v3.base-katana.accountant', KATANA)).toHaveText(
      'Could not verify: the RPC node is on chain 1, not Katana (747474)',
    );
    await expect(await status(page, 'v3.base-katana.accountant', BASE)).toHaveText('Verified');
    await expect(await status(page, 'v3.role-manager')).toHaveText('Verified');
    await expect(page.locator('[data-address-check="v3-contracts"]')).toContainText(
      '(Katana: the RPC node is on chain 1, not Katana (747474))',
    );
  });

  test("one chain's node stopped: could not verify there, the other chains checked", async ({page}) => {
    await katana.stop();
    try {
      const problems = watch(page);
      await page.goto(V3);
      await expect(await status(page, 'v3.katana.role-manager', KATANA)).toHaveText(
        'Could not verify: the RPC node could not be reached',
      );
      await expect(await status(page, 'v3.release-310.factory', KATANA)).toHaveText(
        'Could not verify: the RPC node could not be reached',
      );
      await expect(await status(page, 'v3.release-310.factory', BASE)).toHaveText('Verified');
      await expect(await status(page, 'v3.base.role-manager', BASE)).toHaveText('Verified');
      await expect(await status(page, 'v3.release-310.factory')).toHaveText('Verified');
      await expect(address(page, 'v3.katana.role-manager').locator('code')).toHaveText(
        getEntry('v3.katana.role-manager').address,
      );
      expect(problems).toEqual([]);
    } finally {
      katana = await LocalChain.start(localPort(KATANA), KATANA);
    }
  });

  test('a page with mainnet widgets only reads mainnet only', async ({page}) => {
    const ports = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.hostname === '127.0.0.1' && V3_CHAIN_IDS.some((id) => isChainRpc(id)(url))) ports.add(url.port);
    });
    await page.goto(MULTISIG);
    await expect((await shown(page, page.locator('[data-safe="multisig.ychad"]'))).getByRole('status')).toContainText(
      'Live:',
    );
    await page.waitForLoadState('networkidle');
    expect([...ports]).toEqual([String(localPort(1))]);
  });

  test('veYFI calculator without the chain: static totals and the reason', async ({page}) => {
    await page.route(isRpc, (route) => route.fulfill({status: 500, body: 'Internal Server Error'}));
    await page.goto(CALCULATOR);
    const calculator = page.locator('[data-calculator="veyfi"]');
    await expect(
      calculator.getByText(
        'Could not read live totals (the RPC node answered HTTP 500); using the illustrative totals of the examples below.',
      ),
    ).toBeVisible();
    await expect(calculator.getByLabel('Total veYFI supply')).toHaveValue('10000');
    await expect(calculator.getByLabel('Gauge total deposits (including yours)')).toHaveValue('100000');
    await expect(calculator.locator('[data-output="boost"]')).toHaveText(/^\d+\.\d\dx$/);
  });

  test('a node that never answers: could not verify within the timeout budget', async ({page}) => {
    // The wait is the point of the test: at least twice the give-up time, so a busy machine has room.
    test.setTimeout(RPC_GIVE_UP_MS * 2 + 10_000);
    const problems = watch(page);
    await page.route(isRpc, () => {
      // Never fulfilled: the request hangs until the client's timeout.
    });
    const start = Date.now();
    await page.goto(V3);
    await expect(page.locator('article h1')).toHaveText('V3 contract addresses');
    await expect(address(page, 'v3.registry').locator('code')).toHaveText(getEntry('v3.registry').address);
    await expect(await status(page, 'v3.registry')).toHaveText('Checking…');
    await expect(await status(page, 'v3.registry')).toHaveText(
      'Could not verify: the RPC node did not answer in time',
      {timeout: RPC_GIVE_UP_MS + 5_000},
    );
    expect(Date.now() - start).toBeLessThan(RPC_GIVE_UP_MS + 5_000);
    expect(problems).toEqual([]);
  });

  // The page's console stays free of errors (the fixture fails the test on any): the RPC requests are sent
  // from a worker, whose refused connections Chromium does not log in the page (src/chain/workerFetch.ts).
  test('node stopped: could not verify, page readable, console clean', async ({page}) => {
    await chain.stop();
    const problems = watch(page);
    await page.goto(CORE);
    await expect(await status(page, 'multisig.ychad')).toHaveText(
      'Could not verify: the RPC node could not be reached',
    );
    await expect(await shown(page, page.locator('[data-ens-name="ychad.eth"]').first())).toContainText(
      'could not resolve: the RPC node could not be reached',
    );
    await expect(address(page, 'multisig.ychad').locator('code')).toHaveText(getEntry('multisig.ychad').address);
    expect(problems).toEqual([]);
  });
});

test.describe('links to a section of the V3 address page', () => {
  // Whether or not the chain tests' nodes are up: the landing must not depend on the statuses.
  test('land on the heading, below tables laid out only near the view, and stay there', async ({page}) => {
    for (const anchor of ['katana', 'legacy-registry']) {
      await page.goto(`${V3}#${anchor}`);
      const heading = page.locator(`h3#${anchor}`);
      // At the top of the view, just below the fixed navbar.
      const top = () => heading.evaluate((node) => Math.round(node.getBoundingClientRect().top));
      await expect.poll(top, anchor).toBeGreaterThanOrEqual(0);
      await expect.poll(top, anchor).toBeLessThan(200);
      // Still there once the page has hydrated and the statuses near the view have their result (verified or
      // not, depending on whether the chain tests' nodes are up): they are what changes late around the heading.
      await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
      const nearAndPending = () =>
        page.evaluate(
          () =>
            Array.from(document.querySelectorAll('[data-address-id] [role="status"][data-status="pending"]')).filter(
              (status) => {
                const {top, bottom} = status.getBoundingClientRect();
                return bottom > -300 && top < window.innerHeight + 300;
              },
            ).length,
        );
      await expect.poll(nearAndPending, anchor).toBe(0);
      expect(await top(), anchor).toBeGreaterThanOrEqual(0);
      expect(await top(), anchor).toBeLessThan(200);
      // The heading is far down the page: the view did move to it.
      expect(await page.evaluate(() => window.scrollY), anchor).toBeGreaterThan(3_000);
    }
  });
});
