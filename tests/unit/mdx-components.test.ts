/**
 * src/theme/MDXComponents.tsx assembles the classic theme's Markdown
 * components by hand (to keep the theme's code block and Prism out of every
 * page). If a Docusaurus upgrade adds or renames a component in the theme's
 * map, ours would silently lack it: this compares the two key sets.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const THEME_MAP = path.join(
  path.dirname(require.resolve('@docusaurus/theme-classic/package.json')),
  'lib/theme/MDXComponents/index.js',
);
const OURS = path.resolve(__dirname, '../../src/theme/MDXComponents.tsx');
const SITE_ONLY = ['table'];

/** The keys of the object literal that follows `marker` in `source`. */
function objectKeys(source: string, marker: string): string[] {
  const start = source.indexOf('{', source.indexOf(marker));
  let depth = 0;
  let end = start;
  for (; end < source.length; end++) {
    if (source[end] === '{') depth++;
    if (source[end] === '}' && --depth === 0) break;
  }
  const body = source.slice(start + 1, end).replace(/\/\/.*$/gm, '');
  // Top-level `key:` or shorthand `Key,` entries; nested braces are skipped by tracking depth.
  const keys: string[] = [];
  let level = 0;
  for (const line of body.split('\n')) {
    const match = level === 0 ? /^\s*([A-Za-z0-9_]+)\s*(?::|,|$)/.exec(line) : null;
    if (match) keys.push(match[1]!);
    level += (line.match(/[{(]/g) ?? []).length - (line.match(/[})]/g) ?? []).length;
  }
  return keys.sort();
}

describe("the site's MDX components", () => {
  it("cover exactly the classic theme's component names", () => {
    const theirs = objectKeys(fs.readFileSync(THEME_MAP, 'utf8'), 'const MDXComponents =');
    const ours = objectKeys(fs.readFileSync(OURS, 'utf8'), 'export default {');
    expect(theirs.length).toBeGreaterThan(10);
    // The site adds a focusable table (and its built code block, under a computed key); nothing else differs.
    expect(ours.filter((key) => !SITE_ONLY.includes(key))).toEqual(theirs);
  });
});
