/**
 * Every code fence of the docs, read with the Markdown parser the site
 * installs (mdast-util-from-markdown, the parser under remark), with where it
 * starts, its language family and whether it is a deliberate excerpt.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {fromMarkdown} from 'mdast-util-from-markdown';

import {fenceAttribute, parseExcerpt, type Excerpt} from '../../src/code/excerpt';
import {CODE_FENCE} from '../../src/config/codeBlocks';
import {REFERENCE_OUT_DIR} from '../../src/reference/paths';

export type Family = 'solidity' | 'typescript' | 'shell' | 'graphql' | 'data' | 'other';

/** Fence languages by the checker that handles them; any other language is listed as not checked. */
const FAMILIES: Record<string, Family> = {
  solidity: 'solidity',
  sol: 'solidity',
  ts: 'typescript',
  typescript: 'typescript',
  tsx: 'typescript',
  js: 'typescript',
  javascript: 'typescript',
  jsx: 'typescript',
  bash: 'shell',
  sh: 'shell',
  shell: 'shell',
  graphql: 'graphql',
  gql: 'graphql',
  json: 'data',
  yaml: 'data',
  yml: 'data',
};

export interface Fence {
  /** Path relative to the repository root, with forward slashes. */
  readonly file: string;
  /** Line of the opening fence, 1-based. */
  readonly line: number;
  readonly lang: string;
  readonly meta: string;
  readonly family: Family;
  readonly code: string;
  readonly excerpt: Excerpt;
  /** A contract reference declaration (```solidity declaration): one signature by design, not compiled. */
  readonly declaration: boolean;
  /** `release="..."`: the Yearn release a Solidity block is written for (the current one when absent). */
  readonly release?: string;
}

/** Where a problem is, as editors and terminals link it: `file:line`. */
export const where = (fence: Pick<Fence, 'file' | 'line'>, offset = 0) => `${fence.file}:${fence.line + offset}`;

interface Node {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  position?: {start: {line: number}};
  children?: Node[];
}

/** The fences of one Markdown or MDX text. MDX's JSX (tabs) is read as HTML, which leaves the fences between tags as fences. */
export function fencesOf(file: string, markdown: string): Fence[] {
  const fences: Fence[] = [];
  const walk = (node: Node) => {
    if (node.type === 'code') {
      const lang = (node.lang ?? '').toLowerCase();
      const meta = node.meta ?? '';
      fences.push({
        file,
        line: node.position?.start.line ?? 0,
        lang,
        meta,
        family: FAMILIES[lang] ?? 'other',
        code: node.value ?? '',
        excerpt: parseExcerpt(meta),
        declaration: meta.split(/\s+/).includes(CODE_FENCE.declarationMeta),
        release: fenceAttribute(meta, 'release'),
      });
    }
    node.children?.forEach(walk);
  };
  walk(fromMarkdown(markdown) as Node);
  return fences;
}

/** What the build writes into a docs tree: the git-ignored contract reference, whose declarations the reference tests check against compiler output. */
export const GENERATED_DOCS: readonly string[] = [REFERENCE_OUT_DIR];

/** The docs trees' Markdown files (`docs-*` at the root, without generated folders), sorted. */
export function docsFiles(root: string): string[] {
  const files: string[] = [];
  const visit = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), {withFileTypes: true})) {
      const relative = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!GENERATED_DOCS.includes(relative)) visit(relative);
      } else if (/\.mdx?$/.test(entry.name)) files.push(relative);
    }
  };
  for (const entry of readdirSync(root, {withFileTypes: true}))
    if (entry.isDirectory() && entry.name.startsWith('docs-')) visit(entry.name);
  return files.sort();
}

export function docsFences(root: string): Fence[] {
  return docsFiles(root).flatMap((file) => fencesOf(file, readFileSync(path.join(root, file), 'utf8')));
}
