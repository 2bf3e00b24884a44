/** Code fence flags the site understands, each named once. */
export const CODE_FENCE = {
  /**
   * ```solidity declaration: one declaration, shown highlighted but without the
   * copy and word-wrap buttons and their observers (src/components/Declaration).
   * A contract reference page holds a hundred of them, and the full code block
   * made its hydration block the main thread for about 0.4 s on a phone.
   */
  declarationMeta: 'declaration',
} as const;
