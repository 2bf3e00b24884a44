import {DIRECTORIES} from './directories';
import {SNAPSHOT_DATE as CHECKED} from './snapshot';
import type {AddressEntry} from './types';

/**
 * YFI, veYFI and the gauge system on Ethereum mainnet. Values from the newest
 * on-chain snapshot. Gauges are confirmed live by the gauge registry's
 * `registered(gauge)` and the controller by its `controller()`; the tokens,
 * registry, redemption and reward pools have no on-chain directory that names
 * them, so they are listed with that check as their source.
 */
const FACTS = {kind: 'listed', list: `On-chain snapshot of ${CHECKED} (Yearn docs address checker)`} as const;

export const VEYFI_ADDRESSES = [
  {id: 'token.yfi', label: 'YFI', address: '0x0bc529c00C6401aEF6D220BE8C6Ea1667F6Ad93e', chains: [1], checkedOn: CHECKED, source: FACTS},
  {id: 'token.veyfi', label: 'veYFI', address: '0x90c1f9220d90d3966FbeE24045EDd73E1d588aD5', chains: [1], checkedOn: CHECKED, source: FACTS},
  {id: 'token.dyfi', label: 'dYFI', address: '0x41252E8691e964f7DE35156B68493bAb6797a275', chains: [1], checkedOn: CHECKED, source: FACTS},
  {id: 'veyfi.gauge-registry', label: 'Gauge registry', address: DIRECTORIES.gaugeRegistry, chains: [1], checkedOn: CHECKED, source: FACTS},
  {id: 'veyfi.gauge-controller', label: 'Gauge controller', address: '0x46b38522422D597dDbAA2D6E98D6C9b397028d5B', chains: [1], checkedOn: CHECKED, source: {kind: 'gaugeController'}},
  {id: 'veyfi.dyfi-redemption', label: 'dYFI redemption', address: '0x4707C855323545223fA2bA4150A83950F6F53b6E', chains: [1], checkedOn: CHECKED, source: FACTS},
  {id: 'veyfi.yfi-reward-pool', label: 'YFI reward pool', address: '0xb287a1964AEE422911c7b8409f5E5A273c1412fA', chains: [1], checkedOn: CHECKED, source: FACTS},
  {id: 'veyfi.dyfi-reward-pool', label: 'dYFI reward pool', address: '0x2391Fc8f5E417526338F5aa3968b1851C16D894E', chains: [1], checkedOn: CHECKED, source: FACTS},
  {id: 'veyfi.gauge.curve-yfi-eth-pool', label: "Curve YFI-ETH Pool yVault", address: '0x7Fd8Af959B54A677a1D8F92265Bd0714274C56a3', chains: [1], checkedOn: CHECKED, source: {kind: 'gaugeRegistry'}},
  {id: 'veyfi.gauge.curve-dyfieth-f-factory', label: "Curve dYFIETH-f Factory yVault", address: '0x28da6dE3e804bDdF0aD237CFA6048f2930D0b4Dc', chains: [1], checkedOn: CHECKED, source: {kind: 'gaugeRegistry'}},
  {id: 'veyfi.gauge.lp-yearn-crv-vault-v2', label: "LP Yearn CRV Vault v2", address: '0x107717C98C8125A94D3d2Cc82b86a1b705f3A27C', chains: [1], checkedOn: CHECKED, source: {kind: 'gaugeRegistry'}},
  {id: 'veyfi.gauge.curve-yeth-factory', label: "Curve yETH Factory yVault", address: '0x81d93531720d86f0491DeE7D03f30b3b5aC24e59', chains: [1], checkedOn: CHECKED, source: {kind: 'gaugeRegistry'}},
  {id: 'veyfi.gauge.usds-1', label: "USDS-1 yVault", address: '0xd57aEa3686d623dA2dCEbc87010a4F2F38Ac7B15', chains: [1], checkedOn: CHECKED, source: {kind: 'gaugeRegistry'}},
  {id: 'veyfi.gauge.usdc-1', label: "USDC-1 yVault", address: '0x622fA41799406B120f9a40dA843D358b7b2CFEE3', chains: [1], checkedOn: CHECKED, source: {kind: 'gaugeRegistry'}},
  {id: 'veyfi.gauge.dai-1', label: "DAI-1 yVault", address: '0x128e72DfD8b00cbF9d12cB75E846AC87B83DdFc9', chains: [1], checkedOn: CHECKED, source: {kind: 'gaugeRegistry'}},
  {id: 'veyfi.gauge.weth-1', label: "WETH-1 yVault", address: '0x5943F7090282Eb66575662EADf7C60a717a7cE4D', chains: [1], checkedOn: CHECKED, source: {kind: 'gaugeRegistry'}},
  {id: 'veyfi.gauge.curve-sdyfiv2-factory', label: "Curve sdYFIv2 Factory yVault", address: '0xB61F8fff8Dd8C438E0d61C07b5536cE3d728f660', chains: [1], checkedOn: CHECKED, source: {kind: 'gaugeRegistry'}},
  {id: 'veyfi.gauge.curve-upyfi-factory', label: "Curve upYFI Factory yVault", address: '0xf719B2d3925CC445D2Bb67FA12963265E224Fa11', chains: [1], checkedOn: CHECKED, source: {kind: 'gaugeRegistry'}},
  {id: 'veyfi.gauge.curve-coveyfi-factory', label: "Curve COVEYFI Factory yVault", address: '0x97A597CBcA514AfCc29cD300f04F98d9DbAA3624', chains: [1], checkedOn: CHECKED, source: {kind: 'gaugeRegistry'}},
  {id: 'veyfi.gauge.dai-2', label: "DAI-2 yVault", address: '0x38E3d865e34f7367a69f096C80A4fc329DB38BF4', chains: [1], checkedOn: CHECKED, source: {kind: 'gaugeRegistry'}},
  {id: 'veyfi.gauge.weth-2', label: "WETH-2 yVault", address: '0x8E2485942B399EA41f3C910c1Bb8567128f79859', chains: [1], checkedOn: CHECKED, source: {kind: 'gaugeRegistry'}},
  {id: 'veyfi.gauge.crvusd-2', label: "crvUSD-2 yVault", address: '0x71c3223D6f836f84cAA7ab5a68AAb6ECe21A9f3b', chains: [1], checkedOn: CHECKED, source: {kind: 'gaugeRegistry'}},
] as const satisfies readonly AddressEntry[];
