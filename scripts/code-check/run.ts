/**
 * Runs a TypeScript block of the docs as a reader would run it, against a
 * local chain: the block becomes an ES module in a temporary folder (its
 * imports resolve to the installed packages), `RPC_URL` names the chain, and
 * every JSON-RPC request the block sends elsewhere (viem's default public RPC
 * of the chain) goes to that chain too. Optionally calls one of its exported
 * functions and returns what it resolved to.
 */
import {spawnSync} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type {Fence} from './fences';
import {packageDir} from './packages';
import {linkPackages, packagesOf} from './typescript';

export interface BlockRun {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
  /** The exported function's result as JSON (bigints as decimal strings), when one was called and it resolved. */
  readonly result?: unknown;
}

const RESULT_MARK = '\u0000result:';

/** The key a block signs with (`PRIVATE_KEY`): a throwaway one, which a test funds on the local chain. */
export const RUN_PRIVATE_KEY = `0x${'11'.repeat(32)}` as const;

/** Bigints cross to the runner as `{"$bigint": "123"}`. */
const BIGINT = '$bigint';

/** The runner: send every fetch of another origin to RPC_URL, then import the block and call the function. */
const runner = (call?: {name: string; args: readonly unknown[]}) => `
const rpc = process.env.RPC_URL;
const realFetch = globalThis.fetch;
globalThis.fetch = (input, init) => {
  const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
  return realFetch(url.origin === new URL(rpc).origin ? input : rpc, init);
};
const block = await import('./block.mts');
${
  call
    ? `const args = JSON.parse(${JSON.stringify(JSON.stringify(call.args, (_, value: unknown) => (typeof value === 'bigint' ? {[BIGINT]: value.toString()} : value)))}, (_, value) => (value && typeof value === 'object' && '${BIGINT}' in value ? BigInt(value['${BIGINT}']) : value));
const result = await block[${JSON.stringify(call.name)}](...args);
console.log(${JSON.stringify(RESULT_MARK)} + JSON.stringify(result, (_, value) => (typeof value === 'bigint' ? value.toString() : value)));`
    : ''
}`;

export function runBlock(
  root: string,
  fence: Fence,
  rpcUrl: string,
  call?: {name: string; args: readonly unknown[]},
): BlockRun {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'code-run-'));
  try {
    linkPackages(root, dir, packagesOf(fence.code));
    writeFileSync(path.join(dir, 'block.mts'), fence.code);
    writeFileSync(path.join(dir, 'runner.mts'), runner(call));
    const tsx = path.join(packageDir(root, 'tsx')!, 'dist/cli.mjs');
    const child = spawnSync(process.execPath, [tsx, 'runner.mts'], {
      cwd: dir,
      encoding: 'utf8',
      timeout: 60_000,
      env: {...process.env, RPC_URL: rpcUrl, PRIVATE_KEY: RUN_PRIVATE_KEY},
    });
    const marked = child.stdout.split('\n').find((line) => line.startsWith(RESULT_MARK));
    return {
      status: child.status,
      stdout: child.stdout
        .split('\n')
        .filter((line) => !line.startsWith(RESULT_MARK))
        .join('\n'),
      stderr: child.stderr,
      result: marked === undefined ? undefined : (JSON.parse(marked.slice(RESULT_MARK.length)) as unknown),
    };
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}
