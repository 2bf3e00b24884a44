import type {Network} from './networks';

/** The page of `address` on the block explorer of `network` (the widgets, the Markdown copies and the assistants' JSON). */
export function explorerUrl(network: Pick<Network, 'explorerAddressUrl'>, address: string): string {
  return `${network.explorerAddressUrl}${address}`;
}
