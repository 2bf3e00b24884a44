import type {
  BlockContent,
  Code,
  Heading,
  Link,
  List,
  Paragraph,
  PhrasingContent,
  Root,
  RootContent,
  Table,
  TableCell,
  Text,
} from 'mdast';
import type {ContainerDirective} from 'mdast-util-directive';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import {gfm} from 'micromark-extension-gfm';
import {removePosition} from 'unist-util-remove-position';

import {CODE_FENCE} from '../config/codeBlocks';
import {sourceLabel} from '../docs/sourceCitations';
import {REFERENCE_FACT_LABELS} from './facts';
import {
  ABI_CHECK_TEXT,
  abiFileParts,
  addressPageSentence,
  deprecatedSentence,
  FENCE_LANGUAGE,
  LANGUAGE_NAME,
  cellText,
  markdownText,
  type ContractPageInput,
} from './markdown';
import type {ContractPageModel, ParamRow, ReferenceEntry} from './model';

/**
 * Page model -> the Markdown syntax tree (mdast) that remark parses from the
 * page's Markdown (markdown.ts), built without parsing it. Parsing is most of
 * the compile time of a reference page: its text is mostly NatSpec prose and
 * tables, which the Markdown parser reads a character at a time. Here the
 * page's structure is built directly, and only a NatSpec text that uses
 * Markdown beyond code spans goes through the parser, on its own.
 *
 * The tree must equal the parsed one (without positions); a unit test
 * compares them for every generated page. Text the site's other Markdown
 * extensions could read differently (directives, emoji, math) is refused
 * with `TreeUnsupported`, and that page is parsed as before.
 */

export class TreeUnsupported extends Error {
  override name = 'TreeUnsupported';
}

/** Characters that may start Markdown syntax inside a line (code spans are handled apart). */
const INLINE_SYNTAX = /[\\*[\]!&~<>|$]|www\.|:\/\/|@|mailto:|xmpp:/;
/** Text the directive, emoji or math extensions of the docs pipeline may read: not built here. */
const OTHER_EXTENSIONS = /:[A-Za-z+-]|\$|\[\^|^\s*\[[^\]]*\]:/m;
/** A line starting like this is not a plain paragraph. */
const BLOCK_START = /^(?:[#>\-+*=_|`~]|\d+[.)]|\s)/;

const text = (value: string): Text => ({type: 'text', value});
const paragraph = (children: PhrasingContent[]): Paragraph => ({type: 'paragraph', children});
const strong = (value: string): PhrasingContent => ({type: 'strong', children: [text(value)]});
const code = (value: string): PhrasingContent => ({type: 'inlineCode', value});
const link = (url: string, children: PhrasingContent[]): Link => ({type: 'link', title: null, url, children});

/** An underscore between two letters or digits is text: it can neither open nor close emphasis. */
const withoutIntrawordUnderscores = (part: string) => part.replace(/(?<=[A-Za-z0-9])_(?=[A-Za-z0-9])/g, '');

/** Plain text and single-backtick code spans, or undefined when the Markdown uses more. */
function simpleInline(markdown: string): PhrasingContent[] | undefined {
  const parts = markdown.split('`');
  if (parts.length % 2 === 0) return undefined;
  const nodes: PhrasingContent[] = [];
  for (const [index, part] of parts.entries()) {
    if (index % 2 === 1) {
      // A code span: one space is stripped from each side when both have one and it is not all spaces.
      if (part === '') return undefined;
      const stripped = part.startsWith(' ') && part.endsWith(' ') && part.trim() !== '' ? part.slice(1, -1) : part;
      nodes.push(code(stripped));
      continue;
    }
    const plain = part.replace(/&lt;/g, '').replace(/&gt;/g, '');
    if (INLINE_SYNTAX.test(plain) || withoutIntrawordUnderscores(plain).includes('_')) return undefined;
    if (part) nodes.push(text(part.replace(/&lt;/g, '<').replace(/&gt;/g, '>')));
  }
  return nodes;
}

function refuseOtherExtensions(markdown: string): void {
  const outsideCode = markdown.split('`').filter((_, index) => index % 2 === 0);
  if (outsideCode.some((part) => OTHER_EXTENSIONS.test(part)))
    throw new TreeUnsupported(`text the docs pipeline's other Markdown extensions may read: ${markdown.slice(0, 80)}`);
}

/** Parsed on its own; the callers have refused text the other extensions may read. */
function parse(markdown: string): RootContent[] {
  const tree = fromMarkdown(markdown, {extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()]});
  // Positions would point into the fragment, not the page: the built tree has none.
  removePosition(tree, {force: true});
  return tree.children;
}

/** One line of inline Markdown (a paragraph's, a list item's or a heading's content). */
function inline(markdown: string): PhrasingContent[] {
  if (markdown.includes('\n')) throw new TreeUnsupported('inline text with a line break');
  refuseOtherExtensions(markdown);
  const simple = BLOCK_START.test(markdown) ? undefined : simpleInline(markdown);
  if (simple) return simple;
  const blocks = parse(markdown);
  if (blocks.length !== 1 || blocks[0]!.type !== 'paragraph')
    throw new TreeUnsupported(`not one paragraph: ${markdown.slice(0, 80)}`);
  return blocks[0].children;
}

/** A table cell's inline Markdown: an escaped pipe is a pipe, in code spans too. */
const cellInline = (markdown: string) => inline(markdown.replace(/\\\|/g, '|'));

/** A NatSpec text as blocks: one plain paragraph without parsing, anything else parsed. */
function blocks(markdown: string): RootContent[] {
  refuseOtherExtensions(markdown);
  if (!markdown.includes('\n') && !BLOCK_START.test(markdown)) {
    const simple = simpleInline(markdown);
    if (simple) return [paragraph(simple)];
  }
  return parse(markdown);
}

function heading(depth: Heading['depth'], markdown: string): Heading {
  return {type: 'heading', depth, children: inline(markdown)};
}

function table(header: string[], rows: PhrasingContent[][][]): Table {
  const row = (cells: PhrasingContent[][]) => ({
    type: 'tableRow' as const,
    children: cells.map((children): TableCell => ({type: 'tableCell', children})),
  });
  return {
    type: 'table',
    align: header.map(() => null),
    children: [row(header.map((cell) => [text(cell)])), ...rows.map(row)],
  };
}

function paramList(title: string, rows: readonly ParamRow[]): RootContent[] {
  if (rows.length === 0) return [];
  const list: List = {
    type: 'list',
    ordered: false,
    start: null,
    spread: false,
    children: rows.map((row) => ({
      type: 'listItem',
      spread: false,
      checked: null,
      children: [
        paragraph([
          code(row.name),
          text(' ('),
          code(row.type),
          text(')'),
          ...(row.description ? [text(': '), ...inline(cellText(row.description))] : []),
        ]),
      ],
    })),
  };
  return [paragraph([strong(title)]), list];
}

function declaration(entry: ReferenceEntry, language: ContractPageModel['language']): Code {
  if (/^\s*(```|~~~)/m.test(entry.declaration)) throw new TreeUnsupported('a fence inside a declaration');
  return {
    type: 'code',
    lang: FENCE_LANGUAGE[language],
    meta: CODE_FENCE.declarationMeta,
    value: entry.declaration,
  };
}

function entrySection(entry: ReferenceEntry, language: ContractPageModel['language']): RootContent[] {
  const facts: PhrasingContent[][] = [];
  if (entry.mutability) facts.push([strong(`${REFERENCE_FACT_LABELS[0]}:`), text(' '), code(entry.mutability)]);
  if (entry.selector) {
    const label = entry.kind === 'event' ? REFERENCE_FACT_LABELS[2] : REFERENCE_FACT_LABELS[1];
    facts.push([strong(`${label}:`), text(' '), code(entry.selector)]);
  }
  return [
    heading(3, `${entry.heading} {#${entry.anchor}}`),
    ...(entry.notice ? blocks(markdownText(entry.notice)) : []),
    declaration(entry, language),
    ...(facts.length ? [paragraph(facts.flatMap((fact, index) => (index ? [text(' · '), ...fact] : fact)))] : []),
    ...(entry.details ? blocks(markdownText(entry.details)) : []),
    ...paramList(entry.kind === 'event' || entry.kind === 'error' ? 'Fields' : 'Parameters', entry.inputs),
    ...paramList('Returns', entry.outputs),
  ];
}

const joined = (items: PhrasingContent[][], separator: string) =>
  items.flatMap((item, index) => (index ? [text(separator), ...item] : item));

function contents(model: ContractPageModel): RootContent[] {
  const nodes: RootContent[] = [];
  const entryLink = (entry: ReferenceEntry) => link(`#${entry.anchor}`, [code(entry.heading)]);
  if (model.functions.length)
    nodes.push(
      table(
        ['Function', 'Mutability', 'Selector'],
        model.functions.map((entry) => [
          [entryLink(entry)],
          entry.mutability ? [text(entry.mutability)] : [],
          entry.selector ? [code(entry.selector)] : [],
        ]),
      ),
    );
  for (const [label, entries] of [
    ['Events', model.events],
    ['Errors', model.errors],
  ] as const) {
    if (entries.length)
      nodes.push(
        paragraph([
          strong(`${label}:`),
          text(' '),
          ...joined(
            entries.map((entry) => [entryLink(entry)]),
            ', ',
          ),
        ]),
      );
  }
  return nodes;
}

function summaryTable(model: ContractPageModel, input: ContractPageInput): Table {
  const rows: PhrasingContent[][][] = [
    [[text('Version')], [code(model.version)]],
    [[text('Language')], [text(LANGUAGE_NAME[model.language])]],
  ];
  if (model.inherits.length)
    rows.push([
      [text('Inherits')],
      joined(
        model.inherits.map((name) => [code(name)]),
        ', ',
      ),
    ]);
  if (model.docs.author) rows.push([[text('Author')], cellInline(cellText(model.docs.author))]);
  rows.push([[text('Source')], [link(model.source, [code(sourceLabel(model.source))])]]);
  rows.push([[text('Compiler')], [code(model.compiler)]]);
  rows.push([[text('ABI')], [text(ABI_CHECK_TEXT[input.abiCheck ?? 'none'])]]);
  if (input.abiFile) {
    const parts = abiFileParts(input.abiFile, input.abiCheck);
    const all = link(`pathname://${input.abiFile.indexUrl}`, [text('all versions')]);
    rows.push([
      [text('ABI file')],
      parts.url
        ? [link(`pathname://${parts.url}`, [code(parts.url)]), text(`, ${parts.origin} unchanged (`), all, text(')')]
        : [text(`${parts.none} (`), all, text(')')],
    ]);
  }
  return table(['Property', 'Value'], rows);
}

function deprecatedBanner(input: ContractPageInput): ContainerDirective {
  const {model} = input;
  const sentence = deprecatedSentence(model);
  return {
    type: 'containerDirective',
    name: 'warning',
    attributes: {},
    children: [
      {type: 'paragraph', data: {directiveLabel: true}, children: [text('Deprecated version')]},
      paragraph(
        input.currentUrl
          ? [
              ...inline(sentence),
              text(' For new work use the '),
              link(input.currentUrl, inline(`current ${model.contract} reference`)),
              text('.'),
            ]
          : inline(sentence),
      ),
    ],
  };
}

/**
 * The tree of a contract page (renderContractPage's Markdown, parsed), with
 * the front matter as its first node. Throws `TreeUnsupported` when a text
 * needs the page parsed after all.
 */
export function contractPageTree(input: ContractPageInput, frontMatterYaml: string): Root {
  const {model} = input;
  const children: RootContent[] = [{type: 'yaml', value: frontMatterYaml}];
  if (input.deprecated) children.push(deprecatedBanner(input) as unknown as BlockContent);
  children.push(heading(2, 'Summary {#summary}'));
  if (model.docs.title) children.push(paragraph([{type: 'strong', children: inline(markdownText(model.docs.title))}]));
  if (model.docs.notice) children.push(...blocks(markdownText(model.docs.notice)));
  children.push(summaryTable(model, input));
  if (model.docs.details) children.push(...blocks(markdownText(model.docs.details)));

  if (input.deployments.length) {
    children.push(
      heading(2, 'Deployments {#deployments}'),
      table(
        ['Deployment', 'Chain', 'Address'],
        input.deployments.map((row) => [
          cellInline(cellText(row.label)),
          cellInline(row.chain),
          [link(row.explorerUrl, [code(row.address)])],
        ]),
      ),
    );
    if (input.addressPageUrl) {
      const [before, after] = addressPageSentence(input.deployments);
      children.push(paragraph([text(before), link(input.addressPageUrl, [text('address page')]), text(after)]));
    }
  }

  children.push(heading(2, 'Contents {#contents}'), ...contents(model));
  for (const [title, id, entries] of [
    ['Functions', 'functions', model.functions],
    ['Events', 'events', model.events],
    ['Errors', 'errors', model.errors],
  ] as const) {
    if (entries.length === 0) continue;
    children.push(heading(2, `${title} {#${id}}`));
    for (const entry of entries) children.push(...entrySection(entry, model.language));
  }
  return {type: 'root', children};
}
