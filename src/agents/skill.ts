/**
 * The agent skill file the site publishes at /SKILL.md: how an assistant
 * should query these docs, and the rule that it verifies every address
 * before it uses one.
 */
import {abiFileUrl} from '../reference/paths';
import {AGENT_API} from './api';

/** The ABI file SKILL.md shows as an example: a released version, so it never goes away (a unit test checks it is published). */
export const SKILL_ABI_EXAMPLE = abiFileUrl('VaultV3', '3.1.0');

export function skillMarkdown(
  siteUrl: string,
  areas: readonly {readonly routeBasePath: string; readonly label: string}[],
): string {
  const areaIndexes = areas
    .map((area) => `  - ${area.label}: ${siteUrl}/${area.routeBasePath}/${AGENT_API.areaIndexFile}`)
    .join('\n');
  return `---
name: yearn-docs
description: Look up Yearn documentation, verified Yearn contract addresses and exact contract ABIs (V3 vaults, tokenized strategies, registries, veYFI, stYFI). Use it before answering any question about integrating with Yearn, and never write a Yearn address or function signature from memory.
---

# Yearn Docs

Yearn is a DeFi yield-vault protocol. Its documentation lives at ${siteUrl}.
Everything below is published by the same build as the pages, so it always
matches what the site shows.

## Rules

1. Never guess a contract address, function signature, selector or event
   topic. Take them from the files below and say where they came from.
2. Before anyone sends a transaction to an address, verify it: on chain,
   through the source named in \`confirmedBy\` (an ENS name, the V3 protocol
   address provider, the V3 release registry, ...), or at least against the
   address page named in \`page\`, where the site checks it live. An entry
   with \`liveCheckable: false\` has no on-chain directory on its chain and
   comes from a published list only: say so.
3. \`checkedOnChain: true\` means a read on chain was recorded, on the date in
   \`lastConfirmed\`: quote that date. When it is false, nothing was read
   from chain when the docs were built: do not call the address confirmed.

## Where to look

- Address book (JSON): ${siteUrl}${AGENT_API.addresses}. Each entry has
  \`label\`, \`address\`, \`chain\`, \`explorerUrl\`, \`confirmedBy\`,
  \`checkedOnChain\`, \`lastConfirmed\`, \`liveCheckable\` and \`page\`.
- Contract reference (JSON): ${siteUrl}${AGENT_API.contracts}. Each contract
  version lists its members with their declaration, canonical signature,
  selector (functions and errors) or topic (events) and description.
- Plain ABIs (JSON arrays, as the compiler emitted them for the version's
  source): ${siteUrl}${AGENT_API.abis} lists every contract version with the
  URL of its ABI and the repository, commit and compiler it comes from, such as
  ${siteUrl}${SKILL_ABI_EXAMPLE}. A version without one says
  why in \`missing\`: never build an ABI from memory for it.
- Every page as Markdown: the page's URL plus \`.md\`, for example
  ${siteUrl}/developers/v3/overview.md.
- Index of all pages with a one-line description: ${siteUrl}/llms.txt, and
  one index per docs area:
${areaIndexes}
- All pages in one file: ${siteUrl}/llms-full.txt.

## With MCP

The repository ships an MCP server (\`npm run --silent mcp\` in a clone) with
the tools \`search_docs\`, \`read_page\`, \`get_address\` (with \`verify: true\`
it checks the address on chain) and \`get_contract\`. Prefer it when your
client supports MCP.
`;
}
