import type {Address} from 'viem';

import snapshot from '../../../data/chain/mainnet-snapshot-2026-07-21.json';

/**
 * The newest recorded on-chain check of Yearn's mainnet addresses, kept as
 * the checker wrote it (`data/chain/`). The address book takes the V3
 * releases and every "checked on" date from here, so a new snapshot updates
 * the pages without hand-typed dates; the reader's live check still decides.
 */
export const MAINNET_SNAPSHOT = snapshot.addressesData;

/** Day of the snapshot (UTC, YYYY-MM-DD), from its own timestamp. */
export const SNAPSHOT_DATE = new Date(snapshot.timeLastChecked * 1000).toISOString().slice(0, 10);

export interface ReleaseAddresses {
  readonly version: string;
  readonly vaultOriginal: Address;
  readonly factory: Address;
  readonly tokenizedStrategy: Address;
}

const {latestRelease, ...releases} = MAINNET_SNAPSHOT.v3ContractAddresses.releaseRegistry;

/** The release `ReleaseRegistry.latestRelease()` returned at the snapshot. */
export const LATEST_RELEASE: string = latestRelease;

const byVersion = (a: string, b: string) => b.localeCompare(a, 'en', {numeric: true});

/** Every V3 release in the release registry at the snapshot, newest first. */
export const SNAPSHOT_RELEASES: readonly ReleaseAddresses[] = Object.entries(releases)
  .map(([version, r]) => ({
    version,
    vaultOriginal: r.vaultOriginal as Address,
    factory: r.factory as Address,
    tokenizedStrategy: r.tokenizedStrategy as Address,
  }))
  .sort((a, b) => byVersion(a.version, b.version));
