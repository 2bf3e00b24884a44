/** Code fence flags the site understands, each named once. */
export const CODE_FENCE = {
  /**
   * ```solidity declaration: one declaration, highlighted when the site builds
   * (src/reference/highlight.ts) into a plain `<pre>` without the copy and
   * word-wrap buttons of other code blocks. A contract reference page holds a
   * hundred of them: as full code blocks they made a phone's main thread wait
   * about 0.4 s longer, and as browser-highlighted blocks they added some
   * 2,700 elements to the page.
   */
  declarationMeta: 'declaration',
  /** Class of the `<pre>` a declaration becomes. */
  declarationClass: 'reference-declaration',
} as const;
