/**
 * The pages the bench measures, one per template: fixed paths from
 * src/config/performance.ts, plus the shortest and the longest docs page of
 * the build (by HTML size), from the page list the build wrote. The address
 * page is measured twice: with its chain nodes answering, and with them
 * unreachable, when every widget ends in "could not verify".
 */
import fs from 'node:fs';

import {BENCH_PAGES} from '../../src/config/performance';
import {htmlFileOf, readPageList} from '../../src/docs/pages';

export interface Template {
  readonly name: string;
  readonly path: string;
  /** False when the build has no such page (reported, not measured). */
  readonly present: boolean;
  /** Measured after the bench has stopped the chain nodes, so every RPC request is refused. */
  readonly rpcUnreachable?: boolean;
}

function docsPagesBySize(buildDir: string): {url: string; bytes: number}[] {
  return readPageList(buildDir)
    .map((page) => ({url: page.permalink, bytes: fs.statSync(htmlFileOf(buildDir, page.permalink)).size}))
    .sort((a, b) => a.bytes - b.bytes);
}

export function benchTemplates(buildDir: string): Template[] {
  const pages = docsPagesBySize(buildDir);
  const exists = (url: string) => fs.existsSync(htmlFileOf(buildDir, url));
  const fixed = (name: string, url: string): Template => ({name, path: url, present: exists(url)});
  return [
    {name: 'home', path: BENCH_PAGES.home, present: true},
    {name: 'short doc', path: pages[0]!.url, present: true},
    {name: 'longest doc', path: pages.at(-1)!.url, present: true},
    fixed('address page', BENCH_PAGES.address),
    {...fixed('address page (nodes unreachable)', BENCH_PAGES.address), rpcUnreachable: true},
    fixed('calculator', BENCH_PAGES.calculator),
    fixed('reference page', BENCH_PAGES.reference),
    fixed('deprecated reference', BENCH_PAGES.deprecatedReference),
    fixed('YIP index', BENCH_PAGES.yipIndex),
    fixed('position finder', BENCH_PAGES.positionFinder),
    fixed('transaction explainer', BENCH_PAGES.explainer),
  ];
}
