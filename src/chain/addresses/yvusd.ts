import type {AddressEntry} from './types';

/**
 * yvUSD on Ethereum mainnet, as the existing Yearn docs list it (yearn/yearn-devdocs
 * at ffa888f, docs/developers/addresses/yvusd-contracts.md); the yearn.fi app (7db8760,
 * src/components/pages/vaults/utils/yvUsd.ts) uses the same three. No on-chain directory
 * names these contracts, so they are not checked live.
 */
const LISTED = {kind: 'listed', list: 'yearn/yearn-devdocs at ffa888f (yvUSD contract addresses)'} as const;

export const YVUSD_ADDRESSES = [
  {
    id: 'yvusd.vault',
    label: 'yvUSD vault',
    address: '0x696d02Db93291651ED510704c9b286841d506987',
    chains: [1],
    source: LISTED,
  },
  {
    id: 'yvusd.locked',
    label: 'Locked yvUSD',
    address: '0xAaaFEa48472f77563961Cdb53291DEDfB46F9040',
    chains: [1],
    source: LISTED,
  },
  {
    id: 'yvusd.zap',
    label: 'yvUSD zap',
    address: '0x7ba61c8e19414dcB8fe769a7Be63B508C8062bbA',
    chains: [1],
    source: LISTED,
  },
] as const satisfies readonly AddressEntry[];
