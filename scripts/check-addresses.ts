/**
 * Verifies the whole address book against an Ethereum mainnet RPC and prints
 * a table. Exits 1 if any address does not match the chain, 2 if some could
 * not be verified (and none mismatched), 0 when every checkable one matched.
 *
 *   npm run check:addresses                       # RPC from YEARN_RPC_URL / YEARN_PROVIDER_KEY / public RPC
 *   YEARN_RPC_URL=http://127.0.0.1:8545 npm run check:addresses
 */
import {ADDRESS_BOOK, type AddressEntry} from '../src/chain/addressBook';
import {createChainReader} from '../src/chain/client';
import {resolveRpcUrl} from '../src/chain/rpcUrl';
import {verifyEntry, type VerifyResult} from '../src/chain/verify';
import {readEnv} from '../src/config/env';

function detail(result: VerifyResult): string {
  switch (result.status) {
    case 'verified':
      return result.how;
    case 'mismatch':
      return `chain: ${result.onChain} (${result.how})`;
    case 'unverified':
      return `${result.error.reason} (${result.how})`;
    case 'not-checked':
      return `listed: ${result.how}`;
  }
}

const LABEL: Record<VerifyResult['status'], string> = {
  verified: 'verified',
  mismatch: 'MISMATCH',
  unverified: 'could not verify',
  'not-checked': 'not checked',
};

export async function checkAddresses(rpcUrl: string, entries: readonly AddressEntry[] = ADDRESS_BOOK) {
  const reader = createChainReader(rpcUrl);
  const results = await Promise.all(entries.map(async (entry) => ({entry, result: await verifyEntry(reader, entry)})));
  const rows = results.map(({entry, result}) => [entry.id, entry.address, LABEL[result.status], detail(result)]);
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((row) => row[i]!.length), 6));
  const line = (cells: string[]) => cells.map((cell, i) => (i < 3 ? cell.padEnd(widths[i]!) : cell)).join('  ');
  console.log(line(['id', 'address', 'status', 'source']));
  for (const row of rows) console.log(line(row));
  const count = (status: VerifyResult['status']) => results.filter(({result}) => result.status === status).length;
  const summary = {verified: count('verified'), mismatch: count('mismatch'), unverified: count('unverified'), notChecked: count('not-checked')};
  console.log(
    `\n${summary.verified} verified, ${summary.mismatch} mismatch, ${summary.unverified} could not verify, ${summary.notChecked} not checked (no on-chain source) — RPC ${rpcUrl.replace(/\/v2\/.+$/, '/v2/…')}`,
  );
  return summary;
}

async function main() {
  const env = readEnv();
  const summary = await checkAddresses(resolveRpcUrl(env));
  process.exitCode = summary.mismatch > 0 ? 1 : summary.unverified > 0 ? 2 : 0;
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
