/**
 * The optimisations that lean on Docusaurus internals (UPSTREAM.md), checked
 * on the built site: if an upgrade changes what they rely on, the build still
 * passes but these fail, instead of the saving vanishing unnoticed. Reads the
 * build folder only; no browser.
 */
import fs from 'node:fs';
import path from 'node:path';

import {expect, test} from '@playwright/test';
import matter from 'gray-matter';

import {mainBundlePath} from '../../scripts/support/buildFiles';
import {E2E} from '../support/constants';

const BUILD = path.resolve(E2E.buildDir);
const read = (file: string) => fs.readFileSync(path.join(BUILD, file), 'utf8');
const assets = (dir: string, ext: string) =>
  fs
    .readdirSync(path.join(BUILD, dir))
    .filter((file) => file.endsWith(ext))
    .map((file) => path.join(dir, file));

test.describe('the built site keeps its optimisations', {tag: '@desktop'}, () => {
  test('the main bundle carries the route registry without module paths (plugins/lean-registry)', () => {
    const main = read(mainBundlePath(BUILD));
    // Each registry entry is [load, modulePath, weakId] after minification: `[()=>r.e("id").then(...),"path",123]`.
    const entries = [...main.matchAll(/\[\(\)=>\w+\.e\("[^"]+"\)\.then\([^\]]*?\),"([^"]*)",\d+\]/g)];
    expect(entries.length, 'registry entries found in the main bundle').toBeGreaterThan(100);
    expect(entries.filter((entry) => entry[1] !== '').map((entry) => entry[1])).toEqual([]);
    expect(main).not.toContain('"@site/');
  });

  test("the main bundle creates a route's component when the route is first matched (plugins/lazy-routes)", () => {
    const main = read(mainBundlePath(BUILD));
    // Minified, a lazy route reads `get component(){return x(this.path,"hash")}`; an eager one
    // `component:x("/path","hash")`. Only the not-found route's one-argument call stays eager.
    const lazy = main.match(/get component\(\)\{return \w+\(this\.path,"/g) ?? [];
    const eager = main.match(/component:\w+\("\/[^"]*","/g) ?? [];
    expect(lazy.length, 'lazy routes in the main bundle').toBeGreaterThan(400);
    expect(eager).toEqual([]);
  });

  test("a page's description ships only with its own page, not in its area's version record (plugins/lean-docs)", () => {
    const {description} = matter(fs.readFileSync('docs-developers/v3/overview.md', 'utf8')).data as {
      description: string;
    };
    const carriers = assets('assets/js', '.js').filter((file) => read(file).includes(JSON.stringify(description)));
    expect(carriers.length, `JavaScript files carrying the description: ${carriers.join(', ')}`).toBe(1);
  });

  test("a YIP's summary ships only with its own page, not with the YIP index (plugins/yips)", () => {
    const {yips} = JSON.parse(fs.readFileSync('data/yips.json', 'utf8')) as {yips: {number: number; summary: string}[]};
    // A run of plain words, which the bundler writes as it is whatever the quoting around it.
    const words = (summary: string) => /[A-Za-z ]{30,}/.exec(summary)?.[0];
    const yip = yips.find((y) => words(y.summary) !== undefined)!;
    const carriers = assets('assets/js', '.js').filter((file) => read(file).includes(words(yip.summary)!));
    expect(carriers.length, `JavaScript files carrying YIP-${yip.number}'s summary: ${carriers.join(', ')}`).toBe(1);
  });

  test('the global stylesheet holds no KaTeX or widget rules (plugins/lazy-css)', () => {
    const html = read('index.html');
    const global = [...html.matchAll(/href="?\/(assets\/css\/styles\.[0-9a-f]+\.css)/g)].map((match) => match[1]!);
    expect(global).toHaveLength(1);
    const css = read(global[0]!);
    expect(css).not.toContain('.katex');
    expect(css).not.toContain('uplot');
  });

  test('no JavaScript asset carries Prism grammars (plugins/code-blocks, plugins/lazy-prism)', () => {
    // Prism registers each language on Prism.languages; the theme's setup and every grammar do.
    const withPrism = assets('assets/js', '.js').filter((file) =>
      /languages\.(solidity|typescript|bash)\s*=/.test(read(file)),
    );
    // The theme's code block stays available for fences the build leaves alone, in its own lazy chunk.
    expect(withPrism.length).toBeLessThanOrEqual(1);
    expect(read(mainBundlePath(BUILD))).not.toMatch(/languages\.(solidity|typescript|bash)\s*=/);
  });
});
