/**
 * Makes the build's chains (src/chain/networks.ts: viem's names, explorers and
 * Multicall3, and the RPC of each V3 chain chosen by the environment) a
 * compile-time constant for browser code. siteConfig.customFields would put
 * them into the main bundle of every page; the constant is inlined only in the
 * chunks that import src/chain/siteNetworks.ts: the address widgets and the
 * lazily loaded chain code.
 */
import type {Plugin} from '@docusaurus/types';

import type {Network} from '../../src/chain/networks';

export const NETWORKS_CONSTANT = '__YEARN_NETWORKS__';

export default function networksPlugin(networks: readonly Network[]) {
  return function plugin(): Plugin {
    return {
      name: 'networks',
      configureWebpack(_config, _isServer, utils) {
        const {DefinePlugin} = utils.currentBundler.instance;
        return {plugins: [new DefinePlugin({[NETWORKS_CONSTANT]: JSON.stringify(networks)})]};
      },
    };
  };
}
