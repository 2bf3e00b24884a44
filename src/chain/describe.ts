import type {AddressEntry} from './addresses/types';

/** Result of a live check; the widgets and the check script share it. */
export type VerifyStatus = 'verified' | 'mismatch' | 'unverified' | 'not-checked';

/** How an entry is confirmed, in words (shown in tooltips and the check script). */
export function describeSource(entry: AddressEntry): string {
  const s = entry.source;
  switch (s.kind) {
    case 'ens':
      return `ENS name ${s.name}`;
    case 'provider':
      return `ProtocolAddressProvider.${s.getter}()${s.ens ? ` and ENS name ${s.ens}` : ''}`;
    case 'release':
      return `ReleaseRegistry release ${s.version}: ${s.field === 'factory' ? 'factories(i)' : s.field === 'tokenizedStrategy' ? 'tokenizedStrategies(i)' : 'factory.vault_original()'}`;
    case 'roleManager':
      return `RoleManager.${s.getter}()`;
    case 'gaugeRegistry':
      return 'GaugeRegistry.registered(gauge)';
    case 'gaugeController':
      return 'GaugeRegistry.controller()';
    case 'listed':
      return s.list;
  }
}
