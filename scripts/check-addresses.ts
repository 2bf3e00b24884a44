/**
 * Verifies the address book on every V3 chain, each through its own RPC, and
 * prints a table per chain. Exits 1 if any address does not match its chain,
 * 2 if some could not be verified (and none mismatched), 0 when every
 * checkable one matched.
 *
 *   npm run check:addresses                        # every chain
 *   npm run check:addresses -- --chain 8453        # Base only
 *
 * RPCs: YEARN_RPC_URL / YEARN_PROVIDER_KEY for mainnet, YEARN_RPC_URL_<chain id>
 * for the others, else viem's public RPC of the chain (src/chain/networks.ts).
 */
import {ADDRESS_BOOK, type AddressEntry} from '../src/chain/addressBook';
import {createChainReader} from '../src/chain/client';
import {networkOf, viemChain, type NetworkSettings} from '../src/chain/networks';
import {verifyEntry, type VerifyResult} from '../src/chain/verify';
import {V3_CHAIN_IDS} from '../src/config/chain';
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

export interface Summary {
  readonly verified: number;
  readonly mismatch: number;
  readonly unverified: number;
  readonly notChecked: number;
}

/** An RPC URL as printed: a provider key in the path is hidden. */
const printable = (rpcUrl: string) => rpcUrl.replace(/\/v2\/.+$/, '/v2/…');

/** Checks the entries on one chain through `rpcUrl` and prints that chain's table. */
export async function checkChain(
  chainId: number,
  rpcUrl: string,
  entries: readonly AddressEntry[] = ADDRESS_BOOK,
): Promise<Summary> {
  const reader = createChainReader(rpcUrl, viemChain(chainId));
  const onChain = entries.filter((entry) => entry.chains.includes(chainId));
  const results = await Promise.all(onChain.map(async (entry) => ({entry, result: await verifyEntry(reader, entry)})));
  const rows = results.map(({entry, result}) => [entry.id, entry.address, LABEL[result.status], detail(result)]);
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((row) => row[i]!.length), 6));
  const line = (cells: string[]) => cells.map((cell, i) => (i < 3 ? cell.padEnd(widths[i]!) : cell)).join('  ');
  console.log(`\n## ${networkOf(chainId).name} (chain ${chainId}) — RPC ${printable(rpcUrl)}\n`);
  console.log(line(['id', 'address', 'status', 'source']));
  for (const row of rows) console.log(line(row));
  const count = (status: VerifyResult['status']) => results.filter(({result}) => result.status === status).length;
  const summary = {
    verified: count('verified'),
    mismatch: count('mismatch'),
    unverified: count('unverified'),
    notChecked: count('not-checked'),
  };
  console.log(
    `\n${summary.verified} verified, ${summary.mismatch} mismatch, ${summary.unverified} could not verify, ${summary.notChecked} not checked (no on-chain source) on chain ${chainId}`,
  );
  return summary;
}

/** Checks each chain in turn (one table per chain) and adds up the results. */
export async function checkAddresses(
  settings: NetworkSettings,
  chainIds: readonly number[] = V3_CHAIN_IDS,
): Promise<Summary> {
  const total = {verified: 0, mismatch: 0, unverified: 0, notChecked: 0};
  for (const chainId of chainIds) {
    const rpcUrl = networkOf(chainId, settings).rpcUrl;
    if (!rpcUrl) throw new Error(`Chain ${chainId} is not a V3 chain with an RPC (src/config/chain.ts)`);
    const summary = await checkChain(chainId, rpcUrl);
    for (const key of Object.keys(total) as (keyof Summary)[]) total[key] += summary[key];
  }
  console.log(
    `\nAll chains: ${total.verified} verified, ${total.mismatch} mismatch, ${total.unverified} could not verify, ${total.notChecked} not checked`,
  );
  return total;
}

/** `--chain <id>` (repeatable) limits the check to those chains. */
export function parseChains(argv: readonly string[]): number[] {
  const chains: number[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    const value = arg === '--chain' ? argv[++i] : arg.startsWith('--chain=') ? arg.slice('--chain='.length) : undefined;
    if (value === undefined) throw new Error(`Unknown argument "${arg}"; use --chain <chain id>`);
    const id = Number(value);
    if (!(V3_CHAIN_IDS as readonly number[]).includes(id))
      throw new Error(`--chain ${value}: not a V3 chain (${V3_CHAIN_IDS.join(', ')})`);
    chains.push(id);
  }
  return chains.length ? chains : [...V3_CHAIN_IDS];
}

async function main() {
  const summary = await checkAddresses(readEnv(), parseChains(process.argv.slice(2)));
  process.exitCode = summary.mismatch > 0 ? 1 : summary.unverified > 0 ? 2 : 0;
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
