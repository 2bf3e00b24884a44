/**
 * Times a cold production build (Docusaurus's caches removed first) and a warm
 * rebuild after a one-line Markdown edit (caches kept), samples the memory of
 * the whole process tree (Docusaurus starts workers, the diagrams Chromium),
 * reporting the peak of the summed resident set size, and reads from the
 * build's output where the time went (`./buildPhases`).
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';

import {parseBuildPhases, type BuildPhase} from './buildPhases';

const SAMPLE_MS = 250;
/** Build caches: without them the build is cold, as on a fresh clone or in CI. */
const CACHES = ['.docusaurus', 'node_modules/.cache'];

export interface BuildFigures {
  readonly wallSeconds: number;
  readonly peakMemoryMB: number;
  readonly phases: readonly BuildPhase[];
}

function children(pid: number): number[] {
  try {
    return fs
      .readdirSync(`/proc/${pid}/task`)
      .flatMap((task) =>
        fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
      );
  } catch {
    return [];
  }
}

function rssKB(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

function treeRssKB(pid: number): number {
  return rssKB(pid) + children(pid).reduce((sum, child) => sum + treeRssKB(child), 0);
}

/** The perf log and the MDX compile time of each docs area (plugins/mdx-timing), which feed the build's phase rows. */
export const BENCH_BUILD_ENV = {DOCUSAURUS_PERF_LOGGER: 'true', YEARN_MDX_TIMING: '1'} as const;

async function timedBuild(root: string, outDir: string, env: NodeJS.ProcessEnv): Promise<BuildFigures> {
  const started = performance.now();
  // `npm run build`, so the bench builds with the Node flags the site's build script sets.
  const build = spawn('npm', ['run', 'build', '--', '--out-dir', outDir], {
    cwd: root,
    env: {...env, ...BENCH_BUILD_ENV},
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const output: string[] = [];
  readline.createInterface({input: build.stdout}).on('line', (line) => {
    output.push(line);
    // The perf log is for the table; the build's own lines still show progress.
    if (!line.includes('[PERF]')) console.log(line);
  });
  let peakKB = 0;
  const sampler = setInterval(() => {
    if (build.pid) peakKB = Math.max(peakKB, treeRssKB(build.pid));
  }, SAMPLE_MS);
  const code = await new Promise<number | null>((resolve) => build.once('exit', resolve));
  clearInterval(sampler);
  if (code !== 0) throw new Error(`The build failed (exit ${code})`);
  return {
    wallSeconds: +((performance.now() - started) / 1000).toFixed(1),
    peakMemoryMB: Math.round(peakKB / 1024),
    phases: parseBuildPhases(output.join('\n')),
  };
}

export async function coldBuild(root: string, outDir: string, env: NodeJS.ProcessEnv): Promise<BuildFigures> {
  for (const cache of CACHES) fs.rmSync(path.join(root, cache), {recursive: true, force: true});
  // jiti, which loads the config, keeps what it compiled in the system's temp folder (node-jiti): an empty
  // temp folder of the build's own makes it as cold as on a fresh machine.
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-build-'));
  try {
    return await timedBuild(root, outDir, {...env, TMPDIR: tempDir});
  } finally {
    fs.rmSync(tempDir, {recursive: true, force: true});
  }
}

/**
 * A writer's rebuild: one Markdown page edited (`page`, relative to the root),
 * then the production build again with the caches the last build left. The
 * edit is a comment line that changes the source but not the page, and the
 * file is restored afterwards, also when the build fails.
 */
export async function warmRebuild(
  root: string,
  outDir: string,
  env: NodeJS.ProcessEnv,
  page: string,
): Promise<BuildFigures> {
  const file = path.join(root, page);
  const original = fs.readFileSync(file, 'utf8');
  const restore = () => fs.writeFileSync(file, original);
  const onSignal = () => {
    restore();
    process.exit(130);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  fs.writeFileSync(file, `${original}\n<!-- bench edit ${new Date().toISOString()} -->\n`);
  try {
    return await timedBuild(root, outDir, env);
  } finally {
    restore();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}
