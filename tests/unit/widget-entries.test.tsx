import {evaluate} from '@mdx-js/mdx';
import * as runtime from 'react/jsx-runtime';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';

import {getEntry, pageEntries} from '../../src/chain/addressBook';
import {gaugeEntries} from '../../src/chain/widgetProps';
import remarkWidgetEntries from '../../plugins/widget-entries';

/** Compiles `source` as the docs build does (with the plugin) and returns the props each stand-in widget received. */
async function propsOf(source: string): Promise<Record<string, unknown>[]> {
  const seen: Record<string, unknown>[] = [];
  const record = (name: string) => (props: Record<string, unknown>) => {
    seen.push({widget: name, ...props});
    return null;
  };
  const {default: Content} = await evaluate(
    {value: source, path: 'docs-developers/example.mdx'},
    {...runtime, remarkPlugins: [remarkWidgetEntries]},
  );
  const names = ['ContractAddress', 'SafeSigners', 'AddressCheck', 'V3Release', 'VeYfiCalculator', 'EnsName'];
  renderToStaticMarkup(<Content components={Object.fromEntries(names.map((name) => [name, record(name)]))} />);
  return seen;
}

describe('widget entries (build-time address book lookup)', () => {
  it('gives each address widget the entries it shows, from the ids the page writes', async () => {
    const props = await propsOf(
      [
        '<AddressCheck page="core-contracts" />',
        '',
        'The router is at <ContractAddress id="v3.router" chain="8453" />.',
        '',
        '<SafeSigners id="multisig.ychad" documented="6 of 9" />',
        '',
        '<V3Release version="3.1.0" />',
        '',
        '<VeYfiCalculator />',
        '',
        '<EnsName name="ychad.eth" />',
      ].join('\n'),
    );
    expect(props).toEqual([
      {widget: 'AddressCheck', page: 'core-contracts', entries: pageEntries('core-contracts')},
      {widget: 'ContractAddress', id: 'v3.router', chain: '8453', entry: getEntry('v3.router')},
      {widget: 'SafeSigners', id: 'multisig.ychad', documented: '6 of 9', entry: getEntry('multisig.ychad')},
      {
        widget: 'V3Release',
        version: '3.1.0',
        contracts: {
          vaultOriginal: getEntry('v3.release-310.vault-original'),
          factory: getEntry('v3.release-310.factory'),
          tokenizedStrategy: getEntry('v3.release-310.tokenized-strategy'),
        },
      },
      {widget: 'VeYfiCalculator', veYfi: getEntry('token.veyfi'), gauges: gaugeEntries()},
      // Not an address book widget: left as written.
      {widget: 'EnsName', name: 'ychad.eth'},
    ]);
    expect(gaugeEntries().length).toBeGreaterThan(0);
  });

  it('stops the build on an unknown id or page, naming the file', async () => {
    await expect(propsOf('<ContractAddress id="v3.nope" />')).rejects.toThrow(
      /docs-developers\/example\.mdx: Unknown address book id "v3\.nope"/,
    );
    await expect(propsOf('<AddressCheck page="nope" />')).rejects.toThrow(/Unknown address page "nope"/);
    await expect(propsOf('<V3Release version="9.9.9" />')).rejects.toThrow(/Unknown address book id "v3\.release-999/);
    await expect(propsOf('<ContractAddress />')).rejects.toThrow(/<ContractAddress> needs id="\.\.\."/);
  });

  it('refuses an id written as an expression, which the build cannot look up', async () => {
    await expect(propsOf('<ContractAddress id={"v3." + "router"} />')).rejects.toThrow(/must be a plain string/);
  });
});
