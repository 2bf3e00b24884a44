import fs from 'node:fs';
import path from 'node:path';

import {toFunctionSelector} from 'viem';
import {describe, expect, it} from 'vitest';

import {closestNames, findAddresses, findContract, LookupError, pageRoute} from '../../mcp/lookup';
import {addressBookFile, addressPageUrl, AGENT_API, contractIndexFile} from '../../src/agents/api';
import {skillMarkdown} from '../../src/agents/skill';
import {ADDRESS_BOOK, ADDRESS_PAGES, getEntry} from '../../src/chain/addressBook';
import {DOCS_AREAS} from '../../src/config/areas';
import {SITE} from '../../src/config/site';
import {loadCatalog} from '../../src/reference/catalog';
import {referenceDirs} from '../../src/reference/paths';

const ROOT = path.resolve(__dirname, '../..');
const SITES = [SITE.url, 'http://127.0.0.1:4000'];
const book = addressBookFile(ADDRESS_BOOK);
const contracts = contractIndexFile(loadCatalog(referenceDirs(ROOT).dataDir, ROOT));

describe('page paths from a model', () => {
  it('accepts paths, Markdown and HTML addresses and URLs of the site', () => {
    expect(pageRoute('/developers/v3/overview', SITES)).toBe('/developers/v3/overview');
    expect(pageRoute('developers/v3/overview.md', SITES)).toBe('/developers/v3/overview');
    expect(pageRoute('/developers/v3/overview/', SITES)).toBe('/developers/v3/overview');
    expect(pageRoute('/developers/addresses/index.html', SITES)).toBe('/developers/addresses');
    expect(pageRoute('https://docs.yearn.fi/developers/v3/overview?x=1#roles', SITES)).toBe('/developers/v3/overview');
    expect(pageRoute('http://127.0.0.1:4000/developers/v3/overview', SITES)).toBe('/developers/v3/overview');
  });

  it('refuses paths that leave the site, other sites and the home page', () => {
    for (const outside of ['../etc/passwd', '/developers/../../x', '/developers/%2e%2e/x', '/a/..%5c..%5cx']) {
      expect(() => pageRoute(outside, SITES), outside).toThrow(LookupError);
    }
    expect(() => pageRoute('https://evil.example/developers/v3/overview', SITES)).toThrow(/is not this site/);
    expect(() => pageRoute('file:///etc/passwd', SITES)).toThrow(/is not this site/);
    expect(() => pageRoute('/', SITES)).toThrow(/home page/);
    expect(() => pageRoute('/developers/<script>', SITES)).toThrow(/not a page path/);
  });

  it('suggests the nearest names for a misspelt one', () => {
    const pages = ['/developers/v3/overview', '/developers/v3/releases', '/getting-started/guides/how-apy-works'];
    expect(closestNames('/developers/v3/overveiw', pages, 1)).toEqual(['/developers/v3/overview']);
    expect(closestNames('VaultV9', ['VaultV3', 'TokenizedStrategy', 'ReleaseRegistry'], 1)).toEqual(['VaultV3']);
  });
});

describe('the published address book', () => {
  it('has every entry with its chain, explorer link, confirmation and page', () => {
    expect(book.version).toBe(AGENT_API.version);
    // One line per entry and chain.
    expect(book.entries).toHaveLength(ADDRESS_BOOK.reduce((sum, entry) => sum + entry.chains.length, 0));
    const registry = book.entries.find((entry) => entry.id === 'v3.release-registry' && entry.chainId === 1)!;
    expect(registry).toMatchObject({
      chain: 'Ethereum',
      explorerUrl: `https://etherscan.io/address/${getEntry('v3.release-registry').address}`,
      checkedOnChain: true,
      lastConfirmed: getEntry('v3.release-registry').checkedOn,
      page: '/developers/addresses/v3-contracts',
    });
    expect(registry.confirmedBy).toBe(
      'ProtocolAddressProvider.getReleaseRegistry() and ENS name release.registry.v3.ychad.eth',
    );
    for (const entry of book.entries)
      if (entry.source.kind === 'listed') expect(entry.checkedOnChain, entry.id).toBe(false);
    // On Katana the same contract has Katana's explorer, is confirmed through Katana's provider, and has no snapshot date.
    const onKatana = book.entries.find((entry) => entry.id === 'v3.release-registry' && entry.chainId === 747474)!;
    expect(onKatana).toMatchObject({
      chain: 'Katana',
      checkedOnChain: true,
      lastConfirmed: null,
      address: registry.address,
    });
    expect(onKatana.explorerUrl).not.toContain('etherscan.io');
    expect(onKatana.confirmedBy).toBe('ProtocolAddressProvider.getReleaseRegistry()');
  });

  it('links each address page that exists in the docs', () => {
    for (const page of Object.keys(ADDRESS_PAGES)) {
      const file = path.join(ROOT, 'docs-developers', addressPageUrl(page).replace(/^\/developers\//, ''));
      expect(fs.existsSync(`${file}.md`) || fs.existsSync(`${file}.mdx`), page).toBe(true);
    }
  });

  it('finds entries by name words, ENS name, address and chain', () => {
    expect(findAddresses(book, {query: 'V3 release registry'})[0]!.id).toBe('v3.release-registry');
    expect(findAddresses(book, {query: 'release.registry.v3.ychad.eth'}).map((entry) => entry.id)).toEqual([
      'v3.release-registry',
    ]);
    const address = getEntry('v3.role-manager').address;
    expect(findAddresses(book, {query: address.toLowerCase()}).map((entry) => entry.id)).toEqual(['v3.role-manager']);
    const onBase = findAddresses(book, {query: 'release registry', chain: 'Base'});
    expect(onBase.map((entry) => entry.id)).toContain('v2.base-release-registry');
    for (const entry of onBase) expect(entry.chainId).toBe(8453);
    expect(findAddresses(book, {query: 'release registry', chain: 1}).length).toBeGreaterThan(0);
    expect(() => findAddresses(book, {query: 'registry', chain: 'Narnia'})).toThrow(/unknown chain/);
    expect(() => findAddresses(book, {query: '!!!'})).toThrow(LookupError);
  });
});

describe('the published contract index', () => {
  it('gives a member by signature, name or selector, with the selector viem computes', () => {
    const bySignature = findContract(contracts, {name: 'VaultV3', member: 'deposit(uint256,address)'});
    const member = bySignature.members[0] as {selector: string; declaration: string; url: string};
    expect(member.selector).toBe('0x6e553f65');
    expect(member.selector).toBe(toFunctionSelector('deposit(uint256,address)'));
    expect(member.url).toMatch(/^\/developers\/smart-contracts\/V3\/VaultV3#deposit$/);
    expect(findContract(contracts, {name: 'vaultv3', member: '0x6e553f65'}).members).toEqual(bySignature.members);
    expect(findContract(contracts, {name: 'VaultV3', member: 'process_report'}).members).toHaveLength(1);
  });

  it('picks the current version by default and names the versions', () => {
    const answer = findContract(contracts, {name: 'VaultV3'});
    expect(answer.contract.deprecated).toBe(false);
    expect(answer.versions[0]!.version).toBe(answer.contract.version);
    expect(() => findContract(contracts, {name: 'VaultV3', version: '9.9.9'})).toThrow(/has no version "9.9.9"/);
    expect(() => findContract(contracts, {name: 'VaultV9'})).toThrow(/closest: VaultV3/);
    expect(() => findContract(contracts, {name: 'VaultV3', member: 'withdraw_all'})).toThrow(
      /no member "withdraw_all"/,
    );
  });
});

describe('the skill file', () => {
  it('names the published files and the verification rule', () => {
    const skill = skillMarkdown(SITE.url, DOCS_AREAS);
    expect(skill).toMatch(/^---\nname: yearn-docs\ndescription: .+\n---\n/);
    for (const url of [AGENT_API.addresses, AGENT_API.contracts, '/llms.txt', `/developers/${AGENT_API.areaIndexFile}`])
      expect(skill).toContain(`${SITE.url}${url}`);
    expect(skill).toMatch(/Never guess a contract address/);
    expect(skill).toMatch(/verify it/);
  });
});
