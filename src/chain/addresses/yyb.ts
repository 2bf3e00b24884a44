import type {AddressEntry} from './types';

/**
 * yYB, Yearn's liquid locker for Yield Basis (YB locked as veYB), on Ethereum mainnet.
 * No on-chain directory names these contracts, so none is checked live. Most come from the
 * previous Yearn docs; the zap, the vault's strategy, the migration contract and the two
 * Yield Basis contracts only from the yYB app's own constants.
 * The crvUSD vault that pays YBS rewards is the yCRV one (`ycrv.yvcrvusd`), listed once.
 */
const DEVDOCS = {kind: 'listed', list: 'yearn/yearn-devdocs at ffa888f (yYB contract addresses)'} as const;
const APP = {kind: 'listed', list: 'yearn/ylockers-ui at a11fa34 (packages/yb/constants.ts)'} as const;

export const YYB_ADDRESSES = [
  {id: 'yyb.yb', label: 'YB', address: '0x01791F726B4103694969820be083196cC7c045fF', chains: [1], source: DEVDOCS},
  {id: 'yyb.yyb', label: 'yYB', address: '0x22222222aEA0076fCA927a3f44dc0B4FdF9479D6', chains: [1], source: DEVDOCS},
  {
    id: 'yyb.boosted-staker',
    label: 'yYB boosted staker',
    address: '0x5D2eA33449A60a70E8FCdc5251FDd86a030fAD91',
    chains: [1],
    source: DEVDOCS,
  },
  {
    id: 'yyb.rewards-distributor',
    label: 'Rewards distributor',
    address: '0x1d02F6A86Ed5650f93E40FCD62fa5727c32ad746',
    chains: [1],
    source: DEVDOCS,
  },
  {
    id: 'yyb.boosted-staker-utilities',
    label: 'Boosted staker utilities',
    address: '0xb70E1CBFf4DFf345b3Aa832CC1C03cA26766AD55',
    chains: [1],
    source: DEVDOCS,
  },
  {
    id: 'yyb.yvyyb',
    label: 'yvyYB',
    address: '0x1F6f16945e395593d8050d6Cc33e4328a515B648',
    chains: [1],
    source: DEVDOCS,
  },
  {
    id: 'yyb.lp-yyb',
    label: 'lp-yYB',
    address: '0x0844C227b892be5d7c837000C096f64bFc316c2d',
    chains: [1],
    source: DEVDOCS,
  },
  {id: 'yyb.zap', label: 'yYB zap', address: '0x7D3A6d1085FE898965cbC0b47A5a652965438cAC', chains: [1], source: APP},
  {
    id: 'yyb.yvyyb-strategy',
    label: 'yvyYB strategy',
    address: '0x206CeFd7820d907f9d2c1332349001F7294bf802',
    chains: [1],
    source: APP,
  },
  {
    id: 'yyb.locker-migration',
    label: 'veYB migration',
    address: '0x0000000C90799449af8eE0B240Da639144a36C6A',
    chains: [1],
    source: APP,
  },
  {
    id: 'yyb.veyb',
    label: 'veYB (Yield Basis)',
    address: '0x8235c179E9e84688FBd8B12295EfC26834dAC211',
    chains: [1],
    source: APP,
  },
  {
    id: 'yyb.yb-gauge-controller',
    label: 'Yield Basis gauge controller',
    address: '0x1Be14811A3a06F6aF4fA64310a636e1Df04c1c21',
    chains: [1],
    source: APP,
  },
] as const satisfies readonly AddressEntry[];
