/**
 * Declarations highlighted at build time. A reference page holds about a
 * hundred declarations; highlighted in the browser they cost a Prism chunk,
 * hydration work and some 2,700 token elements. Here each becomes a `<pre>`
 * of text runs: a run gets a `<span>` only where its colour differs from the
 * plain text in the light or the dark theme, and neighbouring runs of the
 * same colours are joined, so the page carries a few hundred elements instead.
 *
 * Colours come from the site's two Prism themes exactly as prism-react-renderer
 * would apply them, written as custom properties per run (`--l` and `--d`, and
 * `--ls`/`--ds` for italics); `declarationCss` sets the plain values on the
 * `<pre>` and picks one set by colour mode. Plain TypeScript: the remark
 * plugin of plugins/contract-reference calls it in Node.
 */
import {createRequire} from 'node:module';
import {normalizeTokens, Prism, type PrismTheme} from 'prism-react-renderer';

import {CODE_FENCE} from '../config/codeBlocks';
import {parseColor, toHex} from '../config/codeThemes';

/** A hast element, as much of it as the remark plugin hands on. */
export interface HastElement {
  readonly type: 'element';
  readonly tagName: string;
  readonly properties: Record<string, string | string[]>;
  readonly children: (HastElement | {readonly type: 'text'; readonly value: string})[];
}

export interface DeclarationThemes {
  readonly light: PrismTheme;
  readonly dark: PrismTheme;
}

let grammarsLoaded = false;

/** Solidity is not in prism-react-renderer's bundle; Vyper reads as Python, as in the browser (src/theme/prism-include-languages). */
function loadGrammars(): void {
  if (grammarsLoaded) return;
  const scope = globalThis as {Prism?: unknown};
  const previous = scope.Prism;
  scope.Prism = Prism;
  createRequire(import.meta.url)('prismjs/components/prism-solidity');
  scope.Prism = previous;
  Prism.languages.vyper = Prism.languages.extend('python', {});
  grammarsLoaded = true;
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
function runStyle(themes: DeclarationThemes, language: string, types: readonly string[]): string {
  const parts: string[] = [];
  for (const [mode, theme] of [['l', themes.light], ['d', themes.dark]] as const) {
    const style = styleFor(theme, language, types);
    const color = hex(style.color);
    if (color && color !== hex(theme.plain.color)) parts.push(`--${mode}:${color}`);
    if (style.fontStyle && style.fontStyle !== 'normal') parts.push(`--${mode}s:${style.fontStyle}`);
  }
  return parts.join(';');
}

/** The `<pre>` element of one declaration. */
export function highlightDeclaration(code: string, language: string, themes: DeclarationThemes): HastElement {
  loadGrammars();
  const grammar = Prism.languages[language];
  const lines = grammar ? normalizeTokens(Prism.tokenize(code.replace(/\n$/, ''), grammar)) : [[{types: ['plain'], content: code}]];
  const runs: {text: string; style: string}[] = [];
  lines.forEach((line, index) => {
    const tokens = index < lines.length - 1 ? [...line, {types: ['plain'], content: '\n'}] : line;
    for (const token of tokens) {
      // White space shows no colour: it joins whatever run it follows.
      const style = /^\s*$/.test(token.content) && runs.length ? runs[runs.length - 1]!.style : runStyle(themes, language, token.types);
      const last = runs[runs.length - 1];
      if (last && last.style === style) last.text += token.content;
      else runs.push({text: token.content, style});
    }
  });
  return {
    type: 'element',
    tagName: 'pre',
    properties: {className: [CODE_FENCE.declarationClass, `language-${language}`]},
    children: runs
      .filter((run) => run.text !== '')
      .map((run) =>
        run.style
          ? {type: 'element', tagName: 'span', properties: {style: run.style}, children: [{type: 'text', value: run.text}]}
          : {type: 'text', value: run.text},
      ),
  };
}

/**
 * The stylesheet of declarations: plain text and background of each theme on
 * the `<pre>` (runs inherit what they do not set), and the colour mode's set
 * applied to the block and its runs. The box matches the site's code blocks;
 * long signatures wrap instead of scrolling.
 */
export function declarationCss(themes: DeclarationThemes): string {
  const block = `.${CODE_FENCE.declarationClass}`;
  const plain = (theme: PrismTheme) => ({color: theme.plain.color ?? 'inherit', background: theme.plain.backgroundColor ?? 'transparent'});
  const light = plain(themes.light);
  const dark = plain(themes.dark);
  return [
    `${block} { --l: ${light.color}; --d: ${dark.color}; --lb: ${light.background}; --db: ${dark.background}; --ls: normal; --ds: normal;`,
    '  margin-bottom: var(--ifm-leading); padding: var(--ifm-pre-padding); border-radius: var(--ifm-code-border-radius);',
    '  font-size: var(--ifm-code-font-size); line-height: var(--ifm-pre-line-height); white-space: pre-wrap; overflow-wrap: anywhere;',
    '  background-color: var(--lb); }',
    `${block}, ${block} span { color: var(--l); font-style: var(--ls); }`,
    `[data-theme='dark'] ${block} { background-color: var(--db); }`,
    `[data-theme='dark'] ${block}, [data-theme='dark'] ${block} span { color: var(--d); font-style: var(--ds); }`,
    '',
  ].join('\n');
}
