/**
 * The production build the e2e tests run against (`npm run build:test`):
 * `npm run build`, with every V3 chain's RPC pointed at the local
 * anvil node the chain tests start for it (scripts/support/localNodes.ts), so
 * the chain list and the ports are written down once, and the position
 * finder's data services pointed at the local stand-ins.
 */
import {spawnSync} from 'node:child_process';

import {localChainEnv, localServiceEnv} from './support/localNodes';

const result = spawnSync('npm', ['run', 'build', '--', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: {...process.env, ...localChainEnv(), ...localServiceEnv()},
});
process.exit(result.status ?? 1);
