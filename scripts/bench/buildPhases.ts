/**
 * Where a production build's time goes, read from its own output:
 * Docusaurus's perf log (DOCUSAURUS_PERF_LOGGER=true prints `[PERF] label -
 * duration` for each phase, nested labels joined by " > ") and the one-line
 * summaries our plugins print (`[search-index] ... 2629 ms`).
 */
export interface BuildPhase {
  readonly phase: string;
  readonly seconds: number;
}

/** The perf log's phases worth a row: the rest are steps inside these. */
const DOCUSAURUS_PHASES: readonly {readonly phase: string; readonly label: RegExp; readonly parallel?: boolean}[] = [
  {phase: 'load site (config, plugins, Markdown content)', label: /^Build > \w+ > Load site$/},
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
    // Our plugins end their summary line with the time they took.
    const ours = /^\[([a-z][\w-]*)\] .*?(\d+) ms$/.exec(line);
    if (ours) totals.set(`plugin ${ours[1]}`, (totals.get(`plugin ${ours[1]}`) ?? 0) + Number(ours[2]) / 1000);
  }
  const order = [...DOCUSAURUS_PHASES.map(({phase}) => phase)];
  return [...totals]
    .map(([phase, total]) => ({phase, seconds: +total.toFixed(1)}))
    .sort(
      (a, b) =>
        (order.includes(a.phase) ? order.indexOf(a.phase) : order.length) -
        (order.includes(b.phase) ? order.indexOf(b.phase) : order.length),
    );
}
