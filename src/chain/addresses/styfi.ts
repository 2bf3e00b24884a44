import type {AddressEntry} from './types';

/**
 * stYFI (governance staking since YIP-88) on Ethereum mainnet, as the existing
 * Yearn docs list it (yearn/yearn-devdocs at ffa888f,
 * docs/developers/addresses/styfi-contracts.md). No on-chain directory that the
 * site reads names these contracts, so they are not checked live.
 */
const LISTED = {kind: 'listed', list: 'yearn/yearn-devdocs at ffa888f (stYFI contract addresses)'} as const;

export const STYFI_ADDRESSES = [
  {
    id: 'styfi.styfi',
    label: 'stYFI',
    address: '0x42b25284E8ae427D79da78b65DFFC232aAECc016',
    chains: [1],
    source: LISTED,
  },
  {
    id: 'styfi.styfix',
    label: 'stYFIx',
    address: '0x9C42461AA8422926e3AEF7B1C6e3743597149d79',
    chains: [1],
    source: LISTED,
  },
  {
    id: 'styfi.reward-token',
    label: 'Reward token (yvUSDC)',
    address: '0xBe53A109B494E5c9f97b9Cd39Fe969BE68BF6204',
    chains: [1],
    source: LISTED,
  },
  {
    id: 'styfi.reward-claimer',
    label: 'Reward claimer',
    address: '0xA82454009E01Ae697012a73cB232d85e61B05e50',
    chains: [1],
    source: LISTED,
  },
  {
    id: 'styfi.reward-distributor',
    label: 'Reward distributor',
    address: '0xd31911a33a5577Be233Dc096F6F5a7e496fF5934',
    chains: [1],
    source: LISTED,
  },
  {
    id: 'styfi.styfi-reward-distributor',
    label: 'stYFI reward distributor',
    address: '0x95547eDe56cF74B73dd78a37f547127dffDA6113',
    chains: [1],
    source: LISTED,
  },
  {
    id: 'styfi.styfix-reward-distributor',
    label: 'stYFIx reward distributor',
    address: '0x952B31960C97E76362Ac340D07D183aDa15e3d6E',
    chains: [1],
    source: LISTED,
  },
  {
    id: 'styfi.staking-middleware',
    label: 'Staking middleware',
    address: '0xc32bd1A70e831c43956Ff2f5F23f2Ee45a04C020',
    chains: [1],
    source: LISTED,
  },
  {
    id: 'styfi.veyfi-reward-distributor',
    label: 'veYFI reward distributor (migrated locks)',
    address: '0x2548BF65916fdABB5A5673fC4225011FF29ee884',
    chains: [1],
    source: LISTED,
  },
  {
    id: 'styfi.ll-redemption',
    label: 'Liquid locker redemption',
    address: '0xBA18D0DF75a3ff58EF40A8fc0d3E4dB74A0e681D',
    chains: [1],
    source: LISTED,
  },
  {
    id: 'styfi.ll-reward-distributor',
    label: 'Liquid locker reward distributor',
    address: '0x7eFc3953Bed2fc20b9f825eBffaB1cC8B072a000',
    chains: [1],
    source: LISTED,
  },
  // The three liquid locker tokens and their LiquidLockerDepositor contracts, from the same list.
  {
    id: 'styfi.ll-stake-dao',
    label: 'StakeDAO sdYFI',
    address: '0x97983236bE88107Cc8998733Ef73D8d969c52E37',
    chains: [1],
    source: LISTED,
  },
  {
    id: 'styfi.ll-stake-dao-depositor',
    label: 'StakeDAO sdYFI depositor',
    address: '0xA16F6FC7380300525C812ea2733Ad62DDA58143B',
    chains: [1],
    source: LISTED,
  },
  {
    id: 'styfi.ll-1up',
    label: '1UP upYFI',
    address: '0xCb7DCe63aBE175cA354Dcca9cc10554D255777Ee',
    chains: [1],
    source: LISTED,
  },
  {
    id: 'styfi.ll-1up-depositor',
    label: '1UP upYFI depositor',
    address: '0x52Aa16860E0D42B6a7b6ecC15688472eb20135c9',
    chains: [1],
    source: LISTED,
  },
  {
    id: 'styfi.ll-cove',
    label: 'Cove coveYFI',
    address: '0xFf71841EeFca78a64421db28060855036765c248',
    chains: [1],
    source: LISTED,
  },
  {
    id: 'styfi.ll-cove-depositor',
    label: 'Cove coveYFI depositor',
    address: '0x3d4Ced97ADb0ae3A53DA95a47fFc749aAd26BC8f',
    chains: [1],
    source: LISTED,
  },
] as const satisfies readonly AddressEntry[];
