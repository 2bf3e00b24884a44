/**
 * Remark plugin of the docs pipeline: a generated contract page arrives as
 * the syntax tree its model builds (src/reference/tree.ts) instead of being
 * parsed from its Markdown. Parsing was most of the time the build spent on
 * the reference; everything after the parse (the Docusaurus and site plugins,
 * static HTML, MDX's output) runs on the tree as before.
 *
 * The contract-reference plugin registers each page it writes; the parser
 * takes the built tree only when the file on disk is still the text that was
 * registered, and parses as before when it is not or when the model's text
 * needs the parser (`TreeUnsupported`).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Root} from 'mdast';
import type {Processor} from 'unified';

import type {ContractPageInput} from '../../src/reference/markdown';
import {contractPageTree, TreeUnsupported} from '../../src/reference/tree';

interface RegisteredPage {
  readonly markdown: string;
  readonly input: ContractPageInput;
}

const pages = new Map<string, RegisteredPage>();

/** How many pages took the built tree and how many were parsed, for the build's log. */
export const treeCounts = {built: 0, parsed: 0};

/** Replaces the registered pages with the ones just written to `outDir`. */
export function registerContractPages(
  outDir: string,
  outputs: ReadonlyMap<string, string>,
  inputs: ReadonlyMap<string, ContractPageInput>,
): void {
  pages.clear();
  for (const [relative, input] of inputs) {
    const markdown = outputs.get(relative);
    if (markdown !== undefined) pages.set(path.join(outDir, relative), {markdown, input});
  }
}

/** The page's front matter as the YAML node holds it: the text between its fences. */
const frontMatterYaml = (markdown: string) => markdown.slice('---\n'.length, markdown.indexOf('\n---\n'));

function builtTree(filePath: string | undefined): Root | undefined {
  const page = filePath ? pages.get(filePath) : undefined;
  if (!page) return undefined;
  let onDisk: string;
  try {
    onDisk = readFileSync(filePath!, 'utf8');
  } catch {
    return undefined;
  }
  if (onDisk !== page.markdown) return undefined;
  try {
    return contractPageTree(page.input, frontMatterYaml(page.markdown));
  } catch (error) {
    if (error instanceof TreeUnsupported) return undefined;
    throw error;
  }
}

export default function remarkContractTrees(this: Processor) {
  const parse = this.parser;
  if (!parse) return;
  this.parser = (document, file) => {
    const tree = builtTree(file.path);
    if (tree) {
      treeCounts.built += 1;
      return tree;
    }
    if (pages.has(file.path)) treeCounts.parsed += 1;
    return parse(document, file);
  };
}
