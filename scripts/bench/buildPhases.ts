/**
 * Where a production build's time goes, read from its own output:
 * Docusaurus's perf log (DOCUSAURUS_PERF_LOGGER=true prints `[PERF] label -
 * duration` for each phase, nested labels joined by " > "), the one-line
 * summaries our plugins print (`[search-index] ... 2629 ms`, one per postBuild
 * step) and the MDX compile time of each docs area (plugins/mdx-timing).
 */
export interface BuildPhase {
  readonly phase: string;
  readonly seconds: number;
}

/** The perf log's phases worth a row: the rest are steps inside these. */
const DOCUSAURUS_PHASES: readonly {readonly phase: string; readonly label: RegExp; readonly parallel?: boolean}[] = [
  // Docusaurus reads the config (docusaurus.config.ts and all it imports) while it gets the locales, before the site.
  {phase: 'config', label: /^Get locales to build$/},
  {phase: 'load site (plugins, Markdown content)', label: /^Build > \w+ > Load site$/},
  // The five docs instances load side by side: the slowest is the time they take.
  {
    phase: 'docs content, slowest instance (Markdown files, last-update dates)',
    parallel: true,
    label: /^Build > \w+ > Load site > Load plugins > Load plugins content > Load docs@docs-[\w-]+ > loadContent\(\)$/,
  },
  {phase: 'bundling (client and server, Rspack)', label: /^Build > \w+ > Bundling with \w+$/},
  {phase: 'static rendering (SSG)', label: /^Build > \w+ > SSG$/},
  {phase: 'postBuild of every plugin', label: /^Build > \w+ > postBuild\(\)$/},
  {phase: 'broken links check', label: /^Build > \w+ > Broken links checker$/},
];

/** The pages' compile time inside bundling, all areas. */
const MDX_TOTAL = 'MDX compilation, every docs page (inside bundling)';

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;

function seconds(duration: string): number | null {
  const match = /^([\d.]+) (ms|seconds!?)$/.exec(duration.trim());
  if (!match) return null;
  return match[2] === 'ms' ? Number(match[1]) / 1000 : Number(match[1]);
}

/** The build's phases in order; our plugins' times are summed where a plugin prints more than once. */
export function parseBuildPhases(output: string): BuildPhase[] {
  const totals = new Map<string, number>();
  for (const raw of output.split('\n')) {
    const line = raw.replace(ANSI, '').trim();
    const perf = /^\[PERF\](?:\[KO\])? (.+?) - ([\d.]+ (?:ms|seconds!?)) - /.exec(line);
    if (perf) {
      const found = DOCUSAURUS_PHASES.find(({label}) => label.test(perf[1]!));
      const value = seconds(perf[2]!);
      if (found && value !== null)
        totals.set(
          found.phase,
          found.parallel ? Math.max(totals.get(found.phase) ?? 0, value) : (totals.get(found.phase) ?? 0) + value,
        );
      continue;
    }
    // plugins/mdx-timing: one line per docs area, `[mdx-compile] docs-developers: 287 pages, 24348 ms`.
    const mdx = /^\[mdx-compile\] (.+): (\d+) pages, (\d+) ms$/.exec(line);
    if (mdx) {
      totals.set(`MDX compilation: ${mdx[1]} (${mdx[2]} pages)`, Number(mdx[3]) / 1000);
      totals.set(MDX_TOTAL, (totals.get(MDX_TOTAL) ?? 0) + Number(mdx[3]) / 1000);
      continue;
    }
    // Our plugins end their summary line with the time they took.
    const ours = /^\[([a-z][\w-]*)\] .*?(\d+) ms$/.exec(line);
    if (ours) totals.set(`plugin ${ours[1]}`, (totals.get(`plugin ${ours[1]}`) ?? 0) + Number(ours[2]) / 1000);
  }
  const order = DOCUSAURUS_PHASES.map(({phase}) => phase);
  order.splice(order.indexOf('bundling (client and server, Rspack)') + 1, 0, MDX_TOTAL);
  const isMdx = (phase: string) => phase.startsWith('MDX compilation: ');
  // The areas right after the total, as the plugin prints them (largest first).
  const rank = (phase: string) =>
    order.includes(phase) ? order.indexOf(phase) : isMdx(phase) ? order.indexOf(MDX_TOTAL) + 0.5 : order.length;
  return [...totals]
    .map(([phase, total]) => ({phase, seconds: +total.toFixed(1)}))
    .sort((a, b) => rank(a.phase) - rank(b.phase));
}
