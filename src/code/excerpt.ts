/**
 * Fence attributes the code check and the build read besides Docusaurus's own:
 * ```solidity excerpt="only the hook; the contract is above" marks a
 * deliberately partial block (shown to the reader, skipped by the compilers),
 * ```solidity release="3.0.4" names the Yearn release a block is written for.
 * Plain TypeScript for the build and the check.
 */

/** `name="value"` or `name='value'` in a fence's meta string; `''` when the attribute is there without a value. */
export function fenceAttribute(meta: string | null | undefined, name: string): string | undefined {
  const text = meta ?? '';
  const quoted = new RegExp(`(?:^|\\s)${name}=(["'])(.*?)\\1`).exec(text);
  if (quoted) return quoted[2]!;
  const bare = new RegExp(`(?:^|\\s)${name}(?:=(\\S*))?(?=\\s|$)`).exec(text);
  return bare ? (bare[1] ?? '') : undefined;
}

/** The meta string without `name="..."` attributes, so other readers of the meta (line ranges) do not see inside their values. */
export function withoutAttributes(meta: string): string {
  return meta.replace(/(?:^|\s)[\w-]+=(["']).*?\1/g, ' ');
}

export type Excerpt =
  | {readonly kind: 'whole'}
  | {readonly kind: 'excerpt'; readonly reason: string}
  | {readonly kind: 'invalid'; readonly message: string};

/** Whether a fence is a deliberate excerpt, and why; an excerpt without a reason is an error the check reports. */
export function parseExcerpt(meta: string | null | undefined): Excerpt {
  const value = fenceAttribute(meta, 'excerpt');
  if (value === undefined) return {kind: 'whole'};
  const reason = value.trim();
  if (!reason)
    return {
      kind: 'invalid',
      message: 'an excerpt needs its reason: excerpt="why the block is partial" (the reader sees it)',
    };
  return {kind: 'excerpt', reason};
}
