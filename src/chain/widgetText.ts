/**
 * Static text of the chain widgets for the plain-Markdown copies of pages
 * (plugins/markdown-export): an address widget becomes its address linked to
 * the explorer, an ENS widget its name; the live parts have no static text.
 * No viem here: it runs at build time and only reads the address book.
 */
import {EXPLORERS, getEntry} from './addressBook';

export function renderChainWidgetText(name: string, props: Readonly<Record<string, string>>): string {
  switch (name) {
    case 'ContractAddress': {
      const entry = getEntry(props.id ?? '');
      const explorer = EXPLORERS[entry.chainId] ?? EXPLORERS[1]!;
      return `[\`${entry.address}\`](${explorer.addressUrl}${entry.address})`;
    }
    case 'EnsName':
      return props.name ? `\`${props.name}\`` : '';
    case 'SafeSigners': {
      const entry = getEntry(props.id ?? '');
      return props.documented ? `${entry.label}: ${props.documented} signatures (documented; check the Safe for the current owners).` : '';
    }
    default:
      return props.address ? `\`${props.address}\`` : '';
  }
}
