import type {AddressEntry} from './types';

/**
 * ycrv contracts, as listed on docs-developers/addresses/ycrv-contracts.md.
 * Values come from yearn/yearn-devdocs at ffa888f (yCRV contract addresses); they were not part of the on-chain
 * check and no on-chain directory confirms them, so they are not checked live.
 */
const LISTED = {kind: 'listed', list: 'yearn/yearn-devdocs at ffa888f (yCRV contract addresses)'} as const;

export const YCRV_ADDRESSES = [
  {id: 'ycrv.crv', label: 'CRV', address: '0xD533a949740bb3306d119CC777fa900bA034cd52', chains: [1], source: LISTED},
  {id: 'ycrv.ycrv', label: 'yCRV', address: '0xFCc5c47bE19d06BF83eB04298b026F81069ff65b', chains: [1], source: LISTED},
  {
    id: 'ycrv.ycrv-boosted-staker',
    label: 'yCRV boosted staker',
    address: '0xE9A115b77A1057C918F997c32663FdcE24FB873f',
    chains: [1],
    source: LISTED,
  },
  {
    id: 'ycrv.rewards-distributor',
    label: 'Rewards distributor',
    address: '0xB226c52EB411326CdB54824a88aBaFDAAfF16D3d',
    chains: [1],
    source: LISTED,
  },
  {
    id: 'ycrv.boosted-staker-utilities',
    label: 'Boosted staker utilities',
    address: '0x265c8D21A322B04804524b857089De2fEF619569',
    chains: [1],
    source: LISTED,
  },
  {
    id: 'ycrv.ycrv-zap',
    label: 'yCRV zap',
    address: '0x78ada385b15D89a9B845D2Cac0698663F0c69e3C',
    chains: [1],
    source: LISTED,
  },
  {
    id: 'ycrv.yvycrv',
    label: 'yvyCRV',
    address: '0x27B5739e22ad9033bcBf192059122d163b60349D',
    chains: [1],
    source: LISTED,
  },
  {
    id: 'ycrv.yvcrvusd',
    label: 'yvcrvUSD',
    address: '0xBF319dDC2Edc1Eb6FDf9910E39b37Be221C8805F',
    chains: [1],
    source: LISTED,
  },
  {
    id: 'ycrv.lp-ycrv-v2',
    label: 'lp-yCRV v2',
    address: '0x6E9455D109202b426169F0d8f01A3332DAE160f3',
    chains: [1],
    source: LISTED,
  },
  {
    id: 'ycrv.lp-ycrv-v1',
    label: 'lp-yCRV v1',
    address: '0xc97232527B62eFb0D8ed38CF3EA103A6CcA4037e',
    chains: [1],
    source: LISTED,
  },
  {
    id: 'ycrv.old-crv-ycrv-curve-pool',
    label: 'Old CRV/yCRV Curve pool',
    address: '0x453D92C7d4263201C69aACfaf589Ed14202d83a4',
    chains: [1],
    source: LISTED,
  },
  {
    id: 'ycrv.original-ycrv-zap',
    label: 'Original yCRV zap (ZapYCRV.vy)',
    address: '0x01D7f32B6E463c96c00575fA97B8224326C6A6B9',
    chains: [1],
    source: LISTED,
  },
] as const satisfies readonly AddressEntry[];
