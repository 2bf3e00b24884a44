import type {AddressEntry} from './types';

/**
 * lens contracts, as listed on docs-developers/addresses/lens-contracts.md.
 * Values come from Yearn's published Lens address list; they were not part of the on-chain
 * check and no on-chain directory confirms them, so they are not checked live.
 */
const LISTED = {kind: 'listed', list: "Yearn's published Lens address list"} as const;

export const LENS_ADDRESSES = [
  {id: 'lens.oracle', label: "Oracle", address: '0x83d95e0D5f402511dB06817Aff3f9eA88224B030', chains: [1], source: LISTED},
  {id: 'lens.management-list', label: "Management list", address: '0xf64e58Ee8C7BadC741A7ea98FB65488084385674', chains: [1], source: LISTED},
  {id: 'lens.registry-adapters-v2-vaults', label: "Registry adapter: V2 vaults", address: '0x240315db938d44bb124ae619f5Fd0269A02d1271', chains: [1], source: LISTED},
  {id: 'lens.registry-adapters-iron-bank', label: "Registry adapter: Iron Bank", address: '0xFF0bd2d0C7E9424ccB149ED3757155eEf41a793D', chains: [1], source: LISTED},
  {id: 'lens.tvl-adapters-v2-vaults', label: "TVL adapter: V2 vaults", address: '0x14d6E0908baE40A2487352B2a9Cb1A6232DA8785', chains: [1], source: LISTED},
  {id: 'lens.tvl-adapters-v1-vaults', label: "TVL adapter: V1 vaults", address: '0xF4fB8903A41fC78686b26DE55502cdE42a4c6c78', chains: [1], source: LISTED},
  {id: 'lens.tvl-adapters-iron-bank', label: "TVL adapter: Iron Bank", address: '0xec7Ac8AC897f5082B2c3d4e8D2173F992A097F24', chains: [1], source: LISTED},
  {id: 'lens.tvl-adapters-earn', label: "TVL adapter: Earn", address: '0x1007eD6fdFAC72bbea9c719cf1Fa9C355D248691', chains: [1], source: LISTED},
  {id: 'lens.tvl-adapters-vecrv', label: "TVL adapter: veCRV", address: '0x560144C25E53149aC410E5D33BDB131e49A850e5', chains: [1], source: LISTED},
  {id: 'lens.helper', label: "Helper", address: '0x5AACD0D03096039aC4381CD814637e9FB7C34a6f', chains: [1], source: LISTED},
  {id: 'lens.unique-addresses-helper', label: "Unique addresses helper", address: '0xC3A0bEF4A47bA579Cbba510aE2c59d9b9bf9467C', chains: [1], source: LISTED},
  {id: 'lens.strategies-helper', label: "Strategies helper", address: '0xae813841436fe29b95a14AC701AFb1502C4CB789', chains: [1], source: LISTED},
  {id: 'lens.allowances-helper', label: "Allowances helper", address: '0x4218E20DB87023049Fc582Aaa4bD47a3611A20Ab', chains: [1], source: LISTED},
  {id: 'lens.address-merge-helper', label: "Address merge helper", address: '0x957e3ae7983155a9F9e08Da555b8084448Be26E4', chains: [1], source: LISTED},
  {id: 'lens.prices-helper', label: "Prices helper", address: '0x5D63a8584D91EBc5033D022AfD6c5A7c7FDDc99B', chains: [1], source: LISTED},
  {id: 'lens.balances-helper', label: "Balances helper", address: '0x855ffe28019106d089bC018Df18838f8d241c402', chains: [1], source: LISTED},
  {id: 'lens.delegated-balance-mapping', label: "Delegated balance mapping", address: '0xC01a529c01f9399c928a4aFc50E25f12D1e5b142', chains: [1], source: LISTED},
  {id: 'lens.address-generators-v1-vaults', label: "Address generator: V1 vaults", address: '0xce29d34C8e88A2E1eDde10AD4eEE4f3e379fc041', chains: [1], source: LISTED},
  {id: 'lens.address-generators-v2-vaults', label: "Address generator: V2 vaults", address: '0x437758D475F70249e03EDa6bE23684aD1FC375F0', chains: [1], source: LISTED},
  {id: 'lens.address-generators-earn', label: "Address generator: Earn", address: '0xF536399c04683D7ab0BCb1308C245b4bbb539344', chains: [1], source: LISTED},
  {id: 'lens.address-generators-iron-bank', label: "Address generator: Iron Bank", address: '0xa0B57619A980DFEfD50f24F310EE1b55A40A9D46', chains: [1], source: LISTED},
  {id: 'lens.curve-lp-tokens', label: "Curve LP tokens", address: '0xE9cfF16bdac9729F18CBAC451EcCA6c50b372207', chains: [1], source: LISTED},
  {id: 'lens.iron-bank-markets', label: "Iron Bank markets", address: '0x55e9B18fefFF7E00548d54480373Fc8843De8eA4', chains: [1], source: LISTED},
  {id: 'lens.sushiswap-and-uniswap-v2-style-pools', label: "SushiSwap and Uniswap V2 style pools", address: '0x88dE7d7F7b9597C86b8cD195374FbF602934F334', chains: [1], source: LISTED},
  {id: 'lens.yearn-vault-tokens', label: "Yearn vault tokens", address: '0x38477F2159638956d33E18951d98238a53b9aa3C', chains: [1], source: LISTED},
  {id: 'lens.fantom-addresses-provider', label: "Addresses provider (Fantom)", address: '0xac5A9E4135A3A26497F3890bFb602b06Ee592B61', chains: [250], source: LISTED},
  {id: 'lens.fantom-oracle', label: "Oracle (Fantom)", address: '0x57AA88A0810dfe3f9b71a9b179Dd8bF5F956C46A', chains: [250], source: LISTED},
  {id: 'lens.arbitrum-addresses-provider', label: "Addresses provider (Arbitrum)", address: '0xcAd10033C86B0C1ED6bfcCAa2FF6779938558E9f', chains: [42161], source: LISTED},
  {id: 'lens.arbitrum-oracle', label: "Oracle (Arbitrum)", address: '0x043518AB266485dC085a1DB095B8d9C2Fc78E9b9', chains: [42161], source: LISTED},
  {id: 'lens.optimism-addresses-provider', label: "Addresses provider (Optimism)", address: '0x8273217252254Ad7353f227aaEcd2b1C4A326Fa2', chains: [10], source: LISTED},
  {id: 'lens.optimism-oracle', label: "Oracle (Optimism)", address: '0xB082d9f4734c535D9d80536F7E87a6f4F471bF65', chains: [10], source: LISTED},
] as const satisfies readonly AddressEntry[];
