/**
 * Code highlighted at build time. Highlighted in the browser, code costs a
 * Prism chunk with its grammars (44 kB gzip with the theme's code block),
 * hydration work and an element per token. Here code becomes text runs: a run
 * gets a `<span>` only where its colour differs from the plain text in the
 * light or the dark theme, and neighbouring runs of the same colours are
 * joined, so a block carries a few elements per line at most.
 *
 * Colours come from the site's two Prism themes exactly as prism-react-renderer
 * would apply them, written as custom properties per run (`--l` and `--d`, and
 * `--ls`/`--ds` for italics); `codeColorsCss` sets the plain values on the
 * block and picks one set by colour mode. Plain TypeScript run in Node by the
 * remark plugins (plugins/code-blocks, plugins/contract-reference).
 */
import {createRequire} from 'node:module';
import {normalizeTokens, Prism, type PrismTheme} from 'prism-react-renderer';

import {CODE_FENCE} from '../config/codeBlocks';
import {parseColor, toHex} from '../config/codeThemes';

export type HastText = {readonly type: 'text'; readonly value: string};

/** A hast element, as much of it as the remark plugins hand on. */
export interface HastElement {
  readonly type: 'element';
  readonly tagName: string;
  readonly properties: Record<string, string | number | string[]>;
  readonly children: (HastElement | HastText)[];
}

export interface CodeThemes {
  readonly light: PrismTheme;
  readonly dark: PrismTheme;
}

/** A stretch of code in one set of colours; `style` is '' for plain text. */
interface Run {
  text: string;
  style: string;
}

let grammarsLoaded = false;

/** The extra grammars come from prismjs, which registers into a global `Prism`; aliases reuse a grammar under another name. */
function loadGrammars(): void {
  if (grammarsLoaded) return;
  const scope = globalThis as {Prism?: unknown};
  const previous = scope.Prism;
  scope.Prism = Prism;
  const require = createRequire(import.meta.url);
  for (const language of CODE_FENCE.extraLanguages) require(`prismjs/components/prism-${language}`);
  scope.Prism = previous;
  for (const [alias, language] of Object.entries(CODE_FENCE.aliases)) {
    Prism.languages[alias] = Prism.languages.extend(language, {});
  }
  grammarsLoaded = true;
}

/** Whether the build can highlight code in this language. */
export function canHighlight(language: string): boolean {
  loadGrammars();
  return Boolean(Prism.languages[language]);
}

type Style = {readonly color?: string; readonly fontStyle?: string};

/** Style of a token with these types, merged in order as prism-react-renderer merges them. */
function styleFor(theme: PrismTheme, language: string, types: readonly string[]): Style {
  const merged: Record<string, string | undefined> = {};
  if (types.length === 1 && types[0] === 'plain') return merged;
  for (const type of types) {
    for (const entry of theme.styles) {
      if (entry.languages && !entry.languages.includes(language as never)) continue;
      if (entry.types.includes(type)) Object.assign(merged, entry.style);
    }
  }
  return {color: merged.color, fontStyle: merged.fontStyle};
}

/** A colour as lower-case hex, so that `rgb(248, 248, 242)` and `#F8F8F2` compare equal. */
function hex(color: string | undefined): string | undefined {
  const rgb = parseColor(color);
  return rgb ? toHex(rgb) : color?.toLowerCase();
}

/** The custom properties of a run, or '' when it looks like plain text in both themes. */
function runStyle(themes: CodeThemes, language: string, types: readonly string[]): string {
  const parts: string[] = [];
  for (const [mode, theme] of [
    ['l', themes.light],
    ['d', themes.dark],
  ] as const) {
    const style = styleFor(theme, language, types);
    const color = hex(style.color);
    if (color && color !== hex(theme.plain.color)) parts.push(`--${mode}:${color}`);
    if (style.fontStyle && style.fontStyle !== 'normal') parts.push(`--${mode}s:${style.fontStyle}`);
  }
  return parts.join(';');
}

/** Appends `text` to `runs`, joining it to the last run when their colours match; white space shows no colour, so it joins any run. */
function push(runs: Run[], text: string, style: string): void {
  const last = runs[runs.length - 1];
  if (last && (last.style === style || /^\s*$/.test(text))) last.text += text;
  else if (text !== '') runs.push({text, style});
}

/** The runs of each line of `code` (without its line breaks); one plain run per line for a language without grammar. */
function highlightLines(code: string, language: string, themes: CodeThemes): Run[][] {
  loadGrammars();
  const grammar = Prism.languages[language];
  const source = code.replace(/\n$/, '');
  if (!grammar) return source.split('\n').map((line) => (line ? [{text: line, style: ''}] : []));
  return normalizeTokens(Prism.tokenize(source, grammar)).map((tokens) => {
    // prism-react-renderer writes an empty line as one '\n' token (the theme's code block blanks it too).
    if (tokens.length === 1 && tokens[0]!.content === '\n') return [];
    const runs: Run[] = [];
    for (const token of tokens) push(runs, token.content, runStyle(themes, language, token.types));
    return runs;
  });
}

const toHast = (runs: readonly Run[]): (HastElement | HastText)[] =>
  runs.map((run) =>
    run.style
      ? {type: 'element', tagName: 'span', properties: {style: run.style}, children: [{type: 'text', value: run.text}]}
      : {type: 'text', value: run.text},
  );

/** The `<pre>` element of one declaration: runs only, no line structure. */
export function highlightDeclaration(code: string, language: string, themes: CodeThemes): HastElement {
  const runs: Run[] = [];
  highlightLines(code, language, themes).forEach((line, index) => {
    if (index > 0) push(runs, '\n', '');
    for (const run of line) push(runs, run.text, run.style);
  });
  return {
    type: 'element',
    tagName: 'pre',
    properties: {className: [CODE_FENCE.declarationClass, `language-${language}`]},
    children: toHast(runs),
  };
}

/**
 * The `<pre><code>` of a code block. Highlighted lines (0-based indexes) are
 * each a block `<span>` with Docusaurus's class for them, holding its line
 * break, so that the code's text content is exactly `code` (the copy button
 * copies it) and the theme's look of highlighted lines applies.
 */
export function highlightCodeBlock(
  code: string,
  language: string,
  themes: CodeThemes,
  highlighted: ReadonlySet<number> = new Set(),
): HastElement {
  const lines = highlightLines(code, language, themes);
  const children: (HastElement | HastText)[] = [];
  let runs: Run[] = [];
  lines.forEach((line, index) => {
    const lineBreak = index < lines.length - 1 ? '\n' : '';
    if (!highlighted.has(index)) {
      for (const run of line) push(runs, run.text, run.style);
      push(runs, lineBreak, '');
      return;
    }
    children.push(...toHast(runs));
    runs = [];
    const own: Run[] = [];
    for (const run of line) push(own, run.text, run.style);
    push(own, lineBreak, '');
    children.push({
      type: 'element',
      tagName: 'span',
      properties: {className: ['theme-code-block-highlighted-line']},
      children: toHast(own),
    });
  });
  children.push(...toHast(runs));
  return {
    type: 'element',
    tagName: 'pre',
    // Focusable so that a reader without a mouse can scroll a long line sideways.
    properties: {className: [CODE_FENCE.builtClass, `language-${language}`, 'thin-scrollbar'], tabIndex: 0},
    children: [{type: 'element', tagName: 'code', properties: {className: [CODE_FENCE.builtClass]}, children}],
  };
}

/**
 * The stylesheet of built code: plain text and background of each theme on
 * the declaration and on the code block's box (runs inherit what they do not
 * set), and the colour mode's set applied to the box and its runs. A code
 * block hands its colours to the theme's own variables, which its title bar
 * and copy button read; declarations wrap long signatures instead of scrolling.
 */
export function codeColorsCss(themes: CodeThemes): string {
  const declaration = `.${CODE_FENCE.declarationClass}`;
  const block = `.${CODE_FENCE.blockClass}`;
  const boxes = `${declaration}, ${block}`;
  const colored = `${declaration}, ${declaration} span, ${block}, ${block} .${CODE_FENCE.builtClass}, ${block} .${CODE_FENCE.builtClass} span`;
  const dark = (selectors: string) =>
    selectors
      .split(', ')
      .map((selector) => `[data-theme='dark'] ${selector}`)
      .join(', ');
  const plain = (theme: PrismTheme) => ({
    color: theme.plain.color ?? 'inherit',
    background: theme.plain.backgroundColor ?? 'transparent',
  });
  const light = plain(themes.light);
  const night = plain(themes.dark);
  return [
    `${boxes} { --l: ${light.color}; --d: ${night.color}; --lb: ${light.background}; --db: ${night.background}; --ls: normal; --ds: normal; }`,
    `${block} { --prism-color: var(--l); --prism-background-color: var(--lb); }`,
    `${dark(block)} { --prism-color: var(--d); --prism-background-color: var(--db); }`,
    `${declaration} { margin-bottom: var(--ifm-leading); padding: var(--ifm-pre-padding); border-radius: var(--ifm-code-border-radius);`,
    '  font-size: var(--ifm-code-font-size); line-height: var(--ifm-pre-line-height); white-space: pre-wrap; overflow-wrap: anywhere;',
    '  background-color: var(--lb); }',
    `${dark(declaration)} { background-color: var(--db); }`,
    `${colored} { color: var(--l); font-style: var(--ls); }`,
    `${dark(colored)} { color: var(--d); font-style: var(--ds); }`,
    '',
  ].join('\n');
}
