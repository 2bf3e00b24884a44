/**
 * How long each docs area's pages take to compile from Markdown to
 * JavaScript, for the bench (`npm run bench` reads the lines this prints).
 *
 * `remarkMdxStart` runs first among a docs plugin's remark steps and
 * `recmaMdxEnd` last among its recma steps, so one page's span covers its
 * remark, rehype and recma work, not the parse before or the stringify after.
 * The bundler compiles many pages at once on Node's one thread, so spans
 * overlap: each moment is shared out equally among the pages in flight, and
 * an area's time is its pages' shares. The areas' times then add up to the
 * time during which some page was compiling.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

import {DOCS_AREAS} from '../../src/config/areas';
import {REFERENCE_OUT_DIR} from '../../src/reference/paths';
import {YIPS_OUT_DIR} from '../../src/yips/paths';

interface Span {
  readonly area: string;
  readonly start: number;
  end?: number;
}

/** One span per compile (the server and client bundles share a page's compile). */
const spans = new Map<string, Span>();

interface VFileLike {
  readonly path?: string;
}

/** The generated trees are reported on their own: they are most of the pages. */
const GENERATED = [
  {dir: REFERENCE_OUT_DIR, label: 'contract reference (generated)'},
  {dir: YIPS_OUT_DIR, label: 'YIP archive (generated)'},
];

function areaOf(file: VFileLike): string {
  const relative = path
    .relative(process.cwd(), file.path ?? '')
    .split(path.sep)
    .join('/');
  const generated = GENERATED.find(({dir}) => relative.startsWith(`${dir}/`));
  const area = DOCS_AREAS.find(({dir}) => relative.startsWith(`${dir}/`))?.id ?? 'other';
  return generated ? `${area}, ${generated.label}` : area;
}

export function remarkMdxStart() {
  return (_tree: unknown, file: VFileLike) => {
    if (file.path) spans.set(file.path, {area: areaOf(file), start: performance.now()});
  };
}

export function recmaMdxEnd() {
  return (_tree: unknown, file: VFileLike) => {
    const span = file.path ? spans.get(file.path) : undefined;
    if (span && span.end === undefined) span.end = performance.now();
  };
}

export interface AreaCompileTime {
  readonly area: string;
  readonly pages: number;
  readonly ms: number;
}

/** Each area's share of the compile time (see above), largest first. */
export function areaCompileTimes(finished: readonly {area: string; start: number; end: number}[]): AreaCompileTime[] {
  const events = finished
    .flatMap((span, index) => [
      {at: span.start, index, open: true},
      {at: span.end, index, open: false},
    ])
    .sort((a, b) => a.at - b.at || Number(a.open) - Number(b.open));
  const share = new Map<string, number>();
  const open = new Set<number>();
  let last = 0;
  for (const event of events) {
    if (open.size > 0) {
      const slice = (event.at - last) / open.size;
      for (const index of open) share.set(finished[index]!.area, (share.get(finished[index]!.area) ?? 0) + slice);
    }
    last = event.at;
    if (event.open) open.add(event.index);
    else open.delete(event.index);
  }
  const pages = new Map<string, number>();
  for (const span of finished) pages.set(span.area, (pages.get(span.area) ?? 0) + 1);
  return [...pages]
    .map(([area, count]) => ({area, pages: count, ms: Math.round(share.get(area) ?? 0)}))
    .sort((a, b) => b.ms - a.ms);
}

export default function mdxTimingPlugin(): Plugin {
  return {
    name: 'mdx-timing',
    postBuild() {
      const finished = [...spans.values()].filter((span): span is Required<Span> => span.end !== undefined);
      for (const {area, pages, ms} of areaCompileTimes(finished))
        console.log(`[mdx-compile] ${area}: ${pages} pages, ${ms} ms`);
      spans.clear();
    },
  };
}
