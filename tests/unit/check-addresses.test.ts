import {execFile} from 'node:child_process';
import path from 'node:path';

import {afterAll, beforeAll, describe, expect, it} from 'vitest';

import {PROTOCOL_ADDRESS_PROVIDER_ABI} from '../../src/chain/abis';
import {getEntry} from '../../src/chain/addressBook';
import {LOCAL_CHAIN} from '../support/constants';
import {LocalChain} from '../support/localChain';

const ROOT = path.resolve(__dirname, '../..');
const RPC = `http://127.0.0.1:${LOCAL_CHAIN.checkScriptPort}`;

function runCheck(): Promise<{code: number; stdout: string}> {
  return new Promise((resolve) => {
    execFile(
      'npx',
      ['tsx', 'scripts/check-addresses.ts'],
      {cwd: ROOT, env: {...process.env, YEARN_RPC_URL: RPC, NODE_ENV: 'production'}},
      (error, stdout) => resolve({code: error ? Number(error.code) : 0, stdout}),
    );
  });
}

describe('npm run check:addresses (against a local anvil node)', () => {
  let chain: LocalChain;
  beforeAll(async () => {
    chain = await LocalChain.start(LOCAL_CHAIN.checkScriptPort);
  }, 30_000);
  afterAll(async () => {
    await chain?.stop();
  });

  it('passes when every address matches and prints a table', async () => {
    const {code, stdout} = await runCheck();
    expect(stdout).toMatch(/^id\s+address\s+status\s+source/m);
    expect(stdout).toMatch(/v3\.router\s+0x1112dbCF805682e828606f74AB717abf4b4FD8DE\s+verified\s+ProtocolAddressProvider\.getRouter\(\)/);
    expect(stdout).toMatch(/50 verified, 0 mismatch, 0 could not verify/);
    expect(code).toBe(0);
  }, 60_000);

  it('exits 1 and names the mismatch when a registry disagrees', async () => {
    const wrong = '0x000000000000000000000000000000000000dEaD';
    await chain.answer(getEntry('v3.address-provider').address, PROTOCOL_ADDRESS_PROVIDER_ABI, 'getAprOracle', [], wrong);
    const {code, stdout} = await runCheck();
    expect(stdout).toMatch(new RegExp(`v3\\.apr-oracle\\s+\\S+\\s+MISMATCH\\s+chain: ${wrong}`));
    expect(code).toBe(1);
  }, 60_000);

  it('exits 2 when the node cannot be reached', async () => {
    await chain.stop();
    const {code, stdout} = await runCheck();
    expect(stdout).toMatch(/could not verify\s+the RPC node could not be reached/);
    expect(code).toBe(2);
  }, 60_000);
});
