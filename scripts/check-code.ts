/**
 * `npm run check:code`: compiles, type-checks or parses every code block of
 * the docs (scripts/code-check). Prints the excerpts and what was checked,
 * then each problem as `file:line: message`; exits 1 on a problem.
 */
import path from 'node:path';

import {checkCode} from './code-check';

const root = path.resolve(__dirname, '..');
const started = Date.now();
const report = checkCode(root);
console.log(`Excerpts (not compiled; the reader sees the reason): ${report.excerpts.length}`);
for (const line of report.excerpts) console.log(`  ${line}`);
for (const note of report.notes) console.log(note);
for (const problem of report.problems) console.error(`${problem.where}: ${problem.message}`);
console.log(
  `${report.problems.length ? `${report.problems.length} problem(s)` : 'All code blocks check'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
process.exitCode = report.problems.length ? 1 : 0;
