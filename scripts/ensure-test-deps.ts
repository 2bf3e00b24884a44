/**
 * Part of `npm test`'s pretest: the programs outside npm that the tests run,
 * Chromium and nginx (src/config/systemTools.ts says where each is looked
 * for). As root on Debian (CI) the missing ones are installed with apt-get;
 * anywhere else the run stops with how to install them or where to point.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';

import {missingSystemTools, SYSTEM_TOOLS} from '../src/config/systemTools';

const DEBIAN_PACKAGES = {chromium: 'chromium', nginx: 'nginx'} as const;

let missing = missingSystemTools();
const canApt = process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get');
if (missing.length && canApt) {
  const packages = missing.map(({name}) => DEBIAN_PACKAGES[name]);
  console.log(`Installing ${packages.join(' ')} with apt-get`);
  const env = {...process.env, DEBIAN_FRONTEND: 'noninteractive'};
  execFileSync('apt-get', ['update', '-qq'], {stdio: 'inherit', env});
  execFileSync('apt-get', ['install', '-y', '-qq', ...packages], {stdio: ['ignore', 'ignore', 'inherit'], env});
  missing = missingSystemTools();
}
if (missing.length) {
  for (const {name, path} of missing) {
    const tool = SYSTEM_TOOLS[name];
    console.error(`The tests need ${name}, not found at ${path}. ${tool.install}.`);
  }
  process.exit(1);
}
