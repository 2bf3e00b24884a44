/**
 * The pages the bench measures, one per template: fixed paths from
 * src/config/performance.ts, plus the shortest and the longest docs page of
 * the build (by HTML size; section landing pages are not docs pages).
 */
import fs from 'node:fs';
import path from 'node:path';

import {DOCS_AREAS} from '../../src/config/areas';
import {BENCH_PAGES} from '../../src/config/performance';

export interface Template {
  readonly name: string;
  readonly path: string;
  /** False when the build has no such page (reported, not measured). */
  readonly present: boolean;
  /** Pages with a widget are not held to the docs-page JavaScript budget. */
  readonly hasWidget: boolean;
}

function docsPages(buildDir: string): {url: string; bytes: number}[] {
  return DOCS_AREAS.flatMap((area) =>
    (fs.readdirSync(path.join(buildDir, area.routeBasePath), {recursive: true}) as string[])
      .filter((file) => file.endsWith(`${path.sep}index.html`))
      .map((file) => ({
        url: `/${area.routeBasePath}/${path.dirname(file).split(path.sep).join('/')}`,
        bytes: fs.statSync(path.join(buildDir, area.routeBasePath, file)).size,
      })),
  ).sort((a, b) => a.bytes - b.bytes);
}

export function benchTemplates(buildDir: string): Template[] {
  const pages = docsPages(buildDir);
  const exists = (url: string) => fs.existsSync(path.join(buildDir, url, 'index.html'));
  return [
    {name: 'home', path: BENCH_PAGES.home, present: true, hasWidget: false},
    {name: 'short doc', path: pages[0]!.url, present: true, hasWidget: false},
    {name: 'longest doc', path: pages.at(-1)!.url, present: true, hasWidget: false},
    {name: 'address page', path: BENCH_PAGES.address, present: exists(BENCH_PAGES.address), hasWidget: true},
    {name: 'calculator', path: BENCH_PAGES.calculator, present: exists(BENCH_PAGES.calculator), hasWidget: true},
    {name: 'reference page', path: BENCH_PAGES.reference, present: exists(BENCH_PAGES.reference), hasWidget: false},
  ];
}
