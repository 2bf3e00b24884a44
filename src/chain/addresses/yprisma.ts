import type {AddressEntry} from './types';

/**
 * yprisma contracts, as listed on docs-developers/addresses/yprisma-contracts.md.
 * Values come from yearn/yearn-devdocs at ffa888f (yPRISMA contracts page); they were not part of the on-chain
 * check and no on-chain directory confirms them, so they are not checked live.
 */
const LISTED = {kind: 'listed', list: 'yearn/yearn-devdocs at ffa888f (yPRISMA contracts page)'} as const;

export const YPRISMA_ADDRESSES = [
  {
    id: 'yprisma.prisma',
    label: 'PRISMA',
    address: '0xdA47862a83dac0c112BA89c6abC2159b95afd71C',
    chains: [1],
    source: LISTED,
  },
  {
    id: 'yprisma.yprisma',
    label: 'yPRISMA',
    address: '0xe3668873D944E4A949DA05fc8bDE419eFF543882',
    chains: [1],
    source: LISTED,
  },
  {
    id: 'yprisma.yearn-boosted-staker',
    label: 'Yearn boosted staker',
    address: '0xF4C6e0E006F164535508787873d86b84fe901975',
    chains: [1],
    source: LISTED,
  },
  {
    id: 'yprisma.rewards-distributor',
    label: 'Rewards distributor',
    address: '0xc480b481dD194EAc469EC9c4484D23d54B868EDD',
    chains: [1],
    source: LISTED,
  },
  {
    id: 'yprisma.yprisma-fee-receiver',
    label: 'yPRISMA fee receiver',
    address: '0x76DF88Aa8711822472Cb40Ed8c972A461A20ecdc',
    chains: [1],
    source: LISTED,
  },
  {
    id: 'yprisma.boosted-staker-utilities',
    label: 'Boosted staker utilities',
    address: '0xf04037D102b64E365eF6Eb81937bDf59B31fE5B8',
    chains: [1],
    source: LISTED,
  },
  {
    id: 'yprisma.yvyprisma',
    label: 'yvyPRISMA',
    address: '0x10537D7bD661C9c34F547b38EC662D6FD482Ae95',
    chains: [1],
    source: LISTED,
  },
  {
    id: 'yprisma.yvmkusd-a',
    label: 'yvmkUSD-A',
    address: '0x04AeBe2e4301CdF5E9c57B01eBdfe4Ac4B48DD13',
    chains: [1],
    source: LISTED,
  },
  {
    id: 'yprisma.legacy-yprisma-token',
    label: 'Legacy yPRISMA token',
    address: '0xfd37356c1a62288b32Fa58188c77Ab0D694a0f4E',
    chains: [1],
    source: LISTED,
  },
  {
    id: 'yprisma.yprisma-staking-yvmkusd-a-rewards',
    label: 'yPRISMA staking, yvmkUSD-A rewards',
    address: '0xE3EE395C9067dD15C492Ca950B101a7d6c85b5Fc',
    chains: [1],
    source: LISTED,
  },
  {
    id: 'yprisma.yprisma-staking-wsteth-rewards',
    label: 'yPRISMA staking, wstETH rewards',
    address: '0x774a55C3Eeb79929fD445Ae97191228Ab39c4d0f',
    chains: [1],
    source: LISTED,
  },
  {
    id: 'yprisma.yprisma-staking-dyfi-rewards',
    label: 'yPRISMA staking, dYFI rewards',
    address: '0x93283184650f4d3B4253ABd00978176732118428',
    chains: [1],
    source: LISTED,
  },
  {
    id: 'yprisma.yprisma-lp-staking-yprisma-rewards',
    label: 'yPRISMA LP staking, yPRISMA rewards',
    address: '0x6806D62AAdF2Ee97cd4BCE46BF5fCD89766EF246',
    chains: [1],
    source: LISTED,
  },
  {
    id: 'yprisma.ycrv-staking-yprisma-rewards',
    label: 'yCRV staking, yPRISMA rewards',
    address: '0x84c94d739e075b3C7431bdb1A005F0412DF828a5',
    chains: [1],
    source: LISTED,
  },
] as const satisfies readonly AddressEntry[];
