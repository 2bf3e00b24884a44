import {execFile} from 'node:child_process';
import path from 'node:path';

import {afterAll, beforeAll, describe, expect, it} from 'vitest';

import {PROTOCOL_ADDRESS_PROVIDER_ABI, ROLE_MANAGER_ABI} from '../../src/chain/abis';
import {ADDRESS_BOOK, getEntry, liveChecks} from '../../src/chain/addressBook';
import {LOCAL_CHAIN} from '../support/constants';
import {LocalChain} from '../../scripts/support/localChain';

const ROOT = path.resolve(__dirname, '../..');
const RPC = `http://127.0.0.1:${LOCAL_CHAIN.checkScriptPort}`;
const KATANA_RPC = `http://127.0.0.1:${LOCAL_CHAIN.checkScriptKatanaPort}`;
/** A loopback port nothing listens on. */
const DEAD_RPC = 'http://127.0.0.1:18548';
const WRONG = '0x000000000000000000000000000000000000dEaD';
const katanaLive = liveChecks(ADDRESS_BOOK).filter(({chainId}) => chainId === 747474).length;

function runCheck(
  args: string[] = ['--chain', '1', '--chain', '747474'],
  env: NodeJS.ProcessEnv = {},
): Promise<{code: number; stdout: string}> {
  return new Promise((resolve) => {
    execFile(
      'npx',
      ['tsx', 'scripts/check-addresses.ts', ...args],
      {
        cwd: ROOT,
        env: {...process.env, YEARN_RPC_URL: RPC, YEARN_RPC_URL_747474: KATANA_RPC, NODE_ENV: 'production', ...env},
      },
      (error, stdout) => resolve({code: error ? Number(error.code) : 0, stdout}),
    );
  });
}

/** The part of the output that belongs to one chain's table. */
const section = (stdout: string, chainId: number) =>
  stdout.split('\n## ').find((part) => part.includes(`(chain ${chainId})`)) ?? '';

describe('npm run check:addresses (against local anvil nodes for mainnet and Katana)', () => {
  let chain: LocalChain;
  let katana: LocalChain;
  beforeAll(async () => {
    chain = await LocalChain.start(LOCAL_CHAIN.checkScriptPort);
    katana = await LocalChain.start(LOCAL_CHAIN.checkScriptKatanaPort, 747474);
  }, 60_000);
  afterAll(async () => {
    await chain?.stop();
    await katana?.stop();
  });

  it('passes when every address matches on both chains and prints a table per chain', async () => {
    const {code, stdout} = await runCheck();
    expect(stdout).toMatch(/^## Ethereum \(chain 1\)/m);
    expect(stdout).toMatch(/^## Katana \(chain 747474\)/m);
    expect(stdout).toMatch(/^id\s+address\s+status\s+source/m);
    expect(section(stdout, 1)).toMatch(
      /v3\.router\s+0x1112dbCF805682e828606f74AB717abf4b4FD8DE\s+verified\s+ProtocolAddressProvider\.getRouter\(\)/,
    );
    expect(section(stdout, 1)).toMatch(/50 verified, 0 mismatch, 0 could not verify/);
    expect(section(stdout, 747474)).toMatch(
      /v3\.katana\.role-manager\s+0x2297d2486070655c3a162b02c64248A2f9dBC9a4\s+verified\s+its own getRegistry\(\) and getDaddy\(\)/,
    );
    expect(section(stdout, 747474)).toMatch(/v3\.router\s+0x1112dbCF805682e828606f74AB717abf4b4FD8DE\s+verified/);
    expect(section(stdout, 747474)).toMatch(new RegExp(`${katanaLive} verified, 0 mismatch, 0 could not verify`));
    // Mainnet-only contracts are not in Katana's table.
    expect(section(stdout, 747474)).not.toContain('v3.brain');
    expect(code).toBe(0);
  }, 90_000);

  it('--chain limits the check to one chain', async () => {
    const {code, stdout} = await runCheck(['--chain', '8453'], {YEARN_RPC_URL_8453: DEAD_RPC});
    expect(stdout).toMatch(/^## Base \(chain 8453\)/m);
    expect(stdout).not.toContain('(chain 1)');
    expect(stdout).toMatch(/v3\.base\.role-manager\s+\S+\s+could not verify\s+the RPC node could not be reached/);
    expect(code).toBe(2);
  }, 90_000);

  it('exits 1 and names the mismatch, on its chain only, when a registry disagrees', async () => {
    await katana.answer(getEntry('v3.katana.role-manager').address, ROLE_MANAGER_ABI, 'getAccountant', [], WRONG);
    try {
      const {code, stdout} = await runCheck();
      expect(section(stdout, 747474)).toMatch(
        new RegExp(`v3\\.base-katana\\.accountant\\s+\\S+\\s+MISMATCH\\s+chain: ${WRONG}`),
      );
      expect(section(stdout, 1)).toMatch(/0 mismatch/);
      expect(code).toBe(1);
    } finally {
      await katana.answer(
        getEntry('v3.katana.role-manager').address,
        ROLE_MANAGER_ABI,
        'getAccountant',
        [],
        getEntry('v3.base-katana.accountant').address,
      );
    }
    await chain.answer(
      getEntry('v3.address-provider').address,
      PROTOCOL_ADDRESS_PROVIDER_ABI,
      'getAprOracle',
      [],
      WRONG,
    );
    const {code, stdout} = await runCheck();
    expect(section(stdout, 1)).toMatch(new RegExp(`v3\\.apr-oracle\\s+\\S+\\s+MISMATCH\\s+chain: ${WRONG}`));
    expect(section(stdout, 747474)).toMatch(/v3\.apr-oracle\s+\S+\s+verified/);
    expect(code).toBe(1);
    await chain.answer(
      getEntry('v3.address-provider').address,
      PROTOCOL_ADDRESS_PROVIDER_ABI,
      'getAprOracle',
      [],
      getEntry('v3.apr-oracle').address,
    );
  }, 90_000);

  it("exits 2 when one chain's node cannot be reached, and still checks the other", async () => {
    await katana.stop();
    const {code, stdout} = await runCheck();
    expect(section(stdout, 747474)).toMatch(/could not verify\s+the RPC node could not be reached/);
    expect(section(stdout, 1)).toMatch(/50 verified, 0 mismatch, 0 could not verify/);
    expect(code).toBe(2);
  }, 90_000);

  it('refuses a node that answers for another chain', async () => {
    // The mainnet node given as Katana's RPC.
    const {code, stdout} = await runCheck(['--chain', '747474'], {YEARN_RPC_URL_747474: RPC});
    expect(stdout).toMatch(/could not verify\s+the RPC node is on chain 1, not Katana \(747474\)/);
    expect(code).toBe(2);
  }, 90_000);
});
