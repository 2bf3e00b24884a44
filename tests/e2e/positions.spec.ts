import AxeBuilder from '@axe-core/playwright';
import type {Locator, Page} from '@playwright/test';
import {decodeFunctionData, formatUnits, parseAbi, type Hex} from 'viem';

import {LocalChain} from '../../scripts/support/localChain';
import {getEntry} from '../../src/chain/addressBook';
import {VAULT_CHAIN_IDS} from '../../src/config/chain';
import {DATA_SERVICE_TIMEOUT_MS} from '../../src/positions/services';
import {LOCAL_CHAIN, localPort} from '../support/constants';
import {FakeDataServices} from '../../scripts/support/fakeDataServices';
import {
  FINDER,
  programFinder,
  STAND_IN_SERVICES,
  STAND_IN_VAULTS,
  type StandInVault,
} from '../../scripts/support/finderStandIns';
import {expect as baseExpect, test} from '../support/fixtures';

/**
 * The position finder against local anvil nodes of every chain it searches, with
 * stand-in registries at the book's addresses and one holder with a position
 * of each kind (scripts/support/finderStandIns.ts), and stand-ins for the data
 * and price services on loopback. Runs in its own Playwright project after
 * the desktop project, whose chain tests use the same ports.
 */
const expect = baseExpect.configure({timeout: 15_000});
const PAGE = '/getting-started/guides/find-your-positions';
/** A contract (the V3 registry) that holds nothing: every vault answers a zero balance for it. */
const EMPTY = getEntry('v3.registry').address;

const finder = (page: Page) => page.locator('[data-position-finder]');
const chainBox = (page: Page, chainId: number) => page.locator(`[data-chain-id="${chainId}"]`);
const card = (page: Page, vault: StandInVault) => page.locator(`article[data-vault="${vault.address}"]`);
const field = (box: Locator, name: string) => box.locator(`[data-field="${name}"]`);
const vault = (symbol: string) => STAND_IN_VAULTS.find((v) => v.symbol === symbol)!;

/** Requests that left the machine, and the page's own uncaught errors. */
function watch(page: Page) {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.hostname !== '127.0.0.1' && url.protocol !== 'data:') problems.push(`internet: ${request.url()}`);
  });
  return problems;
}

async function open(page: Page, address: string) {
  await page.goto(`${PAGE}?address=${encodeURIComponent(address)}`);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

/** Waits until every chain is final (no chain still checking, every data service done). */
async function settled(page: Page) {
  await expect(page.locator('[data-chain-id]')).toHaveCount(VAULT_CHAIN_IDS.length);
  await expect(page.locator('[data-chain-id][data-state="checking"]')).toHaveCount(0);
  await expect(page.getByText(/Asking the (vault data|price) service/)).toHaveCount(0, {
    timeout: DATA_SERVICE_TIMEOUT_MS + 10_000,
  });
}

test.describe('position finder', () => {
  test.describe.configure({mode: 'serial'});
  const nodes = new Map<number, LocalChain>();
  let services: FakeDataServices;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    for (const chainId of VAULT_CHAIN_IDS) {
      const node = await LocalChain.start(localPort(chainId), chainId);
      await programFinder(node, [EMPTY]);
      nodes.set(chainId, node);
    }
    await nodes.get(1)!.setEns(FINDER.ens, FINDER.holder);
    services = await FakeDataServices.start(STAND_IN_SERVICES, LOCAL_CHAIN.dataApiPort, LOCAL_CHAIN.priceApiPort);
  });

  test.afterAll(async () => {
    for (const node of nodes.values()) await node.stop();
    await services?.stop();
  });

  test.beforeEach(() => {
    services.dataMode = 'ok';
    services.priceMode = 'ok';
  });

  test('a link with ?address= lists exactly the stand-in positions, with values, status and exit calls', async ({
    page,
  }) => {
    const problems = watch(page);
    await open(page, FINDER.holder);
    await settled(page);
    await expect(page.getByTestId('finder-summary')).toHaveText(
      `${STAND_IN_VAULTS.length} positions found for ${FINDER.holder}.`,
    );
    await expect(page.locator('article[data-vault]')).toHaveCount(STAND_IN_VAULTS.length);
    for (const chainId of VAULT_CHAIN_IDS) {
      const expected = STAND_IN_VAULTS.filter((v) => v.chainId === chainId).map((v) => v.address);
      await expect(chainBox(page, chainId).locator('article[data-vault]')).toHaveCount(expected.length);
    }

    const active = card(page, vault('yvUSDC-T'));
    await expect(active.locator('h3')).toContainText('USDC Vault (listed name)');
    await expect(field(active, 'status')).toHaveText('Active');
    await expect(field(active, 'shares')).toHaveText('1000');
    await expect(field(active, 'value')).toHaveText('1050 USDC');
    await expect(field(active, 'usd')).toHaveText('$1,050.00');
    await expect(active.getByRole('link', {name: 'Withdraw on yearn.fi'})).toHaveAttribute(
      'href',
      `https://yearn.fi/vaults/1/${vault('yvUSDC-T').address}`,
    );

    // The loss-making vault: maxRedeem below the balance, not listed, so the exact call is open.
    const lossy = card(page, vault('yvDAI-L'));
    await expect(field(lossy, 'status')).toHaveText('Not in the vault data service');
    await expect(field(lossy, 'value')).toHaveText('9.5 DAI');
    await expect(field(lossy, 'usd')).toHaveText('$4.75');
    await expect(lossy).toContainText('The vault can pay out about 3.8 DAI now, not the whole position');
    await expect(lossy.getByRole('link', {name: 'Withdraw on yearn.fi'})).toHaveCount(0);
    await expect(lossy.locator('details')).toHaveAttribute('open', '');

    const shut = card(page, vault('yvUSDC-S'));
    await expect(field(shut, 'status')).toHaveText('Shut down: withdrawals only');
    // Hidden on yearn.fi: no link there, the call instead.
    await expect(shut.getByRole('link', {name: 'Withdraw on yearn.fi'})).toHaveCount(0);

    const retired = card(page, vault('yvDAI-R'));
    await expect(field(retired, 'status')).toHaveText('Retired: withdrawals only');
    await expect(retired).toContainText('V2 0.4.6');
    await expect(field(retired, 'value')).toHaveText('2.2 DAI');

    const v1 = card(page, vault('yDAI-1'));
    await expect(v1).toContainText('V1');
    await expect(field(v1, 'value')).toHaveText('3.6 DAI');

    await expect(field(card(page, vault('yvUSDC-B')), 'usd')).toHaveText('$42.00');
    await expect(chainBox(page, 10)).toContainText('No positions among the 0 vaults checked.');
    expect(problems).toEqual([]);
  });

  test('every exit call names its function and arguments, and its calldata decodes to exactly them', async ({page}) => {
    await open(page, FINDER.holder);
    await settled(page);
    const expected: Record<string, {signature: string; args: readonly unknown[]}> = {};
    for (const v of STAND_IN_VAULTS) {
      if (v.generation === 'v3')
        expected[v.address] = {
          signature: 'redeem(uint256,address,address,uint256)',
          args: [v.redeemable < v.shares ? v.redeemable : v.shares, FINDER.holder, FINDER.holder, 1n],
        };
      else if (v.generation === 'v2')
        expected[v.address] = {signature: 'withdraw(uint256,address,uint256)', args: [v.shares, FINDER.holder, 1n]};
      else expected[v.address] = {signature: 'withdraw(uint256)', args: [v.shares]};
    }
    for (const v of STAND_IN_VAULTS) {
      // The call with the default limit comes first; a vault with a loss has a second one (next test).
      const box = card(page, v).locator('[data-exit-call]').first();
      const {signature, args} = expected[v.address]!;
      await expect(box.locator(':scope > p > code')).toHaveText(signature);
      const shown = await box.locator('[data-arg]').allTextContents();
      expect(shown).toEqual(args.map(String));
      const data = (await field(box, 'calldata').textContent()) as Hex;
      const decoded = decodeFunctionData({abi: parseAbi([`function ${signature}`] as string[]), data});
      expect(decoded.args, v.symbol).toEqual(args);
      // Inside the closed <details> of a vault listed on yearn.fi, so found by text, not by role.
      await expect(box.locator('a', {hasText: 'write page on the explorer'})).toHaveAttribute(
        'href',
        new RegExp(`/address/${v.address}#writeContract$`),
      );
    }
    // The vault with a payout limit: its call redeems what it can pay now, 4 of 10 shares.
    expect(formatUnits(vault('yvDAI-L').redeemable, 18)).toBe('4');
  });

  test('a vault whose exit realizes a loss says so before the reader acts, on V3 and on V2 (Fantom)', async ({
    page,
  }) => {
    await open(page, FINDER.holder);
    await settled(page);
    const cases = [
      {
        v: vault('yvDAI-X'),
        loss: 'Exiting now realizes a loss of about 8 DAI (8 % of what you take out)',
        fails:
          'Sent now, this call fails: with maxLoss 1 it reverts with "too much loss": exiting now needs at least 800.',
        needed: 800,
        signature: 'redeem(uint256,address,address,uint256)',
        args: [vault('yvDAI-X').shares, FINDER.holder, FINDER.holder, 800n],
      },
      {
        v: vault('yvDAI-F'),
        loss: 'Exiting now can realize a loss of up to 5 DAI (10 % of what you take out)',
        fails:
          'Sent now, this call fails: with maxLoss 1 it reverts, without a message: exiting now needs at least 1000.',
        needed: 1000,
        signature: 'withdraw(uint256,address,uint256)',
        args: [vault('yvDAI-F').shares, FINDER.holder, 1000n],
      },
    ];
    await expect(chainBox(page, FINDER.fantom).locator('article[data-vault]')).toHaveCount(1);
    for (const {v, loss, fails, needed, signature, args} of cases) {
      const box = card(page, v);
      await expect(field(box, 'value')).toHaveText(`${formatUnits(v.assets, 18)} DAI`);
      await expect(box.locator('li', {hasText: loss})).toHaveCount(1);
      await expect(box.locator('li', {hasText: `send the second call, whose maxLoss is ${needed}.`})).toHaveCount(1);
      await expect(box.locator('li', {hasText: /^Or wait: once the vault records/})).toHaveCount(1);
      // Both calls are open without a click: the first, with the default limit, is marked as failing.
      await expect(box.locator('details')).toHaveAttribute('open', '');
      const first = box.locator('[data-exit-call="1"]');
      await expect(field(first, 'reverts')).toHaveText(fails);
      const second = box.locator(`[data-exit-call="${needed}"]`);
      await expect(second).toBeVisible();
      await expect(field(second, 'reverts')).toHaveCount(0);
      await expect(second.locator('[data-arg="maxLoss"]')).toHaveText(String(needed));
      const data = (await field(second, 'calldata').textContent()) as Hex;
      const decoded = decodeFunctionData({abi: parseAbi([`function ${signature}`] as string[]), data});
      expect(decoded.args, v.symbol).toEqual(args);
    }
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`the results pass axe in ${mode} mode, with every exit call open`, async ({page}) => {
      await page.emulateMedia({colorScheme: mode});
      await open(page, FINDER.holder);
      await settled(page);
      await page
        .locator('article[data-vault] details')
        .evaluateAll((boxes) => boxes.forEach((box) => ((box as HTMLDetailsElement).open = true)));
      await expect(page.locator('article[data-vault] details:not([open])')).toHaveCount(0);
      const {violations} = await new AxeBuilder({page}).include('[data-position-finder]').analyze();
      expect(violations.map((v) => `${v.id} (${v.impact}): ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
    });
  }

  test("the page's Markdown copy says where the finder runs instead of dropping it", async ({request}) => {
    const copy = await (await request.get(`${PAGE}.md`)).text();
    expect(copy).toContain('> The position finder runs on the web page: open it and paste an address or ENS name.');
    expect(copy).not.toContain('<PositionFinder');
  });

  test('an ENS name typed in is resolved on Ethereum and kept in the URL', async ({page}) => {
    await open(page, '');
    await finder(page).getByLabel('Address or ENS name').fill(FINDER.ens);
    await finder(page).getByRole('button', {name: 'Find positions'}).click();
    await expect(page).toHaveURL(new RegExp(`\\?address=${FINDER.ens.replace('.', '\\.')}$`));
    await settled(page);
    await expect(page.getByTestId('finder-summary')).toHaveText(
      `${STAND_IN_VAULTS.length} positions found for ${FINDER.ens} (${FINDER.holder}).`,
    );
  });

  test('bad input gets a plain message and the page keeps working', async ({page}) => {
    const problems = watch(page);
    await open(page, 'not an address');
    await expect(finder(page).getByRole('alert')).toHaveText(
      'Cannot search: the holder is neither an address (0x…) nor an ENS name (name.eth).',
    );
    await open(page, `0x${'ab'.repeat(5000)}`);
    await expect(finder(page).getByRole('alert')).toHaveText(
      'Cannot search: the holder is 10002 characters long; an address has 42.',
    );
    await open(page, '0x1234');
    await expect(finder(page).getByRole('alert')).toContainText('is not an address');
    await open(page, 'nobody-here.eth');
    await expect(finder(page).getByRole('alert')).toHaveText(
      'nobody-here.eth does not point to an address. Check the name, or paste the address.',
    );
    // A contract with no positions: every chain checked, nothing found.
    await open(page, EMPTY);
    await settled(page);
    await expect(page.getByTestId('finder-summary')).toHaveText(
      `No Yearn positions found for ${EMPTY} on the chains that could be checked.`,
    );
    // Still usable: the next search works.
    await finder(page).getByLabel('Address or ENS name').fill(FINDER.holder);
    await finder(page).getByRole('button', {name: 'Find positions'}).click();
    await settled(page);
    await expect(page.locator('article[data-vault]')).toHaveCount(STAND_IN_VAULTS.length);
    expect(problems).toEqual([]);
  });

  test('a chain whose node is stopped says it could not be checked, and the others still show', async ({page}) => {
    const base = nodes.get(FINDER.base)!;
    await base.stop();
    try {
      await open(page, FINDER.holder);
      await settled(page);
      await expect(chainBox(page, FINDER.base)).toHaveAttribute('data-state', 'failed');
      await expect(chainBox(page, FINDER.base)).toContainText('Could not check this chain:');
      await expect(page.locator('article[data-vault]')).toHaveCount(
        STAND_IN_VAULTS.filter((v) => v.chainId !== FINDER.base).length,
      );
    } finally {
      const node = await LocalChain.start(localPort(FINDER.base), FINDER.base);
      await programFinder(node, [EMPTY]);
      nodes.set(FINDER.base, node);
    }
  });

  for (const [mode, reason] of [
    ['down', 'the vault data service could not be reached'],
    ['nonsense', 'the vault data service did not answer with JSON'],
    ['timeout', `the vault data service did not answer within ${DATA_SERVICE_TIMEOUT_MS / 1000} s`],
  ] as const) {
    // The requests go out from the chain worker, so a service that is down costs no console error.
    test(`a data service that is ${mode} leaves the chain facts standing and says what is missing`, async ({page}) => {
      test.setTimeout(60_000);
      services.dataMode = mode;
      services.priceMode = mode;
      await open(page, FINDER.holder);
      await settled(page);
      await expect(page.locator('article[data-vault]')).toHaveCount(STAND_IN_VAULTS.length);
      const active = card(page, vault('yvUSDC-T'));
      await expect(field(active, 'status')).toHaveText(`Not shut down (retirement unknown): ${reason}`);
      await expect(field(active, 'usd')).toHaveText(new RegExp(`^unavailable: the price service `));
      await expect(field(active, 'value')).toHaveText('1050 USDC');
      // Without the data service, nothing says the vault is on yearn.fi: the exact call is given.
      await expect(active.getByRole('link', {name: 'Withdraw on yearn.fi'})).toHaveCount(0);
      await expect(field(card(page, vault('yvUSDC-S')), 'status')).toHaveText('Shut down: withdrawals only');
    });
  }
});
