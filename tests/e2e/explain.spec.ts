import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {parseAbi} from 'viem';

import {LocalChain, STAND_IN_SAFE} from '../../scripts/support/localChain';
import {EXPLAIN} from '../../src/config/explain';
import {REVERT_REASONS} from '../../src/explain';
import {writeFragment, type PageInput} from '../../src/explain/pageInput';
import {localPort} from '../support/constants';
import {
  nestedSafeBatch,
  STRANGER,
  V3_VAULT,
  vaultCall,
  WARNING_SAMPLES,
  warningCodesInSource,
  type Sample,
} from '../support/explainSamples';
import {expect as baseExpect, test} from '../support/fixtures';

/**
 * "Check before you sign" in the built site: nested calls, every warning
 * code of src/explain/warnings.ts, every revert the docs name, bad input,
 * the link keeping the input, and live detail from a local anvil node (and
 * its quiet absence). Runs in its own Playwright project after the position
 * finder's, since both start nodes on the chain tests' ports.
 */
const expect = baseExpect.configure({timeout: 15_000});
const PAGE = EXPLAIN.pagePath;
const READS = parseAbi(['function apiVersion() view returns (string)']);
/** A chain with no node in these tests, and one whose node answers for another chain. */
const SILENT_CHAIN = 137;
const LYING_CHAIN = 8453;

const explainer = (page: Page) => page.locator('[data-transaction-explainer]');
const call = (page: Page, path: string) => page.locator(`[data-call-path="${path}"]`);

const fragmentOf = (sample: Sample, mode: PageInput['mode'] = 'transaction') =>
  writeFragment({
    mode,
    input: sample.input,
    to: sample.to ?? '',
    ...(sample.chainId !== undefined ? {chainId: sample.chainId} : {}),
  });

async function open(page: Page, fragment = '') {
  await page.goto(`${PAGE}${fragment}`);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

test.describe('check before you sign', () => {
  test.describe.configure({mode: 'serial'});
  let mainnet: LocalChain;
  let liar: LocalChain;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    mainnet = await LocalChain.start(localPort(1), 1);
    await mainnet.standIn(V3_VAULT, READS, 'apiVersion', [], '3.0.4');
    // Base's port answers, but for Ethereum.
    liar = await LocalChain.start(localPort(LYING_CHAIN), 1);
  });

  test.afterAll(async () => {
    await mainnet?.stop();
    await liar?.stop();
  });

  test('a Safe -> MultiSend -> timelock -> vault call shows every level with its function, meaning and links', async ({
    page,
  }) => {
    await open(page, fragmentOf(nestedSafeBatch()));
    const levels: [string, string][] = [
      ['0', 'execTransaction'],
      ['0.0', 'multiSend'],
      ['0.0.0', 'scheduleBatch'],
      ['0.0.0.0', 'add_strategy'],
      ['0.0.0.1', 'update_max_debt_for_strategy'],
      ['0.0.1', 'set_role'],
    ];
    for (const [path, name] of levels) {
      const box = call(page, path);
      await expect(box.locator('> h3')).toContainText(`Call ${path}`);
      await expect(box.locator('> h3')).toContainText(`${name}(`);
    }
    // Each level sits inside its parent.
    await expect(call(page, '0').locator('[data-call-path="0.0.0.1"]')).toHaveCount(1);
    await expect(call(page, '0.0.0.0').locator('> [data-meaning]')).toContainText(
      'Requires the ADD_STRATEGY_MANAGER role.',
    );
    await expect(call(page, '0.0.1').locator('> [data-meaning]')).toContainText('Grants all fourteen roles');
    await expect(call(page, '0.0.1').locator('[data-arg="role"]')).toContainText('all fourteen roles');
    await expect(call(page, '0').locator('> dl')).toContainText('ychad.eth');
    await expect(call(page, '0.0').locator('> dl')).toContainText('Safe MultiSendCallOnly 1.4.1');
    await expect(call(page, '0.0').locator('> dl')).toContainText('delegatecall');
    const reference = call(page, '0.0.0.0').locator('> [data-meaning] a');
    await expect(reference).toHaveAttribute('href', /^\/developers\/smart-contracts\/.*VaultV3#/);
    // A selector several releases share lists them all, the one the target is a deployment of first.
    const candidates = call(page, '0.0.0.0').locator('> [data-candidates]');
    await candidates.locator('summary').click();
    await expect(candidates.locator('li').first()).toHaveAttribute('data-implied', 'true');
    // As many versions listed as the summary counts.
    const counted = Number(await candidates.getAttribute('data-candidates'));
    expect(counted).toBeGreaterThan(1);
    await expect(candidates.locator('summary')).toContainText(`${counted} contract versions`);
    await expect(candidates.locator('li')).toHaveCount(counted);
  });

  test('every warning code the module produces shows on the page', async ({page}) => {
    // A code added to src/explain/warnings.ts without a sample fails here (and in the type check).
    expect(Object.keys(WARNING_SAMPLES).sort()).toEqual(warningCodesInSource().sort());
    await open(page);
    for (const [code, sample] of Object.entries(WARNING_SAMPLES)) {
      await page.evaluate((hash) => (window.location.hash = hash), fragmentOf(sample));
      const warning = page.locator(`[data-warning="${code}"]`).first();
      await expect(warning, code).toBeVisible();
      await expect(warning).toContainText(/Call [0-9.]+:/);
    }
  });

  test('every revert the docs name shows its explanation and its docs link', async ({page}) => {
    await open(page);
    await page.getByLabel(/A revert/).check();
    const field = page.getByLabel('Revert data or message');
    for (const reason of REVERT_REASONS) {
      await field.fill(`execution reverted: ${reason.message}`);
      await page.getByRole('button', {name: 'Explain'}).click();
      const result = page.locator('[data-revert-kind="string"]');
      await expect(result.locator('h2')).toContainText(reason.message);
      await expect(result.locator('[data-revert-explanation]')).toHaveText(reason.explanation);
      await expect(result.getByRole('link', {name: 'Read more in the docs'})).toHaveAttribute('href', reason.docs);
    }
  });

  test('bad input gets a sentence, never a crash', async ({page}) => {
    await open(page);
    const field = page.getByLabel('Calldata or Safe JSON');
    const problem = page.locator('[data-explain-problem]');
    const cases: [string, RegExp][] = [
      ['0x123', /odd number of hex digits/],
      ['0xnot hex', /not hexadecimal/],
      ['{"to": ', /not valid JSON/],
      ['{"transactions": []}', /holds no transactions/],
      [`0x${'ab'.repeat(600_000)}`, /longer than 524288 characters/],
    ];
    for (const [input, sentence] of cases) {
      await field.fill(input);
      await page.getByRole('button', {name: 'Explain'}).click();
      await expect(problem).toHaveText(sentence);
    }
    // Truncated calldata and an unknown selector are explained as far as they go, with the reason.
    for (const [input, sentence] of [
      [vaultCall('process_report', [STRANGER]).slice(0, 30), /truncated or malformed/],
      ['0x12345678', /No Yearn, Safe or timelock ABI has the selector 0x12345678/],
    ] as const) {
      await field.fill(input);
      await page.getByRole('button', {name: 'Explain'}).click();
      await expect(call(page, '0').locator('> p').last()).toHaveText(sentence);
      await expect(page.locator('[data-warning="undecoded"]')).toBeVisible();
    }
  });

  test('a strange or huge link gets a sentence', async ({page}) => {
    await open(page, `#tx=0x${'ab'.repeat(EXPLAIN.maxFragmentChars)}`);
    await expect(page.locator('[data-explain-problem]')).toContainText('more than the 65,536 this page reads');
    await page.goto('about:blank');
    await open(page, '#tx=0x12&chain=banana');
    await expect(page.locator('[data-explain-problem]')).toContainText('chain "banana"');
    // Opened as a fresh link: changing only the fragment of an open page to broken escapes makes Docusaurus's own
    // scroll-to-anchor step (ClientLifecyclesDispatcher) throw on every page of the site, this one included.
    await page.goto('about:blank');
    await open(page, '#tx=%E0%A4%A&to=%zz');
    await expect(page.locator('[data-explain-problem]')).toBeVisible();
  });

  test('the link keeps the input: it is shared, reloaded and followed back', async ({page}) => {
    await open(page);
    const sample = WARNING_SAMPLES['receiver-not-owner'];
    await page.getByLabel('Calldata or Safe JSON').fill(sample.input);
    await page.getByLabel('Target address (optional)').fill(V3_VAULT);
    await page.getByLabel('Chain (optional)').selectOption({label: 'Polygon'});
    await page.getByRole('button', {name: 'Explain'}).click();
    await expect(call(page, '0').locator('> h3')).toContainText('redeem(');
    const shared = page.url();
    expect(new URL(shared).hash).toBe(fragmentOf({input: sample.input, to: V3_VAULT, chainId: SILENT_CHAIN}));

    const other = await page.context().newPage();
    await other.goto(shared);
    await expect(other.getByLabel('Calldata or Safe JSON')).toHaveValue(sample.input);
    await expect(other.getByLabel('Target address (optional)')).toHaveValue(V3_VAULT);
    await expect(other.getByLabel('Chain (optional)')).toHaveValue(String(SILENT_CHAIN));
    await expect(call(other, '0').locator('> h3')).toContainText('redeem(');
    await other.close();

    await page.getByLabel('Calldata or Safe JSON').fill('0x123');
    await page.getByRole('button', {name: 'Explain'}).click();
    await expect(page.locator('[data-explain-problem]')).toBeVisible();
    await page.goBack();
    await expect(page.getByLabel('Calldata or Safe JSON')).toHaveValue(sample.input);
    await expect(call(page, '0').locator('> h3')).toContainText('redeem(');
  });

  test('live detail shows when the chain answers', async ({page}) => {
    await open(page, fragmentOf(nestedSafeBatch()));
    await expect(page.locator('[data-live-status="ok"]')).toBeVisible();
    await expect(call(page, '0').locator('> dl [data-live-safe]')).toContainText(
      `${STAND_IN_SAFE.threshold} of ${STAND_IN_SAFE.owners.length} owners must sign`,
    );
    await expect(call(page, '0.0.1').locator('> dl [data-live-version]')).toContainText('3.0.4');
  });

  for (const [chainId, reason] of [
    [SILENT_CHAIN, /Live detail from Polygon is unavailable \(.+\)/],
    [LYING_CHAIN, /Live detail from Base is unavailable \(the RPC node is on chain 1, not Base \(8453\)\)/],
  ] as const) {
    test(`without live detail from chain ${chainId} the offline explanation stays whole and a sentence says why`, async ({
      page,
    }) => {
      await open(page, fragmentOf({...nestedSafeBatch(), chainId}));
      await expect(page.locator('[data-live-status="unavailable"]')).toHaveText(reason);
      await expect(page.locator('[data-call-path]')).toHaveCount(6);
      await expect(page.locator('[data-live-safe], [data-live-version], [data-live-amount]')).toHaveCount(0);
    });
  }

  for (const mode of ['light', 'dark'] as const) {
    test(`the form and results pass axe in ${mode} mode`, async ({page}) => {
      await page.emulateMedia({colorScheme: mode});
      await open(page, fragmentOf(nestedSafeBatch()));
      await expect(page.locator('[data-live-status="ok"]')).toBeVisible();
      const boxes = page.locator('[data-candidates]');
      await boxes.evaluateAll((all) => all.forEach((box) => ((box as HTMLDetailsElement).open = true)));
      // Each list is drawn once its box opens: wait until every open box shows its versions.
      await expect(page.locator('[data-candidates] > ul')).toHaveCount(await boxes.count());
      // The browser lays out a call only as it nears the view (content-visibility), and axe judges contrast from
      // the layout: the scan sees every call laid out, as a reader who scrolls to it does.
      await page.addStyleTag({content: '[data-call-path] { content-visibility: visible !important; }'});
      const {violations} = await new AxeBuilder({page}).include('[data-transaction-explainer]').analyze();
      expect(violations.map((v) => `${v.id} (${v.impact}): ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
    });
  }

  test('the warnings are announced, not the call tree, and the form works from the keyboard', async ({page}) => {
    await open(page);
    await expect(explainer(page).locator('[aria-live="polite"]')).toHaveCount(1);
    await page.getByLabel('Calldata or Safe JSON').focus();
    await page.keyboard.insertText(WARNING_SAMPLES['limit-max'].input);
    await page.getByRole('button', {name: 'Explain'}).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('[aria-live="polite"] [data-warning="limit-max"]')).toBeVisible();
    // The warnings are announced; the call tree is shown, not read out call by call.
    await expect(explainer(page).locator('[data-call-path]').first()).toBeVisible();
    await expect(page.locator('[aria-live="polite"] [data-call-path]')).toHaveCount(0);
  });

  test("the page's Markdown copy sends assistants to the MCP tools instead of the widget", async ({request}) => {
    const copy = await (await request.get(`${PAGE}.md`)).text();
    expect(copy).toContain('`explain_calldata` takes `input`');
    expect(copy).toContain('`explain_revert` takes `input`');
    expect(copy).not.toContain('<TransactionExplainer');
  });
});
