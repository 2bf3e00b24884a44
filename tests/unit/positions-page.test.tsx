/**
 * What the finder page shows for a position whose exit would realize a loss: the warning sentences before
 * the call, the call marked as failing when sent as shown, and the second call with the limit the loss needs.
 */
import {getAddress} from 'viem';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';

import ChainResult from '../../src/components/PositionFinder/ChainResult';
import {
  buildExitCall,
  buildLossAcceptingExitCall,
  enrichPosition,
  formatAmount,
  formatUsd,
  positionSummary,
  type Position,
} from '../../src/positions';
import type {ChainView} from '../../src/positions/search';

const HOLDER = getAddress('0x000000000000000000000000000000000000bEEF');
const position: Position = {
  chainId: 1,
  vault: getAddress('0xBe53A109B494E5c9f97b9Cd39Fe969BE68BF6204'),
  generation: 'v3',
  registries: ['v3.registry'],
  name: 'USDC-1 yVault',
  symbol: 'yvUSDC-1',
  decimals: 6,
  apiVersion: '3.0.4',
  asset: getAddress('0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'),
  assetSymbol: 'USDC',
  shares: 50_000_000n,
  assets: 50_000_000n,
  redeemableShares: 50_000_000n,
  shutdown: false,
  exitLoss: {assets: 3_000_000n, neededMaxLossBps: 600, upperBound: false},
  lossEstimated: true,
};

describe('the finder page, for an exit that would realize a loss', () => {
  it('warns first, marks the 1 bp call as failing and offers the call with maxLoss 600', () => {
    const options = {explorerAddressUrl: 'https://etherscan.io/address/'};
    const exit = buildExitCall(position, HOLDER, options);
    const exitAcceptingLoss = buildLossAcceptingExitCall(position, HOLDER, options);
    const report = {...position, exit, exitAcceptingLoss, summary: positionSummary(position, exit, exitAcceptingLoss)};
    const view: ChainView = {
      chainId: 1,
      state: 'done',
      // Listed on yearn.fi, so the exit box would start closed, were the call not failing.
      positions: [
        enrichPosition(
          report,
          new Map([[position.vault, {address: position.vault, name: 'USDC-1 yVault', retired: false, hidden: false}]]),
          null,
        ),
      ],
      vaultsChecked: 1,
      problems: [],
      servicesDone: true,
      dataProblem: null,
      priceProblem: null,
    };
    const html = renderToStaticMarkup(<ChainResult name="Ethereum" view={view} format={{formatAmount, formatUsd}} />);
    const text = html
      .replace(/<[^>]+>/g, ' ')
      .replace(/&quot;/g, '"')
      .replace(/\s+/g, ' ');
    expect(text).toContain('Exiting now realizes a loss of about 3 USDC (6 % of what you take out)');
    expect(text).toContain(
      'Sent now, this call fails: with maxLoss 1 it reverts with "too much loss": exiting now needs at least 600.',
    );
    expect(text).toContain('The second call: the same exit, accepting the loss.');
    expect(html.match(/data-exit-call="(\d+)"/g)).toEqual(['data-exit-call="1"', 'data-exit-call="600"']);
    expect(text).toContain('Withdraw on yearn.fi');
    // A call that would fail is not hidden in a closed box.
    expect(html).toMatch(/<details[^>]*open=""/);
  });
});
