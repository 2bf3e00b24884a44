import {DADDIES} from './directories';
import {SNAPSHOT_DATE} from './snapshot';
import type {AddressEntry} from './types';

/**
 * Yearn's Safe multisigs, checked live through their ENS names under
 * ychad.eth. ychad.eth and brain.ychad.eth are also in the on-chain snapshot
 * (as the role manager's Daddy and Brain); dev and treasury come from Yearn's
 * published address list and are confirmed by ENS only.
 */
export const MULTISIG_ADDRESSES = [
  {
    id: 'multisig.ychad',
    label: 'Governance multisig (yChad)',
    address: DADDIES.mainnet,
    chains: [1],
    checkedOn: SNAPSHOT_DATE,
    source: {kind: 'ens', name: 'ychad.eth'},
  },
  {
    id: 'multisig.brain',
    label: 'Strategist multisig (yearnBrain)',
    address: '0x16388463d60FFE0661Cf7F1f31a7D658aC790ff7',
    chains: [1],
    checkedOn: SNAPSHOT_DATE,
    source: {kind: 'ens', name: 'brain.ychad.eth'},
  },
  {
    id: 'multisig.dev',
    label: 'Core dev multisig',
    address: '0x846e211e8ba920B353FB717631C015cf04061Cc9',
    chains: [1],
    source: {kind: 'ens', name: 'dev.ychad.eth'},
  },
  {
    id: 'multisig.treasury',
    label: 'Treasury',
    address: '0x93A62dA5a14C80f265DAbC077fCEE437B1a0Efde',
    chains: [1],
    source: {kind: 'ens', name: 'treasury.ychad.eth'},
  },
] as const satisfies readonly AddressEntry[];

/** Listed by yearn/yearn-devdocs at ffa888f (docs/developers/addresses/core-contracts.md); no directory the site reads names them. */
const LISTED = {kind: 'listed', list: 'yearn/yearn-devdocs at ffa888f (core contract addresses)'} as const;

/**
 * The strategy timelock and its executor, one CREATE3 address on every V3
 * chain. yearn/yearn.fi at 7db8760 reads the same timelock address on all six
 * chains (src/server/lib/timelockStrategies/config.ts).
 */
const TIMELOCK_LISTED = {
  kind: 'listed',
  list: 'yearn/yearn-devdocs at ffa888f (core contract addresses) and yearn/yearn.fi at 7db8760 (strategy timelock)',
} as const;

/** The chains the listed sources name the timelocks on (written out: a new V3 chain is added here once confirmed). */
const TIMELOCK_CHAINS = [1, 10, 137, 8453, 42161, 747474] as const;

export const TIMELOCK_ADDRESSES = [
  {
    id: 'timelock.strategy',
    label: 'Strategy timelock',
    address: '0x88Ba032be87d5EF1fbE87336B7090767F367BF73',
    chains: TIMELOCK_CHAINS,
    source: TIMELOCK_LISTED,
  },
  {
    id: 'timelock.executor',
    label: 'Timelock executor',
    address: '0xF8f60BF9456A6e0141149Db2DD6f02C60da5779B',
    chains: TIMELOCK_CHAINS,
    source: LISTED,
  },
] as const satisfies readonly AddressEntry[];

/**
 * The Security and Monitoring (SAM) and Curation multisigs and each chain's
 * strategist multisig and treasury. Each chain's governance multisig (Daddy)
 * is a V3 entry, confirmed by the chain's role manager.
 */
export const CHAIN_MULTISIG_ADDRESSES = [
  {
    id: 'multisig.sam',
    label: 'SAM multisig',
    address: '0xe5e2Baf96198c56380dDD5E992D7d1ADa0e989c0',
    chains: [1],
    source: LISTED,
  },
  {
    id: 'multisig.arbitrum.sam',
    label: 'SAM multisig',
    address: '0xfd99a19Fcf577Be92fDAB4ef162c1644BB056885',
    chains: [42161],
    source: LISTED,
  },
  {
    id: 'multisig.base.sam',
    label: 'SAM multisig',
    address: '0xFEaE2F855250c36A77b8C68dB07C4dD9711fE36F',
    chains: [8453],
    source: LISTED,
  },
  {
    id: 'multisig.katana.sam',
    label: 'SAM multisig',
    address: '0x518C21DC88D9780c0A1Be566433c571461A70149',
    chains: [747474],
    source: LISTED,
  },
  // One address on each chain that lists it; yearn-devdocs lists none on OP Mainnet or Polygon.
  {
    id: 'multisig.curation',
    label: 'Curation multisig',
    address: '0x90D0f26025571295D18a6c041E47450B81886B51',
    chains: [1, 42161, 8453, 747474],
    source: LISTED,
  },
  {
    id: 'multisig.optimism.brain',
    label: 'Strategist multisig',
    address: '0xea3a15df68fCdBE44Fdb0DB675B2b3A14a148b26',
    chains: [10],
    source: LISTED,
  },
  {
    id: 'multisig.polygon.brain',
    label: 'Strategist multisig',
    address: '0x16388000546eDed4D476bd2A4A374B5a16125Bc1',
    chains: [137],
    source: LISTED,
  },
  {
    id: 'multisig.base.brain',
    label: 'Strategist multisig',
    address: '0x01fE3347316b2223961B20689C65eaeA71348e93',
    chains: [8453],
    source: LISTED,
  },
  {
    id: 'multisig.arbitrum.brain',
    label: 'Strategist multisig',
    address: '0x6346282DB8323A54E840c6C772B4399C9c655C0d',
    chains: [42161],
    source: LISTED,
  },
  {
    id: 'multisig.katana.brain',
    label: 'Strategist multisig',
    address: '0xBe7c7efc1ef3245d37E3157F76A512108D6D7aE6',
    chains: [747474],
    source: LISTED,
  },
  {
    id: 'multisig.optimism.treasury',
    label: 'Treasury',
    address: '0x84654e35E504452769757AAe5a8C7C6599cBf954',
    chains: [10],
    source: LISTED,
  },
  {
    id: 'multisig.base.treasury',
    label: 'Treasury',
    address: '0x02ff746D8cb62709aEEc611CeC9B17d7dD1D3480',
    chains: [8453],
    source: LISTED,
  },
  {
    id: 'multisig.arbitrum.treasury',
    label: 'Treasury',
    address: '0x1DEb47dCC9a35AD454Bf7f0fCDb03c09792C08c1',
    chains: [42161],
    source: LISTED,
  },
] as const satisfies readonly AddressEntry[];
