import {readFileSync} from 'node:fs';
import path from 'node:path';

import {erc20Abi, erc4626Abi, parseAbiItem, toEventSelector, toFunctionSelector, type AbiFunction} from 'viem';
import {describe, expect, it} from 'vitest';

import {loadCatalog, type ContractPage} from '../../../src/reference/catalog';
import {renderContractPage} from '../../../src/reference/markdown';
import type {AbiEntry} from '../../../src/reference/schema';
import {REFERENCE_DATA_DIR, REFERENCE_ROUTE} from '../../../src/reference/paths';

/**
 * Consistency of the committed reference data: every published reference URL
 * has a page, every selector a page shows is the one the ABI defines, and
 * every standard a contract claims is fully in its ABI.
 */

const catalog = loadCatalog(path.resolve(REFERENCE_DATA_DIR));
const contracts = catalog.pages.filter((p): p is ContractPage => p.kind === 'contract');

const routePrefix = `${REFERENCE_ROUTE.slice(1)}/`;
const referenceRoutes = readFileSync(path.resolve('tests/fixtures/routes.txt'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line.startsWith(routePrefix));

const ERC2612 = [
  'permit(address,address,uint256,uint256,uint8,bytes32,bytes32)',
  'nonces(address)',
  'DOMAIN_SEPARATOR()',
];

function functionSignatures(abi: readonly AbiEntry[]): Set<string> {
  return new Set(abi.filter((e) => e.type === 'function').map((e) => toFunctionSelector(e as AbiFunction)));
}

describe('contract reference data', () => {
  it('has a page for every published reference URL', () => {
    const pages = new Set(catalog.pages.map((p) => p.path));
    const missing = referenceRoutes
      .map((route) => route.slice(routePrefix.length).replace(/\/$/, '/index').replace(/^$/, 'index'))
      .map((pagePath) => (pagePath === '' ? 'index' : pagePath))
      .filter((pagePath) => !pages.has(pagePath));
    expect(referenceRoutes.length).toBeGreaterThan(200);
    expect(missing).toEqual([]);
  });

  it('has a page for every V3 reference URL the previous docs published at their last version', () => {
    const pages = new Set(catalog.pages.map((p) => p.path));
    const v3Routes = readFileSync(path.resolve('tests/fixtures/routes-2026-07.txt'), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line.startsWith(`${routePrefix}V3/`))
      .map((route) => route.slice(routePrefix.length));
    // AuctionFactory, AuctionRegistry and Keeper were published after the 0.4.3 list (routes.txt).
    expect(v3Routes).toEqual(
      expect.arrayContaining(['V3/Periphery/AuctionFactory', 'V3/Periphery/AuctionRegistry', 'V3/Periphery/Keeper']),
    );
    expect(v3Routes.filter((pagePath) => !pages.has(pagePath))).toEqual([]);
  });

  it('shows, for every function, event and error, the selector its ABI entry defines', () => {
    let checked = 0;
    for (const page of contracts) {
      const entries = [...page.model.functions, ...page.model.events, ...page.model.errors];
      for (const abiItem of page.data.abi) {
        if (abiItem.type !== 'function' && abiItem.type !== 'event' && abiItem.type !== 'error') continue;
        // viem formats the ABI item itself: an independent route from ABI to selector.
        const expected =
          abiItem.type === 'event' ? toEventSelector(abiItem as never) : toFunctionSelector(abiItem as never);
        const shown = entries.find((e) => e.kind === abiItem.type && e.selector === expected);
        expect(shown, `${page.file}: ${abiItem.name} ${expected}`).toBeDefined();
        expect(toFunctionSelector(shown!.signature), `${page.file}: ${shown!.signature}`).toBe(expected.slice(0, 10));
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('writes Solidity declarations that parse back to the same selector', () => {
    let parsed = 0;
    for (const page of contracts.filter((p) => p.data.language === 'solidity')) {
      for (const entry of page.model.functions) {
        // Struct and contract names need their definitions to parse; elementary signatures are enough to test the renderer.
        const elementary = [...entry.inputs, ...entry.outputs].every((row) =>
          /^[a-z]+[0-9]*(\[[0-9]*\])*$/.test(row.type),
        );
        if (entry.kind !== 'function' || !elementary) continue;
        const item = parseAbiItem(entry.declaration.replace(/;$/, '')) as AbiFunction;
        expect(toFunctionSelector(item), `${page.file}: ${entry.declaration}`).toBe(entry.selector);
        parsed += 1;
      }
    }
    expect(parsed).toBeGreaterThan(300);
  });

  it('contains every function of each standard a contract claims to implement', () => {
    const standards = {
      ERC20: erc20Abi.filter((e) => e.type === 'function').map((e) => toFunctionSelector(e)),
      ERC4626: erc4626Abi.filter((e) => e.type === 'function').map((e) => toFunctionSelector(e)),
      ERC2612: ERC2612.map((signature) => toFunctionSelector(signature)),
    };
    const claims = contracts.flatMap((page) => (page.data.implements ?? []).map((standard) => ({page, standard})));
    expect(claims.length).toBeGreaterThan(3);
    for (const {page, standard} of claims) {
      const selectors = functionSignatures(page.data.abi);
      const missing = standards[standard].filter((selector) => !selectors.has(selector));
      expect(missing, `${page.file} claims ${standard}`).toEqual([]);
    }
  });

  it('claims ERC-4626 for every V3 vault and tokenized strategy version', () => {
    const v3Vaults = contracts.filter((p) => ['VaultV3', 'TokenizedStrategy'].includes(p.data.contract));
    expect(v3Vaults.length).toBeGreaterThanOrEqual(6);
    for (const page of v3Vaults) expect(page.data.implements, page.file).toContain('ERC4626');
  });

  it('renders no empty section: each page documents entries, each intro has prose', () => {
    for (const page of catalog.pages) {
      if (page.kind === 'contract') {
        expect(page.model.functions.length + page.model.events.length, page.file).toBeGreaterThan(0);
        const text = renderContractPage({
          model: page.model,
          id: 'x',
          editUrl: 'e',
          deployments: [],
          deprecated: page.deprecated,
        });
        for (const heading of text.matchAll(/^## (.+)$/gm)) {
          const after = text.slice(heading.index! + heading[0].length).trimStart();
          expect(after.startsWith('## '), `${page.file}: section "${heading[1]}" is empty`).toBe(false);
        }
      } else {
        const body = page.source.replace(/^---\n[\s\S]*?\n---\n/, '');
        expect(body.split(/\s+/).filter(Boolean).length, page.file).toBeGreaterThan(80);
      }
    }
  });
});
