import type {AddressEntry} from './types';

/**
 * ypools contracts, as listed on docs-developers/addresses/ypools-contracts.md.
 * Values come from yearn/yearn-devdocs at ffa888f (yPools contract addresses;
 * the inclusion vote from its page on adding assets to yETH); they were not
 * part of the on-chain check and no on-chain directory confirms them, so they
 * are not checked live.
 */
const LISTED = {
  kind: 'listed',
  list: 'yearn/yearn-devdocs at ffa888f (yPools contract addresses; the inclusion vote from its page on adding assets to yETH)',
} as const;

export const YPOOLS_ADDRESSES = [
  {
    id: 'ypools.yeth-token',
    label: 'yETH token',
    address: '0x1BED97CBC3c24A4fb5C069C6E311a967386131f7',
    chains: [1],
    source: LISTED,
  },
  {
    id: 'ypools.st-yeth',
    label: 'st-yETH (staked yETH)',
    address: '0x583019fF0f430721aDa9cfb4fac8F06cA104d0B4',
    chains: [1],
    source: LISTED,
  },
  {
    id: 'ypools.weighted-stableswap-pool',
    label: 'Weighted stableswap pool',
    address: '0xCcd04073f4BdC4510927ea9Ba350875C3c65BF81',
    chains: [1],
    source: LISTED,
  },
  {
    id: 'ypools.rate-providers',
    label: 'Rate providers',
    address: '0x5a7CbC89d543399743D7c4b4a21110b19c6208AE',
    chains: [1],
    source: LISTED,
  },
  {
    id: 'ypools.management',
    label: 'Management',
    address: '0xbBBBBbbB6B942883EAd4976882C99201108c784d',
    chains: [1],
    source: LISTED,
  },
  {
    id: 'ypools.guardian',
    label: 'Guardian',
    address: '0xDC775e813cDB38a4f02c4BAd3942319088018eFA',
    chains: [1],
    source: LISTED,
  },
  {
    id: 'ypools.protocol-owned-liquidity',
    label: 'Protocol owned liquidity',
    address: '0x929401e30Aab6bd648dEf2d30FF44952BaB04478',
    chains: [1],
    source: LISTED,
  },
  {
    id: 'ypools.shutdown-module',
    label: 'Shutdown module',
    address: '0xe9462885290eb79ece41367d92712d6f525Ba5FA',
    chains: [1],
    source: LISTED,
  },
  {
    id: 'ypools.curve-lp-module',
    label: 'Curve LP module',
    address: '0xCE62d9Eb4409af3800e24719e08A736aab7D2022',
    chains: [1],
    source: LISTED,
  },
  {
    id: 'ypools.staking-module',
    label: 'Staking module',
    address: '0x27a2FC2D47c5063A551C8fE81F580b84Ab78aC52',
    chains: [1],
    source: LISTED,
  },
  {
    id: 'ypools.merkle-incentives',
    label: 'Merkle incentives',
    address: '0xAE9De8A3e62e8E2f1e3800d142D23527680a5179',
    chains: [1],
    source: LISTED,
  },
  {
    id: 'ypools.bootstrap-deposit-vote-claim-incentives',
    label: 'Bootstrap: deposit, vote, claim incentives',
    address: '0x41B994C192183793bB9cc35bAAb8bD9C6885c6bf',
    chains: [1],
    source: LISTED,
  },
  {
    id: 'ypools.bootstrap-claim-st-yeth',
    label: 'Bootstrap: claim st-yETH',
    address: '0x7cf484D9d16BA26aB3bCdc8EC4a73aC50136d491',
    chains: [1],
    source: LISTED,
  },
  {
    id: 'ypools.generic-governor',
    label: 'Generic governor',
    address: '0xB7a528CF6D36F736Fa678A629b98A427d43E5ba5',
    chains: [1],
    source: LISTED,
  },
  {
    id: 'ypools.pool-governor',
    label: 'Pool governor',
    address: '0xd192E702ECc54fCFb52f6764333eb8A5C849D6ce',
    chains: [1],
    source: LISTED,
  },
  {
    id: 'ypools.executor',
    label: 'Executor',
    address: '0x71258Ee726644f1D52d6A9F5E11C21d1E38c2bF1',
    chains: [1],
    source: LISTED,
  },
  {
    id: 'ypools.ownership-proxy',
    label: 'Ownership proxy',
    address: '0x56aF9C2780E0323810aCFdAeaB3F58ef6e76FaFd',
    chains: [1],
    source: LISTED,
  },
  {
    id: 'ypools.weight-vote',
    label: 'Weight vote',
    address: '0x50397CAB18446761F05883338111AE0eD8213DA3',
    chains: [1],
    source: LISTED,
  },
  {
    id: 'ypools.inclusion-vote',
    label: 'Inclusion vote',
    address: '0x6bc0878939669339e82dbFa13d260c89230f2c31',
    chains: [1],
    source: LISTED,
  },
] as const satisfies readonly AddressEntry[];
