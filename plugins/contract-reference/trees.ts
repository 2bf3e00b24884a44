/**
 * Remark plugin of the docs pipeline for the generated contract pages. Most
 * of the time the build spent on the reference went to parsing their Markdown
 * (NatSpec prose and tables) and to the twenty-odd passes the docs pipeline
 * makes over each page's tree, while what the page becomes is known: one
 * block of static HTML (plugins/static-body), a table of contents and, on a
 * deprecated version, the warning banner.
 *
 * So a registered page is not parsed: its tree is built from the model
 * (src/reference/tree.ts), and before any other remark step it is reduced
 * to that result, made by the same steps the pipeline would run on it
 * (the declarations' highlighting, Docusaurus's heading ids and table of
 * contents, mdast to hast, the static blocks). The pipeline's other steps
 * then have four nodes to walk. The banner stays a directive for
 * Docusaurus's admonitions, as on any page.
 *
 * A page is parsed and compiled as before when its file on disk is no longer
 * the registered text, when its model has text only the parser can read
 * (`TreeUnsupported`), or when the reduction meets anything that is not
 * static HTML.
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {Root as HastRoot, RootContent as HastContent} from 'hast';
import type {Root, RootContent} from 'mdast';
import type {} from 'mdast-util-mdx-expression';
import type {} from 'mdast-util-mdx-jsx';
import type {} from 'mdast-util-mdxjs-esm';
import {toHast} from 'mdast-util-to-hast';
import type {Processor} from 'unified';

import {STATIC_HTML} from '../../src/config/staticHtml';
import type {ContractPageInput} from '../../src/reference/markdown';
import {contractPageTree, TreeUnsupported} from '../../src/reference/tree';
import rehypeStaticBody, {type StaticBodyOptions} from '../static-body';
import remarkDeclarations from './remarkDeclarations';

interface RegisteredPage {
  readonly markdown: string;
  readonly input: ContractPageInput;
}

type Transformer = (tree: Root) => Promise<void> | void;

/** Docusaurus's own heading-id and table-of-contents steps, so ids and entries are theirs. */
const docusaurusRemark = createRequire(import.meta.url);
export const headingIds: (options: {anchorsMaintainCase: boolean}) => Transformer = docusaurusRemark(
  '@docusaurus/mdx-loader/lib/remark/headings',
).default;
export const tableOfContents: () => Transformer = docusaurusRemark('@docusaurus/mdx-loader/lib/remark/toc').default;

/** The node types MDX passes from mdast to hast unchanged (@mdx-js/mdx's `nodeTypes`). */
export const MDX_NODE_TYPES = [
  'mdxFlowExpression',
  'mdxJsxFlowElement',
  'mdxJsxTextElement',
  'mdxTextExpression',
  'mdxjsEsm',
] as const;

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
export const frontMatterYaml = (markdown: string) => markdown.slice('---\n'.length, markdown.indexOf('\n---\n'));

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

/** Marks a built tree, so only those are reduced. */
const BUILT = Symbol('contract page tree');

interface StaticHtmlNode {
  readonly attributes: {type: string; name?: string; value?: unknown}[];
}

/**
 * A block without the line breaks at its edges: those are the breaks the
 * pipeline's mdast to hast puts between blocks, and it puts them in again
 * around the block, where plugins/static-body joins them to it.
 */
function withoutEdgeBreaks(node: StaticHtmlNode): StaticHtmlNode {
  return {
    ...node,
    attributes: node.attributes.map((attribute) =>
      attribute.name === 'html' && typeof attribute.value === 'string'
        ? {...attribute, value: attribute.value.replace(/^\n+|\n+$/g, '')}
        : attribute,
    ),
  };
}

/** Names the placeholder of a block that waits for the pipeline's remark steps. */
const WAITING = 'contract-page-waiting-';

const isWhitespace = (node: HastContent) => node.type === 'text' && node.value.trim() === '';

/**
 * The page reduced to what the pipeline makes of it, or undefined when some
 * node would not become static HTML. Changes `tree` either way.
 */
async function reduced(tree: Root, staticBody: StaticBodyOptions): Promise<RootContent[] | undefined> {
  remarkDeclarations()(tree);
  await headingIds({anchorsMaintainCase: false})(tree);
  await tableOfContents()(tree);
  // Blocks the pipeline's remark steps still change (the banner's directive) wait in their place, so that
  // the hast has the same line breaks between blocks as the page's would; the YAML node makes no hast.
  // The hast holds copies, so a waiting block is found again by its placeholder's name.
  const waiting: RootContent[] = [];
  const forHast: RootContent[] = tree.children.map((node) => {
    if (node.type !== 'containerDirective') return node;
    waiting.push(node);
    return {type: 'mdxJsxFlowElement', name: `${WAITING}${waiting.length - 1}`, attributes: [], children: []};
  });
  const hast = toHast({type: 'root', children: forHast}, {allowDangerousHtml: true, passThrough: [...MDX_NODE_TYPES]});
  rehypeStaticBody(staticBody)(hast as HastRoot);
  const out: RootContent[] = tree.children.filter((node) => node.type === 'yaml');
  for (const node of (hast as HastRoot).children) {
    if (isWhitespace(node)) continue;
    const name = (node as {name?: unknown}).name;
    if (typeof name === 'string' && name.startsWith(WAITING)) out.push(waiting[Number(name.slice(WAITING.length))]!);
    else if (node.type === ('mdxjsEsm' as string)) out.push(node as unknown as RootContent);
    else if (node.type === ('mdxJsxFlowElement' as string) && name === STATIC_HTML.component)
      out.push(withoutEdgeBreaks(node as unknown as StaticHtmlNode) as unknown as RootContent);
    else return undefined;
  }
  return out;
}

export interface ContractTreesOptions {
  /** The static blocks' options, as the docs pipeline gives them to plugins/static-body. */
  readonly staticBody?: StaticBodyOptions;
}

export default function remarkContractTrees(this: Processor, options: ContractTreesOptions = {}) {
  const parse = this.parser;
  if (parse) {
    this.parser = (document, file) => {
      const tree = builtTree(file.path);
      if (!tree) {
        if (pages.has(file.path)) treeCounts.parsed += 1;
        return parse(document, file);
      }
      treeCounts.built += 1;
      (tree as Root & {[BUILT]?: true})[BUILT] = true;
      return tree;
    };
  }
  return async (tree: Root, file: {path?: string}) => {
    if (!(tree as Root & {[BUILT]?: true})[BUILT]) return;
    const children = await reduced(tree, options.staticBody ?? {});
    // Not all static: the page goes through the pipeline as built, not half reduced.
    tree.children = children ?? builtTree(file.path)!.children;
  };
}
