import fs from 'node:fs';
import path from 'node:path';

import {getAddress} from 'viem';
import {describe, expect, it} from 'vitest';

import {
  ADDRESS_BOOK,
  ADDRESS_PAGES,
  getEntry,
  liveChecks,
  pageEntries,
  sourceOn,
  type AddressEntry,
} from '../../src/chain/addressBook';
import {DADDY_BY_CHAIN, DIRECTORIES, ROLE_MANAGER_BY_CHAIN} from '../../src/chain/addresses/directories';
import {VIEM_CHAINS} from '../../src/chain/networks';
import {V3_CHAIN_IDS} from '../../src/config/chain';
import {LATEST_RELEASE, SNAPSHOT_DATE} from '../../src/chain/addresses/snapshot';
import snapshot from '../../data/chain/mainnet-snapshot-2026-07-21.json';
import {checklistStep} from '../support/addingAChain';

/** The chains yearn-devdocs at ffa888f lists the V3 protocol contracts and the timelocks on. */
const DEVDOCS_V3_CHAINS = [1, 10, 137, 8453, 42161, 747474];

const ROOT = path.resolve(__dirname, '../..');

function pagesUsing(component: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const dir of ['docs-developers/addresses', 'docs-developers/security']) {
    for (const file of fs.readdirSync(path.join(ROOT, dir))) {
      if (!/\.mdx?$/.test(file)) continue;
      const text = fs.readFileSync(path.join(ROOT, dir, file), 'utf8');
      const ids = [...text.matchAll(new RegExp(`<${component} id="([^"]+)"`, 'g'))].map((m) => m[1]!);
      if (ids.length) out.set(`${dir}/${file}`, ids);
    }
  }
  return out;
}

describe('address book', () => {
  it('has unique ids and checksummed addresses', () => {
    const ids = ADDRESS_BOOK.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const entry of ADDRESS_BOOK) expect(entry.address, entry.id).toBe(getAddress(entry.address));
  });

  it('matches every address of the on-chain snapshot', () => {
    const facts = snapshot.addressesData;
    const v3 = facts.v3ContractAddresses;
    const expected: [string, string][] = [
      ['v3.address-provider', v3.topLevel.v3ProtocolAddressProvider],
      ['v3.release-registry', v3.topLevel.v3ReleaseRegistry],
      ['v3.role-manager', v3.topLevel.v3RoleManager],
      ['v3.router', v3.protocolPeriphery.router],
      ['v3.apr-oracle', v3.protocolPeriphery.aprOracle],
      ['v3.common-report-trigger', v3.protocolPeriphery.commonReportTrigger],
      ['v3.role-manager-factory', v3.protocolPeriphery.roleManagerFactory],
      ['v3.brain', v3.yearnV3.yearnBrain],
      ['v3.daddy', v3.yearnV3.yearnDaddy],
      ['v3.accountant', v3.yearnV3.yearnAccountant],
      ['v3.debt-allocator', v3.yearnV3.yearnDebtAllocator],
      ['v3.registry', v3.yearnV3.yearnRegistry],
      ['multisig.ychad', v3.yearnV3.yearnDaddy],
      ['multisig.brain', v3.yearnV3.yearnBrain],
      ['token.yfi', facts.yfiTokenContracts.yfiAddress],
      ['token.veyfi', facts.yfiTokenContracts.veYfiAddress],
      ['token.dyfi', facts.yfiTokenContracts.dYfiAddress],
      ['veyfi.gauge-registry', facts.veYfiContracts.yfiGaugeRegistry],
      ['veyfi.gauge-controller', facts.veYfiContracts.yfiGaugeController],
      ['veyfi.dyfi-redemption', facts.veYfiContracts.dyfiRedemptionAddress],
      ['veyfi.yfi-reward-pool', facts.veYfiContracts.yfiRewardPool],
      ['veyfi.dyfi-reward-pool', facts.veYfiContracts.dYfyiRewardPool],
    ];
    for (const version of ['3.0.1', '3.0.2', '3.0.3', '3.0.4', '3.1.0'] as const) {
      const key = version.replace(/\./g, '');
      const release = v3.releaseRegistry[version];
      expected.push([`v3.release-${key}.vault-original`, release.vaultOriginal]);
      expected.push([`v3.release-${key}.factory`, release.factory]);
      expected.push([`v3.release-${key}.tokenized-strategy`, release.tokenizedStrategy]);
    }
    const gauges = Object.values(facts.veYfiGaugeAddresses) as string[];
    const bookGauges = ADDRESS_BOOK.filter((entry) => entry.source.kind === 'gaugeRegistry').map(
      (entry) => entry.address,
    );
    expect(bookGauges.map((a) => a.toLowerCase()).sort()).toEqual(gauges.map((a) => a.toLowerCase()).sort());
    for (const [id, address] of expected) expect(getEntry(id).address, id).toBe(getAddress(address));
  });

  it('has 3.1.0 as the latest release, with the dates taken from the snapshot', () => {
    expect(LATEST_RELEASE).toBe('3.1.0');
    expect(SNAPSHOT_DATE).toBe('2026-07-21');
    expect(getEntry('v3.release-310.factory').address).toBe('0x310aC28ACF5E514abDbFF9Ab25e21f1bfe22bcAC');
    expect(getEntry('v3.release-310.vault-original').address).toBe('0xdD3FA86409658d207A9BE0141eE560C8db557824');
    expect(getEntry('v3.release-310.tokenized-strategy').address).toBe('0x310f5Db015E9d6E542fd41bd4542640790791e76');
    for (const entry of ADDRESS_BOOK as readonly AddressEntry[])
      if (entry.checkedOn) expect(entry.checkedOn, entry.id).toBe(SNAPSHOT_DATE);
  });

  it('lists every widget id of a page in that page summary, and nothing else', () => {
    const pageKey = (file: string) => path.basename(file).replace(/\.mdx?$/, '');
    for (const [file, ids] of pagesUsing('ContractAddress')) {
      expect(new Set(ids), file).toEqual(new Set(ADDRESS_PAGES[pageKey(file)]));
    }
  });

  it('fails loudly on an unknown id', () => {
    expect(() => getEntry('v3.nope')).toThrow(/Unknown address book id "v3.nope"/);
    expect(() => pageEntries('nope')).toThrow(/Unknown address page/);
  });

  it('checks the other chains only where an on-chain source exists there (no ENS outside mainnet)', () => {
    const elsewhere = liveChecks(ADDRESS_BOOK).filter(({chainId}) => chainId !== 1);
    expect(elsewhere.length).toBeGreaterThan(0);
    for (const {entry, chainId} of elsewhere)
      expect(sourceOn(entry, chainId).kind, `${entry.id} on ${chainId}`).not.toBe('ens');
    for (const entry of (ADDRESS_BOOK as readonly AddressEntry[]).filter(
      (e) => e.id.startsWith('v2.') && !e.chains.includes(1),
    ))
      expect(liveChecks([entry])).toEqual([]);
  });

  it('names every chain of an entry once, and only chains the site knows', () => {
    const known = new Set(VIEM_CHAINS.map((chain) => chain.id));
    for (const entry of ADDRESS_BOOK as readonly AddressEntry[]) {
      expect(entry.chains.length, entry.id).toBeGreaterThan(0);
      expect(new Set(entry.chains).size, entry.id).toBe(entry.chains.length);
      for (const chainId of entry.chains) expect(known.has(chainId), `${entry.id} on ${chainId}`).toBe(true);
    }
  });
});

describe('V3 on every chain', () => {
  it('gives the live check the same directory addresses as the book', () => {
    expect(DIRECTORIES).toEqual({
      addressProvider: getEntry('v3.address-provider').address,
      releaseRegistry: getEntry('v3.release-registry').address,
      registry: getEntry('v3.registry').address,
      gaugeRegistry: getEntry('veyfi.gauge-registry').address,
    });
    for (const [chainId, address] of Object.entries(DADDY_BY_CHAIN)) {
      const daddies = (ADDRESS_BOOK as readonly AddressEntry[]).filter(
        (entry) => entry.id.endsWith('daddy') && entry.chains.includes(Number(chainId)),
      );
      expect(
        daddies.map((entry) => entry.address),
        `Daddy on ${chainId}`,
      ).toEqual([address]);
    }
  });

  it('lists each CREATE2 protocol contract once, on the chains yearn-devdocs lists it on', () => {
    for (const id of [
      'v3.address-provider',
      'v3.release-registry',
      'v3.router',
      'v3.role-manager-factory',
      'v3.release-310.factory',
      'v3.registry',
    ]) {
      // The registry is also on Sonic, where Yearn's indexers read it (yearn/kong, yearn/ydaemon).
      expect(getEntry(id).chains, id).toEqual(id === 'v3.registry' ? [...DEVDOCS_V3_CHAINS, 146] : DEVDOCS_V3_CHAINS);
      expect(
        ADDRESS_BOOK.filter((entry) => entry.address === getEntry(id).address && entry.id.startsWith('v3.')),
        id,
      ).toHaveLength(1);
    }
    // ENS confirms the provider on mainnet only; elsewhere its address is as listed.
    expect(sourceOn(getEntry('v3.address-provider'), 1).kind).toBe('ens');
    expect(sourceOn(getEntry('v3.address-provider'), 8453).kind).toBe('listed');
    expect(sourceOn(getEntry('v3.release-registry'), 747474)).toEqual({kind: 'provider', getter: 'getReleaseRegistry'});
  });

  it('has the role managers yearn-devdocs lists, checked by their own getters', () => {
    expect(getEntry('v3.base.role-manager')).toMatchObject({
      address: '0xea3481244024E2321cc13AcAa80df1050f1fD456',
      chains: [8453],
      source: {kind: 'roleManagerGetters'},
    });
    expect(getEntry('v3.katana.role-manager')).toMatchObject({
      address: '0x2297d2486070655c3a162b02c64248A2f9dBC9a4',
      chains: [747474],
      source: {kind: 'roleManagerGetters'},
    });
    const book = ADDRESS_BOOK as readonly AddressEntry[];
    for (const chainId of V3_CHAIN_IDS.filter((id) => id !== 10) as number[]) {
      const address = ROLE_MANAGER_BY_CHAIN[chainId];
      expect(address, `chain ${chainId} has no role manager: ${checklistStep('directories.ts')}`).toBeDefined();
      // The live check's role manager of the chain is the book's role manager entry of that chain, and only of it.
      const entries = book.filter((entry) => entry.address === address && entry.id.endsWith('role-manager'));
      expect(
        entries.map((entry) => entry.chains),
        String(chainId),
      ).toEqual([[chainId]]);
    }
    // Optimism lists the zero address for its role manager and accountant: not deployed, so not in the book.
    expect(ROLE_MANAGER_BY_CHAIN[10]).toBeUndefined();
    expect(
      (ADDRESS_BOOK as readonly AddressEntry[]).filter(
        (entry) => entry.chains.includes(10) && /\.(role-manager|accountant)$/.test(entry.id),
      ),
    ).toEqual([]);
    expect(ADDRESS_BOOK.some((entry) => entry.address === '0x0000000000000000000000000000000000000000')).toBe(false);
  });
});

describe('periphery, timelock and multisigs that Yearn lists by July 2026', () => {
  const page = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

  it('has the current auction factory, the strategy timelock and the SAM and Curation multisigs at the listed addresses', () => {
    expect(getEntry('v3.auction-factory')).toMatchObject({
      address: '0x55B3830B4D85e6868c73f00A2e857e9AdbF89568',
      chains: [1],
    });
    expect(getEntry('timelock.strategy')).toMatchObject({
      address: '0x88Ba032be87d5EF1fbE87336B7090767F367BF73',
      chains: DEVDOCS_V3_CHAINS,
    });
    expect(getEntry('timelock.executor').chains).toEqual(DEVDOCS_V3_CHAINS);
    expect(getEntry('multisig.sam')).toMatchObject({
      address: '0xe5e2Baf96198c56380dDD5E992D7d1ADa0e989c0',
      chains: [1],
    });
    expect(getEntry('multisig.curation')).toMatchObject({
      address: '0x90D0f26025571295D18a6c041E47450B81886B51',
      chains: [1, 42161, 8453, 747474],
    });
  });

  it('marks every one of them as listed, so the live check never claims to have confirmed them', () => {
    const ids = [
      ...[
        'auction-factory',
        'auction-registry',
        'keeper',
        'dumper',
        'accountant-factory',
        'debt-allocator-factory',
        'registry-factory',
        'splitter-factory',
        'deployer',
      ].map((id) => `v3.${id}`),
      'timelock.strategy',
      'timelock.executor',
      ...ADDRESS_PAGES['core-contracts']!.filter((id) =>
        /^multisig\.(sam|curation|[a-z]+\.(sam|brain|treasury))$/.test(id),
      ),
    ];
    expect(ids.length).toBeGreaterThan(20);
    for (const id of ids) {
      const entry = getEntry(id);
      expect(liveChecks([entry]), id).toEqual([]);
      for (const chainId of entry.chains) expect(sourceOn(entry, chainId).kind, `${id} on ${chainId}`).toBe('listed');
    }
  });

  it('shows each of them on an address page', () => {
    const v3 = page('docs-developers/addresses/v3-contracts.md');
    for (const id of [
      'v3.auction-factory',
      'v3.auction-registry',
      'v3.keeper',
      'v3.dumper',
      'v3.accountant-factory',
      'v3.debt-allocator-factory',
      'v3.registry-factory',
      'v3.splitter-factory',
      'v3.deployer',
    ]) {
      expect(v3, id).toContain(`<ContractAddress id="${id}" />`);
    }
    const core = page('docs-developers/addresses/core-contracts.md');
    for (const id of [
      'timelock.strategy',
      'timelock.executor',
      'multisig.sam',
      'multisig.arbitrum.sam',
      'multisig.base.sam',
      'multisig.katana.sam',
      'multisig.curation',
      'multisig.optimism.brain',
      'multisig.polygon.brain',
      'multisig.base.brain',
      'multisig.arbitrum.brain',
      'multisig.katana.brain',
      'multisig.optimism.treasury',
      'multisig.base.treasury',
      'multisig.arbitrum.treasury',
    ]) {
      expect(core, id).toContain(`<ContractAddress id="${id}" />`);
    }
  });

  it('states the timelock delay of every V3 chain on the multisig page', () => {
    const multisig = page('docs-developers/security/multisig.md');
    for (const row of [
      '| Ethereum | 7 days (604,800 seconds) |',
      '| OP Mainnet | 1 day (86,400 seconds) |',
      '| Polygon | 7 days |',
      '| Base | 7 days |',
      '| Arbitrum One | 7 days |',
      '| Katana | 7 days |',
    ]) {
      expect(multisig).toContain(row);
    }
  });
});
