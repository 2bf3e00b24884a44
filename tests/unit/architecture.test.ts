/**
 * The direction of dependencies: the domain folders are plain TypeScript that
 * Node and the unit tests load without React, and no code outside tests/
 * depends on the tests.
 */
import fs from 'node:fs';
import path from 'node:path';

import {describe, expect, it} from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const CODE = /\.(ts|tsx|js|jsx|mjs|cjs|mdx)$/;
/** Not the project's code: dependencies, build output, caches and tool results. */
const NOT_SOURCE =
  /^(node_modules|build|build-.*|\.docusaurus|\.git|\.cache-loader|test-results|playwright-report|bench-results|\.helpers)$/;
const DOMAIN_FOLDERS = ['src/search', 'src/chain', 'src/reference', 'src/yips', 'src/positions'];
/** Playwright's config is part of the tests, but Playwright looks for it in the root folder. */
const TEST_RUNNER_CONFIGS = ['playwright.config.ts'];
/** React, and Docusaurus modules that only work in the browser bundle (`@docusaurus/types` is types for Node code). */
const CLIENT_MODULE =
  /^(react|react-dom)(\/|$)|^@docusaurus\/(?!types$)|^@(theme|theme-original|theme-init|generated)\//;

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return NOT_SOURCE.test(entry.name) ? [] : filesUnder(full);
    return CODE.test(entry.name) ? [full] : [];
  });
}

/** Module specifiers a file imports, re-exports, requires or loads lazily. */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const patterns = [
    /\b(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\b(?:import|require)\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  return patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1]!));
}

const relative = (file: string) => path.relative(ROOT, file).split(path.sep).join('/');

describe('domain folders', () => {
  const files = DOMAIN_FOLDERS.flatMap((folder) => filesUnder(path.join(ROOT, folder)));

  it('are read', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it.each(DOMAIN_FOLDERS)('%s holds no React component', (folder) => {
    const inFolder = filesUnder(path.join(ROOT, folder));
    // A moved or renamed folder must fail here, not pass with nothing to check.
    expect(inFolder.length, folder).toBeGreaterThan(0);
    expect(inFolder.filter((file) => /\.(tsx|jsx)$/.test(file)).map(relative)).toEqual([]);
  });

  it('import neither React nor Docusaurus client modules', () => {
    const offending = files.flatMap((file) =>
      importsOf(file)
        .filter((specifier) => CLIENT_MODULE.test(specifier))
        .map((specifier) => `${relative(file)}: ${specifier}`),
    );
    expect(offending).toEqual([]);
  });
});

describe('tests', () => {
  const testsDir = path.join(ROOT, 'tests');
  const outside = fs
    .readdirSync(ROOT, {withFileTypes: true})
    .filter(
      (entry) => entry.name !== 'tests' && !TEST_RUNNER_CONFIGS.includes(entry.name) && !NOT_SOURCE.test(entry.name),
    )
    .flatMap((entry) =>
      entry.isDirectory()
        ? filesUnder(path.join(ROOT, entry.name))
        : CODE.test(entry.name)
          ? [path.join(ROOT, entry.name)]
          : [],
    );

  it('are imported by nothing outside tests/', () => {
    expect(outside.length).toBeGreaterThan(100);
    const offending = outside.flatMap((file) =>
      importsOf(file)
        .filter((specifier) => {
          const target = specifier.startsWith('@site/')
            ? path.join(ROOT, specifier.slice('@site/'.length))
            : specifier.startsWith('.')
              ? path.resolve(path.dirname(file), specifier)
              : null;
          return target !== null && (target === testsDir || target.startsWith(testsDir + path.sep));
        })
        .map((specifier) => `${relative(file)}: ${specifier}`),
    );
    expect(offending).toEqual([]);
  });
});
