/**
 * What a code fence asks for, read the way Docusaurus's code block reads it:
 * ```ts title="src/a.ts" {1,4-5}. Plain TypeScript for the build.
 */

import {parseExcerpt, withoutAttributes} from './excerpt';

export interface FenceOptions {
  readonly title?: string;
  /** Why the block is deliberately partial (`excerpt="..."`), shown with the block. */
  readonly excerpt?: string;
  /** Lines to highlight, 0-based. */
  readonly highlightedLines: ReadonlySet<number>;
  /**
   * Something only the theme's code block in the browser does: line numbers,
   * or magic comments (`highlight-next-line`, ...) that it removes from the code.
   */
  readonly needsTheme: boolean;
}

const TITLE = /title=(["'])(.*?)\1/;
const RANGES = /\{([\d,\s-]+)\}/;
const MAGIC_COMMENT = /\b(highlight-next-line|highlight-start|highlight-end|this-will-error)\b/;

/** `1,4-5` as 0-based line indexes; ranges past the end are harmless. */
function parseRanges(ranges: string): Set<number> {
  const lines = new Set<number>();
  for (const part of ranges.split(',')) {
    const [from, to = from] = part.trim().split('-').map(Number);
    if (!from || !to || from > to) continue;
    for (let line = from; line <= to; line++) lines.add(line - 1);
  }
  return lines;
}

export function parseFence(meta: string | null | undefined, code: string): FenceOptions {
  const text = meta ?? '';
  const ranges = RANGES.exec(withoutAttributes(text))?.[1];
  const excerpt = parseExcerpt(text);
  return {
    title: TITLE.exec(text)?.[2] || undefined,
    excerpt: excerpt.kind === 'excerpt' ? excerpt.reason : undefined,
    highlightedLines: ranges ? parseRanges(ranges) : new Set(),
    needsTheme: /\bshowLineNumbers\b/.test(text) || MAGIC_COMMENT.test(code),
  };
}
