/**
 * Explicit heading ids in MDX pages are written `\{#id}`: the form Docusaurus
 * 3.8.1 turns `{#id}` into before parsing, and the only one the next major
 * version still accepts in MDX, where `{...}` is an expression. Plain
 * Markdown (`.md` without `mdx: {format: mdx}`) keeps `{#id}`, which is text there.
 */
import fs from 'node:fs';
import path from 'node:path';

import matter from 'gray-matter';
import {describe, expect, it} from 'vitest';

import {DOCS_AREAS} from '../../src/config/areas';

const ROOT = path.resolve(__dirname, '../..');

function mdxPages(): string[] {
  return DOCS_AREAS.flatMap(({dir}) =>
    fs
      .readdirSync(path.join(ROOT, dir), {recursive: true, encoding: 'utf8'})
      .filter((file) => /\.mdx?$/.test(file) && !file.startsWith('smart-contracts'))
      .map((file) => path.join(dir, file)),
  ).filter((file) => {
    if (file.endsWith('.mdx')) return true;
    const {data} = matter(fs.readFileSync(path.join(ROOT, file), 'utf8'));
    // Docusaurus reads the format of a .md page from `mdx: {format: mdx}` in its front matter.
    return (data as {mdx?: {format?: string}}).mdx?.format === 'mdx';
  });
}

describe('heading ids in MDX pages', () => {
  it('are escaped, so the next Docusaurus major version reads them too', () => {
    const pages = mdxPages();
    expect(pages.length).toBeGreaterThan(10);
    const unescaped = pages.flatMap((file) =>
      fs
        .readFileSync(path.join(ROOT, file), 'utf8')
        .split('\n')
        .flatMap((line, index) => (/^#{1,6} .*(?<!\\)\{#[^}]+\}\s*$/.test(line) ? [`${file}:${index + 1}`] : [])),
    );
    expect(unescaped).toEqual([]);
  });
});
