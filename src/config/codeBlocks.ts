/** Code fence flags, classes and languages the site understands, each named once. */
export const CODE_FENCE = {
  /**
   * ```solidity declaration: one declaration, highlighted when the site builds
   * (src/code/highlight.ts) into a plain `<pre>` without the title bar and copy
   * button of other code blocks. A contract reference page holds a hundred of
   * them: as full code blocks they made a phone's main thread wait about 0.4 s
   * longer, and as highlighted code blocks they added some 2,700 elements to
   * the page.
   */
  declarationMeta: 'declaration',
  /** Class of the `<pre>` a declaration becomes. */
  declarationClass: 'reference-declaration',
  /**
   * Every other fence with a language the build knows becomes this MDX
   * component (src/components/StaticCodeBlock) around a `<pre>` highlighted at
   * build time (plugins/code-blocks), so pages ship no highlighter.
   */
  blockComponent: 'StaticCodeBlock',
  /** Class of the box around a code block highlighted at build time; its colours hang on it. */
  blockClass: 'static-code-block',
  /** Class of that block's `<pre>` and `<code>`, which the MDX `pre` and `code` mappings render as they are. */
  builtClass: 'static-code',
  /** Fences the build leaves alone: the theme-mermaid plugin draws these. */
  untouchedLanguages: ['mermaid'],
  /**
   * Grammars loaded from prismjs on top of prism-react-renderer's bundle
   * (bash, diff and Solidity are not in it; the others replace the bundled
   * versions, as Docusaurus's `additionalLanguages` did in the browser).
   */
  extraLanguages: ['solidity', 'bash', 'json', 'graphql', 'python', 'diff', 'yaml'],
  /** Vyper has no Prism grammar; its syntax is Python's. */
  aliases: {vyper: 'python'},
} as const;
