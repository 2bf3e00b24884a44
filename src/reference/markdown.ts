import type {AbiCheck} from './golden';
import {CODE_FENCE} from '../config/codeBlocks';
import {sourceLink} from '../docs/sourceCitations';
import {REFERENCE_FACT_LABELS} from './facts';
import type {ContractPageModel, ParamRow, ReferenceEntry} from './model';

/**
 * Page model -> Markdown for the developers docs plugin. Pure: the plugin
 * passes in everything that needs the file system or the address book.
 */

export interface DeploymentRow {
  readonly label: string;
  readonly address: string;
  readonly chain: string;
  readonly explorerUrl: string;
  /** Whether an on-chain directory confirms this address, so the address page checks it live. */
  readonly checkedLive: boolean;
}

export interface ContractPageInput {
  readonly model: ContractPageModel;
  /** Doc id: the file name part of the page path (`VaultV3`). */
  readonly id: string;
  /**
   * URL path inside the docs area. Always set: without it Docusaurus would
   * serve `Router/Router.md` at `Router/`, taking it for the folder's index.
   */
  readonly slug?: string;
  readonly editUrl: string;
  readonly position?: number;
  readonly lastUpdate?: string;
  readonly deployments: readonly DeploymentRow[];
  /** URL of the current version's page, on a deprecated page. */
  readonly currentUrl?: string;
  readonly deprecated: boolean;
  /** Where the live checks of the deployments are. */
  readonly addressPageUrl?: string;
  /** What the ABI was checked against (`data/golden-abis/`); absent when nothing could check it. */
  readonly abiCheck?: AbiCheck;
  /** Where the ABI files are published: this version's file, when it has a golden ABI, and the index of all versions (the site always sets it). */
  readonly abiFile?: {readonly url?: string; readonly indexUrl: string};
}

export const ABI_CHECK_TEXT: Record<AbiCheck | 'none', string> = {
  compiler: 'Equal to the compiler output of the source at its tag or commit',
  deployed: 'Equal to the deployed contract ABI',
  none: 'Not checked against compiler output',
};

export const LANGUAGE_NAME = {solidity: 'Solidity', vyper: 'Vyper'} as const;
/** Vyper is highlighted with the Python grammar (`CODE_FENCE.aliases`). */
export const FENCE_LANGUAGE = {solidity: 'solidity', vyper: 'vyper'} as const;

/** NatSpec text as Markdown: code spans stay as written; elsewhere angle brackets are escaped so they never become HTML. */
export function markdownText(text: string): string {
  return text
    .split(/(`[^`]*`)/)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/</g, '&lt;').replace(/>/g, '&gt;')))
    .join('')
    .trim();
}

/** Text for a table cell: one line, pipes escaped. */
export function cellText(text: string): string {
  return markdownText(text)
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\|/g, '\\|');
}

function yamlString(value: string): string {
  return JSON.stringify(value);
}

function frontMatter(fields: Record<string, string | number | boolean | undefined>): string {
  const lines = Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? yamlString(value) : String(value)}`);
  return `---\n${lines.join('\n')}\n---\n`;
}

/**
 * Parameters, fields or return values as a list, not a table: a list reads
 * better at phone width than three cramped columns, and a reference page with
 * a hundred of them carries about 1,500 fewer elements.
 */
function paramList(title: string, rows: readonly ParamRow[]): string[] {
  if (rows.length === 0) return [];
  return [
    `**${title}**`,
    '',
    ...rows.map(
      (row) => `- \`${row.name}\` (\`${row.type}\`)${row.description ? `: ${cellText(row.description)}` : ''}`,
    ),
    '',
  ];
}

function entrySection(entry: ReferenceEntry, language: ContractPageModel['language']): string[] {
  const facts = [
    entry.mutability ? `**${REFERENCE_FACT_LABELS[0]}:** \`${entry.mutability}\`` : undefined,
    entry.selector
      ? `**${entry.kind === 'event' ? REFERENCE_FACT_LABELS[2] : REFERENCE_FACT_LABELS[1]}:** \`${entry.selector}\``
      : undefined,
  ].filter(Boolean);
  return [
    `### ${entry.heading} {#${entry.anchor}}`,
    '',
    ...(entry.notice ? [markdownText(entry.notice), ''] : []),
    `\`\`\`${FENCE_LANGUAGE[language]} ${CODE_FENCE.declarationMeta}`,
    entry.declaration,
    '```',
    '',
    ...(facts.length ? [facts.join(' · '), ''] : []),
    ...(entry.details ? [markdownText(entry.details), ''] : []),
    ...paramList(entry.kind === 'event' || entry.kind === 'error' ? 'Fields' : 'Parameters', entry.inputs),
    ...paramList('Returns', entry.outputs),
  ];
}

function contentsTable(model: ContractPageModel): string[] {
  const lines: string[] = [];
  if (model.functions.length) {
    lines.push('| Function | Mutability | Selector |', '| --- | --- | --- |');
    for (const entry of model.functions) {
      lines.push(
        `| [\`${entry.heading}\`](#${entry.anchor}) | ${entry.mutability ?? ''} | ${entry.selector ? `\`${entry.selector}\`` : ''} |`,
      );
    }
    lines.push('');
  }
  for (const [label, entries] of [
    ['Events', model.events],
    ['Errors', model.errors],
  ] as const) {
    if (entries.length)
      lines.push(`**${label}:** ${entries.map((e) => `[\`${e.heading}\`](#${e.anchor})`).join(', ')}`, '');
  }
  return lines;
}

/** The words of the ABI file cell around its links (tree.ts builds the same cell). */
export function abiFileParts(
  {url}: NonNullable<ContractPageInput['abiFile']>,
  abiCheck: AbiCheck | undefined,
): {url?: string; origin: string; none: string} {
  return {
    ...(url ? {url} : {}),
    origin: abiCheck === 'deployed' ? 'the deployed contract ABI' : 'the compiler output',
    none: 'None: this version has no compiler output, so no ABI file is published',
  };
}

/**
 * The published ABI file, linked with `pathname://` because the build writes
 * it after the pages (plugins/agent-files): it is a file, not a route.
 */
function abiFileCell(abiFile: NonNullable<ContractPageInput['abiFile']>, abiCheck: AbiCheck | undefined): string {
  const {url, origin, none} = abiFileParts(abiFile, abiCheck);
  const all = `([all versions](pathname://${abiFile.indexUrl}))`;
  if (url) return `[\`${url}\`](pathname://${url}), ${origin} unchanged ${all}`;
  return `${none} ${all}`;
}

function summaryTable(
  model: ContractPageModel,
  abiCheck: AbiCheck | undefined,
  abiFile: ContractPageInput['abiFile'],
): string[] {
  const rows: [string, string][] = [
    ['Version', `\`${model.version}\``],
    ['Language', LANGUAGE_NAME[model.language]],
  ];
  if (model.inherits.length) rows.push(['Inherits', model.inherits.map((name) => `\`${name}\``).join(', ')]);
  if (model.docs.author) rows.push(['Author', cellText(model.docs.author)]);
  rows.push(['Source', sourceLink(model.source)]);
  rows.push(['Compiler', `\`${model.compiler}\``]);
  rows.push(['ABI', ABI_CHECK_TEXT[abiCheck ?? 'none']]);
  if (abiFile) rows.push(['ABI file', abiFileCell(abiFile, abiCheck)]);
  return ['| Property | Value |', '| --- | --- |', ...rows.map(([key, value]) => `| ${key} | ${value} |`), ''];
}

/** The title a page shows: deprecated versions carry their version, so search results tell them apart. */
export function pageTitle(model: ContractPageModel, deprecated: boolean): string {
  return deprecated ? `${model.contract} ${model.version}` : model.contract;
}

/** The deprecated banner's first sentences; the link to the current page follows. */
export function deprecatedSentence(model: ContractPageModel): string {
  return `This page documents ${model.contract} as released in version ${model.version}. It stays here for contracts that were deployed with it: their code never changes.`;
}

/** The sentence under the deployments, as the words before and after its link to the address page. */
export function addressPageSentence(deployments: readonly DeploymentRow[]): [string, string] {
  return deployments.some((row) => row.checkedLive)
    ? ['The ', ' checks these addresses against the chain when you open it.']
    : [
        'These addresses are as Yearn lists them: no on-chain directory that the site reads names them, so the ',
        ' shows them without a live check.',
      ];
}

export function renderContractPage(input: ContractPageInput): string {
  const {model} = input;
  const lines: string[] = [
    frontMatter({
      id: input.id,
      slug: input.slug,
      title: pageTitle(model, input.deprecated),
      sidebar_label: model.contract,
      sidebar_position: input.position,
      description: model.description,
      custom_edit_url: input.editUrl,
      toc_max_heading_level: 3,
    })
      // The generated file is not in git: the date comes from the data file's last commit.
      .replace(/---\n$/, input.lastUpdate ? `last_update:\n  date: ${yamlString(input.lastUpdate)}\n---\n` : '---\n')
      .trimEnd(),
    '',
  ];

  if (input.deprecated) {
    const pointer = input.currentUrl
      ? ` For new work use the [current ${model.contract} reference](${input.currentUrl}).`
      : '';
    lines.push(':::warning[Deprecated version]', '', `${deprecatedSentence(model)}${pointer}`, '', ':::', '');
  }

  lines.push(`## Summary {#summary}`, '');
  if (model.docs.title) lines.push(`**${markdownText(model.docs.title)}**`, '');
  if (model.docs.notice) lines.push(markdownText(model.docs.notice), '');
  lines.push(...summaryTable(model, input.abiCheck, input.abiFile));
  if (model.docs.details) lines.push(markdownText(model.docs.details), '');

  if (input.deployments.length) {
    lines.push('## Deployments {#deployments}', '', '| Deployment | Chain | Address |', '| --- | --- | --- |');
    for (const row of input.deployments)
      lines.push(`| ${cellText(row.label)} | ${row.chain} | [\`${row.address}\`](${row.explorerUrl}) |`);
    lines.push('');
    if (input.addressPageUrl) {
      const [before, after] = addressPageSentence(input.deployments);
      lines.push(`${before}[address page](${input.addressPageUrl})${after}`, '');
    }
  }

  lines.push('## Contents {#contents}', '', ...contentsTable(model));

  const sections = [
    ['Functions', 'functions', model.functions],
    ['Events', 'events', model.events],
    ['Errors', 'errors', model.errors],
  ] as const;
  for (const [title, id, entries] of sections) {
    if (entries.length === 0) continue;
    lines.push(`## ${title} {#${id}}`, '');
    for (const entry of entries) lines.push(...entrySection(entry, model.language));
  }
  return `${lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`;
}
