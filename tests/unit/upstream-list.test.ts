/**
 * UPSTREAM.md lists every place the code relies on Docusaurus's (and its
 * packages') internals. This scans the code for those places and compares
 * them with the page's table, both ways: a new deep import, wrapper or
 * generated-file reader must be listed under its file, and a listed one must
 * still be in the code there.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const ROOT = path.resolve(__dirname, '../..');
const SCANNED = ['src', 'plugins', 'scripts', 'mcp', 'sidebars', 'docusaurus.config.ts'];
const CODE_FILE = /\.(?:[cm]?[jt]sx?|css)$/;

/** A place of upstream internals, as the code and the page both name it. */
const INTERNAL = [
  /^@docusaurus\/[a-z-]+\/lib\/.+$/, // a module inside a package
  /^@docusaurus\/[a-z-]+\/internal$/, // exports a package marks internal
  /^@theme-(?:original|init)\/.+$/, // a wrapped theme component
  /^\.docusaurus(?:\/.+)?$/, // the generated files
  /^(?:@[a-z-]+\/)?[a-z-]+\/dist\/.+$/, // a file inside a package
  /^window\.docusaurus$/,
  /^JITI_NATIVE_MODULES$/,
];
const isInternal = (name: string) => INTERNAL.some((pattern) => pattern.test(name));

/** `[\\/]` and `\.` of a loader rule's path pattern, read back as a path. */
const rulePath = (pattern: string) => pattern.replace(/\[\\\\\/\]/g, '/').replace(/\\\./g, '.');

/** The upstream internals `source` uses, by name. */
export function internalsIn(source: string): Set<string> {
  // Comments explain; only code counts (a `//` inside a string or pattern is not at a line's start).
  const code = source.replace(/^\s*(?:\/\/|\/?\*).*$/gm, '');
  const found = new Set<string>();
  for (const [, name] of code.matchAll(/['"]([^'"\s]+)['"]/g)) if (isInternal(name!)) found.add(name!);
  // A file inside a package, joined to the package's folder.
  const packageDir = /require\.resolve\('((?:@[a-z-]+\/)?[a-z-]+)\/package\.json'\)\),\s*'((?:lib|dist)\/[^']+)'/g;
  for (const [, pkg, file] of code.matchAll(packageDir)) found.add(`${pkg}/${file}`);
  // A loader rule on an upstream path (a pattern literal), and a generated file joined to generatedFilesDir.
  for (const [, pattern] of code.matchAll(/\/\[\\\\\/\]([^$\s]*)\$\//g)) {
    const name = rulePath(pattern!).replace(/^\\/, '');
    if (isInternal(name)) found.add(name);
  }
  for (const [, file] of code.matchAll(/generatedFilesDir, '([\w-]+\.m?js)'\)/g)) found.add(`.docusaurus/${file}`);
  for (const name of ['window.docusaurus', 'JITI_NATIVE_MODULES']) if (code.includes(name)) found.add(name);
  return found;
}

interface Row {
  readonly where: readonly string[];
  readonly internals: ReadonlySet<string>;
  readonly text: string;
}

/** The table's rows: the files of the first column and the internals the second names. */
export function upstreamRows(page: string): Row[] {
  const backticked = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
  return page
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const [where, relies] = line.split(' | ').map((cell) => cell.replace(/^\| /, ''));
      return {
        where: backticked(where!).map((file) => file.replace(/\/\*$/, '')),
        internals: new Set(backticked(relies!).filter(isInternal)),
        text: line,
      };
    });
}

const covers = (where: string, file: string) =>
  file === where || file.startsWith(`${where}/`) || file.startsWith(`${where}.`);

/** What differs between the code's internals (by file) and the page's rows, as sentences naming the fix. */
export function differences(code: ReadonlyMap<string, ReadonlySet<string>>, rows: readonly Row[]): string[] {
  const problems: string[] = [];
  for (const [file, internals] of code)
    for (const name of internals)
      if (!rows.some((row) => row.internals.has(name) && row.where.some((where) => covers(where, file))))
        problems.push(`${file} uses \`${name}\`: add it to UPSTREAM.md in the row of ${file}`);
  for (const row of rows)
    for (const name of row.internals)
      if (![...code].some(([file, internals]) => internals.has(name) && row.where.some((where) => covers(where, file))))
        problems.push(`UPSTREAM.md lists \`${name}\` under ${row.where.join(', ')}, where the code no longer uses it`);
  return problems;
}

function scanCode(): Map<string, Set<string>> {
  const files = execFileSync('git', ['ls-files', '--', ...SCANNED], {cwd: ROOT, encoding: 'utf8'})
    .split('\n')
    .filter((file) => CODE_FILE.test(file) && fs.existsSync(path.join(ROOT, file)));
  const code = new Map<string, Set<string>>();
  for (const file of files) {
    const internals = internalsIn(fs.readFileSync(path.join(ROOT, file), 'utf8'));
    if (internals.size > 0) code.set(file, internals);
  }
  return code;
}

const {components} = (
  require('@docusaurus/theme-classic/lib/getSwizzleConfig.js') as {
    default: () => {components: Record<string, {actions: {wrap?: string}}>};
  }
).default();
/** The theme's word for wrapping `name`; Docusaurus treats a component its config does not list as unsafe. */
const wrapStatus = (name: string) => components[name]?.actions.wrap ?? 'unsafe';

/** What the page says of wrapping `name`: "(safe to wrap)", "`wrap: forbidden`", or unsafe otherwise. */
function statedWrapStatus(text: string, name: string): string {
  const at = text.indexOf(`\`@theme-original/${name}\``);
  expect(at, name).toBeGreaterThan(-1);
  const after = text.slice(at + `\`@theme-original/${name}\``.length).split(/, `@theme-original|\), and /)[0]!;
  if (after.startsWith(' (safe to wrap)')) return 'safe';
  return /`wrap: (\w+)`/.exec(after)?.[1] ?? 'unsafe';
}

const PAGE = fs.readFileSync(path.join(ROOT, 'UPSTREAM.md'), 'utf8');

describe('UPSTREAM.md', () => {
  const code = scanCode();
  const rows = upstreamRows(PAGE);

  it('lists every place the code relies on upstream internals, and only those', () => {
    expect([...code.values()].reduce((sum, internals) => sum + internals.size, 0)).toBeGreaterThan(25);
    expect(differences(code, rows)).toEqual([]);
  });

  it('fails on a new deep import the page lacks, and on a row the code no longer needs', () => {
    const added = new Map(code).set(
      'plugins/new/index.ts',
      internalsIn("import x from '@docusaurus/core/lib/client/x.js';"),
    );
    expect(differences(added, rows)).toEqual([
      'plugins/new/index.ts uses `@docusaurus/core/lib/client/x.js`: add it to UPSTREAM.md in the row of plugins/new/index.ts',
    ]);
    const withoutPrefetch = new Map(code);
    withoutPrefetch.delete('plugins/lean-prefetch/index.ts');
    expect(differences(withoutPrefetch, rows)).toEqual([
      'UPSTREAM.md lists `@docusaurus/core/lib/client/prefetch.js` under plugins/lean-prefetch, where the code no longer uses it',
    ]);
  });

  it('finds each kind of place: deep imports, wrappers, package files, generated files and loader rules', () => {
    const found = internalsIn(
      [
        "import A from '@theme-original/CodeBlock';",
        "import {x} from '@docusaurus/theme-common/internal';",
        "import 'katex/dist/katex.min.css';",
        "const f = path.join(path.dirname(require.resolve('@docusaurus/theme-classic/package.json')), 'lib/prism-include-languages');",
        "const g = path.join(context.generatedFilesDir, 'routes.js');",
        String.raw`const rule = /[\\/]\.docusaurus[\\/]registry\.js$/;`,
        String.raw`const other = /[\\/]@docsearch[\\/]css[\\/]dist[\\/]modal\.css$/;`,
        String.raw`const notUpstream = /[\\/]src[\\/]theme[\\/]Root\.tsx$/;`,
        "const h = path.join(path.dirname(require.resolve('@docsearch/react/package.json')), 'dist/esm/index.js');",
        '// a comment naming @theme-original/Footer does not count',
      ].join('\n'),
    );
    expect([...found].sort()).toEqual(
      [
        '.docusaurus/registry.js',
        '.docusaurus/routes.js',
        '@docsearch/css/dist/modal.css',
        '@docsearch/react/dist/esm/index.js',
        '@docusaurus/theme-classic/lib/prism-include-languages',
        '@docusaurus/theme-common/internal',
        '@theme-original/CodeBlock',
        'katex/dist/katex.min.css',
      ].sort(),
    );
  });

  it("gives each wrapped theme component the status of the installed theme's swizzle config", () => {
    const wrappers = rows.find((row) => row.where.includes('src/theme'))!.text;
    const wrapped = [...code.values()].flatMap((internals) =>
      [...internals]
        .filter((name) => name.startsWith('@theme-original/'))
        .map((name) => name.slice('@theme-original/'.length)),
    );
    expect(wrapped.length).toBeGreaterThan(5);
    for (const name of wrapped) {
      const row = rows.find((r) => r.internals.has(`@theme-original/${name}`))!;
      expect(statedWrapStatus(row.text, name), name).toBe(wrapStatus(name));
    }
    // A page calling a forbidden wrapper safe fails.
    const wrong = wrappers.replace(
      '`@theme-original/CodeBlock` (safe to wrap)',
      '`@theme-original/prism-include-languages` (safe to wrap)',
    );
    expect(statedWrapStatus(wrong, 'prism-include-languages')).not.toBe(wrapStatus('prism-include-languages'));
  });
});
