/**
 * `npx tsx scripts/bench/trace.ts <build dir> <path>...`: where a first-time
 * visitor's main thread goes. For each path, a fresh Chromium (Debian's) loads
 * the page from nginx at Lighthouse's phone size with the CPU slowed 4x, as
 * Lighthouse's mobile profile models it, and records a performance trace for
 * the first seconds. It prints the long tasks (over 50 ms), their blocking
 * time (the part over 50 ms, Lighthouse's TBT before its simulation) and what
 * ran in them, by trace event, self time. Scores move with the machine's load;
 * these CPU times move much less, so they are what a change is judged by.
 *
 * TRACE_RUNS (default 3) runs per path, the median by blocking time printed;
 * TRACE_CHAINS=1 starts the e2e chain nodes (a `npm run build:test` build);
 * TRACE_BLOCK_RPC=1 makes every request to a local node fail, as when the
 * RPC nodes are unreachable.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {chromium} from '@playwright/test';

import {VAULT_CHAIN_IDS} from '../../src/config/chain';
import {systemToolPath} from '../../src/config/systemTools';
import {LocalChain} from '../support/localChain';
import {localPort} from '../support/localNodes';
import {startNginx} from '../support/nginx';
import {median} from './stats';

const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;
const SETTLE_MS = Number(process.env.TRACE_SETTLE_MS) || 6000;
const RUNS = Number(process.env.TRACE_RUNS) || 3;

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: {name?: string; data?: {url?: string; functionName?: string}};
}

export interface TraceFigures {
  readonly longTasks: number;
  readonly blockingMs: number;
  readonly longestMs: number;
  readonly mainThreadMs: number;
  /** Self time inside long tasks by trace event name, ms, largest first. */
  readonly inLongTasks: [string, number][];
  /** Each long task: start (ms after the first task), duration and its largest parts. */
  readonly tasks: string[];
}

/** The renderer main thread of the traced page: the CrRendererMain with the most work. */
function mainThread(events: TraceEvent[]): {pid: number; tid: number} {
  const threads = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  let best = {pid: 0, tid: 0, work: -1};
  for (const t of threads) {
    const work = events
      .filter((e) => e.pid === t.pid && e.tid === t.tid && e.name === 'RunTask')
      .reduce((sum, e) => sum + (e.dur ?? 0), 0);
    if (work > best.work) best = {pid: t.pid, tid: t.tid, work};
  }
  return best;
}

export function analyse(events: TraceEvent[]): TraceFigures {
  const {pid, tid} = mainThread(events);
  const own = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur !== undefined);
  const tasks = own.filter((e) => e.name === 'RunTask');
  const long = tasks.filter((t) => t.dur! / 1000 > LONG_TASK_MS);
  const selfByName = new Map<string, number>();
  const taskLines: string[] = [];
  const origin = tasks[0]?.ts ?? 0;
  for (const task of long) {
    const before = new Map(selfByName);
    const inside = own
      .filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur! <= task.ts + task.dur!)
      .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
    // Self time: each event's duration minus its direct children's.
    const stack: {event: TraceEvent; childTime: number}[] = [{event: task, childTime: 0}];
    const close = (upTo: number) => {
      while (stack.length > 1 && stack.at(-1)!.event.ts + stack.at(-1)!.event.dur! <= upTo) {
        const done = stack.pop()!;
        const label = labelOf(done.event);
        selfByName.set(label, (selfByName.get(label) ?? 0) + done.event.dur! - done.childTime);
        stack.at(-1)!.childTime += done.event.dur!;
      }
    };
    for (const e of inside) {
      close(e.ts);
      stack.push({event: e, childTime: 0});
    }
    close(Infinity);
    selfByName.set('(task, other)', (selfByName.get('(task, other)') ?? 0) + task.dur! - stack[0]!.childTime);
    const parts = [...selfByName.entries()]
      .map(([name, us]): [string, number] => [name, us - (before.get(name) ?? 0)])
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([name, us]) => `${name} ${Math.round(us / 1000)}`);
    taskLines.push(
      `at ${Math.round((task.ts - origin) / 1000)} ms: ${Math.round(task.dur! / 1000)} ms (${parts.join(', ')})`,
    );
  }
  const ms = (us: number) => Math.round(us / 100) / 10;
  return {
    longTasks: long.length,
    blockingMs: ms(long.reduce((sum, t) => sum + t.dur! - LONG_TASK_MS * 1000, 0)),
    longestMs: ms(Math.max(0, ...long.map((t) => t.dur!))),
    mainThreadMs: ms(tasks.reduce((sum, t) => sum + t.dur!, 0)),
    inLongTasks: [...selfByName.entries()]
      .map(([name, us]): [string, number] => [name, ms(us)])
      .filter(([, value]) => value >= 1)
      .sort((a, b) => b[1] - a[1]),
    tasks: taskLines,
  };
}

function labelOf(e: TraceEvent): string {
  const url = e.args?.data?.url;
  if ((e.name === 'EvaluateScript' || e.name === 'v8.compile') && url) return `${e.name} ${path.basename(url)}`;
  return e.name;
}

async function traceOnce(url: string, blockRpc: boolean): Promise<TraceFigures> {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yearn-trace-'));
  // A fresh browser with an empty profile: nothing cached, compiled or warmed up by an earlier page.
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: systemToolPath('chromium'),
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    viewport: {width: 412, height: 823},
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    let rpcRequests = 0;
    page.on('request', (request) => {
      if (/^http:\/\/127\.0\.0\.1:185\d\d\//.test(request.url())) rpcRequests++;
    });
    if (blockRpc) await context.route(/^http:\/\/127\.0\.0\.1:185\d\d\//, (route) => route.abort('connectionrefused'));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: CPU_SLOWDOWN});
    const browser = context.browser();
    const tracePath = path.join(userDataDir, 'trace.json');
    await cdp.send('Tracing.start', {
      categories: 'devtools.timeline,disabled-by-default-devtools.timeline,toplevel,v8.execute,blink.user_timing',
      transferMode: 'ReturnAsStream',
    });
    void browser;
    await page.goto(url, {waitUntil: 'load'});
    await page.waitForTimeout(SETTLE_MS);
    const done = new Promise<string>((resolve) => cdp.once('Tracing.tracingComplete', (e) => resolve(e.stream!)));
    await cdp.send('Tracing.end');
    const stream = await done;
    let text = '';
    for (;;) {
      const chunk = await cdp.send('IO.read', {handle: stream});
      text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString() : chunk.data;
      if (chunk.eof) break;
    }
    await cdp.send('IO.close', {handle: stream});
    if (process.env.TRACE_KEEP) fs.writeFileSync(process.env.TRACE_KEEP, text);
    const parsed = JSON.parse(text) as TraceEvent[] | {traceEvents: TraceEvent[]};
    void tracePath;
    if (rpcRequests > 0) console.log(`  ${rpcRequests} RPC requests`);
    return analyse(Array.isArray(parsed) ? parsed : parsed.traceEvents);
  } finally {
    await context.close();
    fs.rmSync(userDataDir, {recursive: true, force: true});
  }
}

export async function tracePage(url: string, blockRpc = false): Promise<TraceFigures & {runs: number[]}> {
  const runs: TraceFigures[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await traceOnce(url, blockRpc));
  const mid = median(runs.map((r) => r.blockingMs));
  const picked = runs.find((r) => r.blockingMs === mid)!;
  return {...picked, runs: runs.map((r) => r.blockingMs)};
}

async function main() {
  const [buildDir, ...paths] = process.argv.slice(2);
  if (!buildDir || paths.length === 0) throw new Error('usage: trace.ts <build dir> <path>...');
  const chains: LocalChain[] = [];
  if (process.env.TRACE_CHAINS === '1')
    for (const chainId of VAULT_CHAIN_IDS) chains.push(await LocalChain.start(localPort(chainId), chainId));
  const nginx = await startNginx(buildDir);
  try {
    for (const p of paths) {
      const figures = await tracePage(`${nginx.baseUrl}${p}`, process.env.TRACE_BLOCK_RPC === '1');
      console.log(
        `${p}: blocking ${figures.blockingMs} ms (runs ${figures.runs.join(', ')}), ${figures.longTasks} long tasks, ` +
          `longest ${figures.longestMs} ms, main thread ${figures.mainThreadMs} ms (CPU x${CPU_SLOWDOWN})`,
      );
      for (const [name, value] of figures.inLongTasks.slice(0, 14)) console.log(`    ${value} ms  ${name}`);
      if (process.env.TRACE_TASKS === '1') for (const line of figures.tasks) console.log(`  task ${line}`);
    }
  } finally {
    await nginx.stop();
    for (const node of chains) await node.stop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
