import {SNAPSHOT_DATE} from '@site/src/chain/addresses/snapshot';

/**
 * The day of the newest recorded on-chain address check, read from the
 * snapshot itself so no page carries a hand-typed date.
 */
export default function SnapshotDate() {
  return <time dateTime={SNAPSHOT_DATE}>{SNAPSHOT_DATE}</time>;
}
