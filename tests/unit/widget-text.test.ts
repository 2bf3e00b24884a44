import {describe, expect, it} from 'vitest';

import {renderChainWidgetText} from '../../src/chain/widgetText';
import {toPlainMarkdown} from '../../src/docs/markdownExport';

describe('static text of the chain widgets in the Markdown export', () => {
  it('renders addresses, ENS names and documented thresholds, and drops live-only widgets', () => {
    const body = [
      "import ContractAddress from '@site/src/components/ContractAddress';",
      '',
      '<AddressCheck page="v3-contracts" />',
      '',
      '| Router | <ContractAddress id="v3.router" /> |',
      '| Base role manager | <ContractAddress id="v3.base.role-manager" /> |',
      '| Registry on Katana | <ContractAddress id="v3.registry" chain="747474" /> |',
      '| Fantom | <ContractAddress id="v2.fantom-registry" /> |',
      '| ENS | <EnsName name="ychad.eth" /> |',
      '',
      '<SafeSigners id="multisig.ychad" documented="6 of 9" />',
    ].join('\n');
    const text = toPlainMarkdown(body, renderChainWidgetText);
    // A CREATE2 contract: the address once, then a link on each chain's explorer.
    expect(text).toContain(
      '| Router | `0x1112dbCF805682e828606f74AB717abf4b4FD8DE` on [Ethereum](https://etherscan.io/address/0x1112dbCF805682e828606f74AB717abf4b4FD8DE), [OP Mainnet](https://optimistic.etherscan.io/address/0x1112dbCF805682e828606f74AB717abf4b4FD8DE), [Polygon](https://polygonscan.com/address/0x1112dbCF805682e828606f74AB717abf4b4FD8DE), [Base](https://basescan.org/address/0x1112dbCF805682e828606f74AB717abf4b4FD8DE), [Arbitrum One](https://arbiscan.io/address/0x1112dbCF805682e828606f74AB717abf4b4FD8DE), [Katana](https://katanascan.com/address/0x1112dbCF805682e828606f74AB717abf4b4FD8DE) |',
    );
    expect(text).toContain(
      '| Base role manager | [`0xea3481244024E2321cc13AcAa80df1050f1fD456`](https://basescan.org/address/0xea3481244024E2321cc13AcAa80df1050f1fD456) |',
    );
    expect(text).toContain(
      '| Registry on Katana | [`0xd40ecF29e001c76Dcc4cC0D9cd50520CE845B038`](https://katanascan.com/address/0xd40ecF29e001c76Dcc4cC0D9cd50520CE845B038) |',
    );
    expect(text).toContain('(https://ftmscan.com/address/0x727fe1759430df13655ddb0731dE0D0FDE929b04)');
    expect(text).toContain('| ENS | `ychad.eth` |');
    expect(text).toContain('Governance multisig (yChad): 6 of 9 signatures (documented');
    expect(text).not.toContain('AddressCheck');
    expect(text).not.toContain('import ');
  });

  it('renders the snapshot date and a whole release section', () => {
    const text = toPlainMarkdown(
      'Read on <SnapshotDate />.\n\n## 3.1.0\n\n<V3Release version="3.1.0" />\n',
      renderChainWidgetText,
    );
    expect(text).toContain('Read on 2026-07-21.');
    expect(text).toContain(
      'Tagged [yearn/tokenized-strategy v3.1.0](https://github.com/yearn/tokenized-strategy/tree/v3.1.0) on 2026-06-19.',
    );
    expect(text).toContain(
      '| Vault factory | `0x310aC28ACF5E514abDbFF9Ab25e21f1bfe22bcAC` on [Ethereum](https://etherscan.io/address/0x310aC28ACF5E514abDbFF9Ab25e21f1bfe22bcAC), [OP Mainnet]',
    );
    expect(text).toContain(
      'Source of yearn/yearn-vaults-v3: [commit 5b698f9](https://github.com/yearn/yearn-vaults-v3/tree/5b698f9411e880a8f7d4370ad7a4478b24dc2535), pinned as v3.1.0 by yearn/tokenized-strategy-periphery since 2026-06-19.',
    );
    expect(text).toContain('For strategists:\n\n- `setPaused(bool)`');
    expect(() => renderChainWidgetText('V3Release', {version: '9.9.9'})).toThrow(/Unknown V3 release/);
  });

  it('fails the build on an unknown id', () => {
    expect(() => renderChainWidgetText('ContractAddress', {id: 'nope'})).toThrow(/Unknown address book id/);
    expect(() => renderChainWidgetText('ContractAddress', {id: 'v3.accountant', chain: '8453'})).toThrow(
      /not on chain 8453/,
    );
  });
});
