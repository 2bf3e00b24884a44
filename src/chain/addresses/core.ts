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
