/**
 * Turns a page's Markdown or MDX source into plain Markdown for readers and
 * tools that want text: the per-page `.md` copies, `llms.txt` and
 * `llms-full.txt`. Imports and exports are dropped and each MDX widget
 * becomes the static text it shows (an address widget becomes its address),
 * so nothing depends on JavaScript.
 *
 * The page is parsed with the syntax MDX itself uses (micromark's MDX and
 * math extensions, as Docusaurus's MDX compiler reads the page), and only the
 * MDX nodes and `pathname://` link targets are rewritten: every other byte is
 * copied from the source, so prose, tables and code keep their exact text.
 */
import path from 'node:path';
import type {Nodes, Root} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {mathFromMarkdown} from 'mdast-util-math';
import {mdxExpressionFromMarkdown} from 'mdast-util-mdx-expression';
import {mdxJsxFromMarkdown, type MdxJsxFlowElement, type MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {mdxjsEsmFromMarkdown} from 'mdast-util-mdxjs-esm';
import {math} from 'micromark-extension-math';
import {mdxjs} from 'micromark-extension-mdxjs';

export type WidgetRenderer = (name: string, props: Readonly<Record<string, string>>) => string;

/** How Docusaurus reads a page: `md` is CommonMark (no JSX), `mdx` is MDX. */
export type MarkdownFormat = 'md' | 'mdx';

/**
 * The format Docusaurus gives a page (`getFormat` in @docusaurus/mdx-loader):
 * the front matter's `mdx.format` when set, else the site's `markdown.format`,
 * and under `detect` (this site's setting) `.md` is CommonMark and any other
 * extension MDX.
 */
export function pageFormat(
  source: string,
  frontMatter: Readonly<Record<string, unknown>>,
  siteFormat: MarkdownFormat | 'detect',
): MarkdownFormat {
  const declared = (frontMatter.mdx as {format?: unknown} | undefined)?.format;
  if (declared === 'md' || declared === 'mdx') return declared;
  if (declared !== 'detect' && siteFormat !== 'detect') return siteFormat;
  return path.extname(source) === '.md' ? 'md' : 'mdx';
}

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** `pathname://` only tells Docusaurus a link is a file rather than a route; elsewhere it is the plain path. */
const PATHNAME_PROTOCOL = 'pathname://';

/**
 * A widget's props as the page writes them: string attributes, and expression
 * attributes whose expression is a single literal (`chain={8453}`). Other
 * expressions have no static value and are left out.
 */
function propsOf(node: JsxElement): Record<string, string> {
  const props: Record<string, string> = {};
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute') continue;
    const {value} = attribute;
    if (value === null || value === undefined) props[attribute.name] = '';
    else if (typeof value === 'string') props[attribute.name] = value;
    else {
      const statement = value.data?.estree?.body[0];
      if (statement?.type === 'ExpressionStatement' && statement.expression.type === 'Literal')
        props[attribute.name] = String(statement.expression.value);
    }
  }
  return props;
}

/** Default rendering: an address prop shows as code; other widgets have no static text. */
export const defaultWidgetRenderer: WidgetRenderer = (_name, props) => (props.address ? `\`${props.address}\`` : '');

interface Edit {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

const startOf = (node: Nodes) => node.position?.start.offset;
const endOf = (node: Nodes) => node.position?.end.offset;

function parse(body: string, format: MarkdownFormat): Root {
  return format === 'mdx'
    ? fromMarkdown(body, {
        extensions: [mdxjs(), math()],
        mdastExtensions: [
          mdxExpressionFromMarkdown(),
          mdxJsxFromMarkdown(),
          mdxjsEsmFromMarkdown(),
          mathFromMarkdown(),
        ],
      })
    : fromMarkdown(body, {extensions: [math()], mdastExtensions: [mathFromMarkdown()]});
}

/** The rewrites of a page: each one replaces a range of the source with plain text. */
function editsOf(root: Root, body: string, render: WidgetRenderer): Edit[] {
  const edits: Edit[] = [];
  const replace = (start: number | undefined, end: number | undefined, text = '') => {
    if (start === undefined || end === undefined) throw new Error('Markdown export: a node without a position');
    edits.push({start, end, text});
  };
  const walk = (node: Nodes) => {
    switch (node.type) {
      case 'mdxjsEsm':
        replace(startOf(node), endOf(node));
        return;
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        // A comment (`{/* ... */}`) is for the page's authors; other expressions stay as written.
        if (node.data?.estree?.body.length === 0) replace(startOf(node), endOf(node));
        return;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        walkElement(node);
        return;
      }
      case 'link':
      case 'definition':
      case 'image':
        if (node.url.startsWith(PATHNAME_PROTOCOL)) {
          // The target comes after the label (`[label](target)`, `[id]: target`): its last occurrence in the node.
          const start = startOf(node)!;
          const at = body.lastIndexOf(PATHNAME_PROTOCOL, endOf(node));
          if (at >= start) replace(at, at + PATHNAME_PROTOCOL.length);
        }
        break;
      default:
        break;
    }
    if ('children' in node) for (const child of node.children) walk(child);
  };
  const walkElement = (node: JsxElement) => {
    const flow = node.type === 'mdxJsxFlowElement';
    const rendered = node.name ? render(node.name, propsOf(node)) : '';
    const first = node.children[0];
    const last = node.children.at(-1);
    if (rendered || !first || !last) {
      replace(startOf(node), endOf(node), rendered);
      return;
    }
    // A widget without static text shows its children: the tags go, the content stays.
    // Docusaurus's tabs show one tab at a time; the copy shows all, each under its label.
    const label = node.name === 'TabItem' ? propsOf(node).label : undefined;
    const around = flow ? '\n\n' : '';
    replace(startOf(node), startOf(first), label ? `${around}**${label}**${around}` : around);
    for (const child of node.children) walk(child);
    replace(endOf(last), endOf(node), around);
  };
  walk(root);
  return edits.sort((a, b) => a.start - b.start);
}

/**
 * Applies the edits. Where an edit meets the copied source, blank lines that
 * removed content leaves behind are merged into one; the copied source itself
 * (code blocks included) is never changed.
 */
function applyEdits(body: string, edits: readonly Edit[]): string {
  let out = '';
  let cursor = 0;
  const join = (piece: string) => {
    const trailing = /\n*$/.exec(out)![0].length;
    const leading = /^\n*/.exec(piece)![0].length;
    const excess = trailing + leading - 2;
    if (excess > 0) {
      const fromPiece = Math.min(leading, excess);
      piece = piece.slice(fromPiece);
      out = out.slice(0, out.length - (excess - fromPiece));
    }
    out += piece;
  };
  for (const edit of edits) {
    if (edit.start < cursor) throw new Error('Markdown export: overlapping rewrites');
    join(body.slice(cursor, edit.start));
    join(edit.text);
    cursor = edit.end;
  }
  join(body.slice(cursor));
  return `${out.trim()}\n`;
}

/** The plain Markdown of a page body (front matter already removed). */
export function toPlainMarkdown(
  body: string,
  render: WidgetRenderer = defaultWidgetRenderer,
  format: MarkdownFormat = 'mdx',
): string {
  if (format === 'mdx') return applyEdits(body, editsOf(parse(body, format), body, render));
  // CommonMark has no JSX: only `pathname://` link targets change. Parsing a whole reference page took
  // some 30 ms and the reference has hundreds, so only the text up to the blank line after the last
  // target is parsed: Markdown's blocks are read line by line, and every block that ends at or before that
  // line parses the same as in the whole page (a code block left open there stays open, as it does in it).
  const last = body.lastIndexOf(PATHNAME_PROTOCOL);
  if (last === -1) return applyEdits(body, []);
  const blankLine = /\n[ \t]*\n/g;
  blankLine.lastIndex = last;
  const head = body.slice(0, blankLine.exec(body)?.index ?? body.length);
  return applyEdits(body, editsOf(parse(head, format), head, render));
}
