import {sourceOn, type AddressEntry} from './addresses/types';

/** Result of a live check; the widgets and the check script share it. */
export type VerifyStatus = 'verified' | 'mismatch' | 'unverified' | 'not-checked';

/** How an entry is confirmed on a chain, in words (shown in tooltips and the check script). */
export function describeSource(entry: AddressEntry, chainId: number = entry.chains[0] ?? 1): string {
  const s = sourceOn(entry, chainId);
  switch (s.kind) {
    case 'ens':
      return `ENS name ${s.name}`;
    case 'provider':
      return `ProtocolAddressProvider.${s.getter}()${s.ens ? ` and ENS name ${s.ens}` : ''}`;
    case 'release':
      return `ReleaseRegistry release ${s.version}: ${s.field === 'factory' ? 'factories(i)' : s.field === 'tokenizedStrategy' ? 'tokenizedStrategies(i)' : 'factory.vault_original()'}`;
    case 'roleManager':
      return `RoleManager.${s.getter}()`;
    case 'roleManagerGetters':
      return 'its own getRegistry() and getDaddy()';
    case 'gaugeRegistry':
      return 'GaugeRegistry.registered(gauge)';
    case 'gaugeController':
      return 'GaugeRegistry.controller()';
    case 'listed':
      return s.list;
  }
}
