import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {compile} from '@mdx-js/mdx';
import comment from '@slorber/remark-comment';
import type {Root} from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkParse from 'remark-parse';
import rehypeRaw from 'rehype-raw';
import {unified} from 'unified';
import {removePosition} from 'unist-util-remove-position';
import {VFile} from 'vfile';
import {afterAll, describe, expect, it} from 'vitest';

import remarkDeclarations from '../../../plugins/contract-reference/remarkDeclarations';
import remarkContractTrees, {
  frontMatterYaml,
  headingIds,
  MDX_NODE_TYPES,
  registerContractPages,
  tableOfContents,
  treeCounts,
} from '../../../plugins/contract-reference/trees';
import rehypeStaticBody from '../../../plugins/static-body';
import {renderReference} from '../../../src/reference/generate';
import type {ContractPageInput} from '../../../src/reference/markdown';
import {referenceDirs} from '../../../src/reference/paths';
import {contractPageTree, TreeUnsupported} from '../../../src/reference/tree';

const siteDir = process.cwd();
const {dataDir} = referenceDirs(siteDir);
const {outputs, inputs} = renderReference({siteDir, dataDir, editUrlBase: 'https://github.com/yearn/x/edit/main/'});

/** What the docs pipeline's parser receives: the file after Docusaurus's preprocessing (escaped heading ids). */
const preprocess: (options: object) => string = createRequire(import.meta.url)(
  '@docusaurus/mdx-loader/lib/preprocessor',
).default;
const preprocessed = (fileContent: string, filePath: string) =>
  preprocess({
    fileContent,
    filePath,
    admonitions: true,
    markdownConfig: {mdx1Compat: {comments: true, admonitions: true, headingIds: true}},
  });

/** The syntax the docs pipeline parses Markdown with: Docusaurus's extensions and the site's math. */
const markdownParser = () =>
  unified().use(remarkParse).use(remarkFrontmatter).use(remarkDirective).use(remarkGfm).use(comment).use(remarkMath);

/** A tree as parsed, compared without positions and with neighbouring text runs joined (the parser joins escapes into the text). */
function normalized<T extends object>(tree: T): T {
  const copy = structuredClone(tree);
  removePosition(copy as unknown as Root, {force: true});
  const join = (node: {children?: {type: string; value?: string}[]}) => {
    if (!node.children) return;
    const joined: {type: string; value?: string}[] = [];
    for (const child of node.children) {
      join(child as typeof node);
      const last = joined.at(-1);
      if (child.type === 'text' && last?.type === 'text') last.value += child.value!;
      else joined.push(child);
    }
    node.children = joined;
  };
  join(copy as never);
  return copy;
}

describe('contract pages built as syntax trees', () => {
  const pages = [...inputs].map(([file, input]) => [file, input, outputs.get(file)!] as const);

  it('covers every contract page of the reference', () => {
    expect(pages.length).toBeGreaterThanOrEqual(190);
  });

  it.each(pages)('%s: the built tree is the parsed page', (file, input, markdown) => {
    const parsed = markdownParser().parse(preprocessed(markdown, file));
    expect(normalized(contractPageTree(input, frontMatterYaml(markdown)))).toEqual(normalized(parsed));
  });
});

describe('contract page texts the tree builder leaves to the parser', () => {
  const [file, input] = [...inputs].find(([, page]) => page.model.functions.some((entry) => entry.notice))!;
  const withNotice = (notice: string): ContractPageInput => ({
    ...input,
    model: {...input.model, docs: {...input.model.docs, notice}},
  });
  const markdown = outputs.get(file)!;

  it.each([
    ['a directive', 'Set it with :abbr[x].'],
    ['a colon before a letter, which may start a directive', 'Either one:the other.'],
    ['an emoji name, which looks like a directive', 'Done :tada: here.'],
    ['math', 'Costs $1 to $2.'],
    ['a footnote', 'See the note[^1].'],
  ])('refuses %s', (_name, notice) => {
    expect(() => contractPageTree(withNotice(notice), frontMatterYaml(markdown))).toThrow(TreeUnsupported);
  });

  it('builds emphasis, links and escapes through the parser, as the page would parse', () => {
    const notice = 'Use *this* [link](https://example.com/a_b) or `code` & _that_ with a \\* star; see www.yearn.fi.';
    const tree = contractPageTree(withNotice(notice), frontMatterYaml(markdown));
    const summaryIndex = tree.children.findIndex((node) => node.type === 'heading');
    const parsed = markdownParser().parse(`${notice}\n`).children[0];
    expect(normalized(tree.children[summaryIndex + (input.model.docs.title ? 2 : 1)]!)).toEqual(normalized(parsed!));
  });
});

describe('remarkContractTrees', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'contract-trees-'));
  afterAll(() => rmSync(dir, {recursive: true, force: true}));
  for (const [relative, markdown] of outputs) {
    mkdirSync(path.dirname(path.join(dir, relative)), {recursive: true});
    writeFileSync(path.join(dir, relative), markdown);
  }
  registerContractPages(dir, outputs, inputs);

  /** The steps of the docs pipeline the reduction stands for, with or without it (format md, as the pages are). */
  const compilePage = (relative: string, withTrees: boolean) =>
    compile(new VFile({value: preprocessed(outputs.get(relative)!, relative), path: path.join(dir, relative)}), {
      format: 'md',
      remarkPlugins: [
        ...(withTrees ? [remarkContractTrees] : []),
        remarkFrontmatter,
        remarkDirective,
        remarkDeclarations,
        [headingIds, {anchorsMaintainCase: false}],
        tableOfContents,
        remarkGfm,
        comment,
        remarkMath,
      ],
      rehypePlugins: [[rehypeRaw, {passThrough: [...MDX_NODE_TYPES]}], rehypeStaticBody],
    }).then(String);

  const current = [...inputs].filter(([, page]) => !page.deprecated).map(([relative]) => relative);
  const deprecated = [...inputs].filter(([, page]) => page.deprecated).map(([relative]) => relative);
  const sample = [...current.slice(0, 12), ...deprecated.filter((_, index) => index % 10 === 0)];

  it.each(sample)('%s compiles to the same JavaScript without parsing or walking the page', async (relative) => {
    const before = {...treeCounts};
    const reduced = await compilePage(relative, true);
    expect(treeCounts.built).toBe(before.built + 1);
    expect(reduced).toBe(await compilePage(relative, false));
    // One block of static HTML holds the page's body.
    expect(reduced.match(/StaticHtml, \{/g)).toHaveLength(1);
  });

  it('reduces a page to its front matter, its banner, one static block and its table of contents', async () => {
    const processor = markdownParser().use(remarkContractTrees);
    const file = new VFile({value: '', path: path.join(dir, deprecated[0]!)});
    const tree = await processor.run(processor.parse(file), file);
    expect(tree.children.map((node) => node.type)).toEqual([
      'yaml',
      'containerDirective',
      'mdxJsxFlowElement',
      'mdxjsEsm',
    ]);
  });

  it('parses the page when its file no longer holds the registered text', () => {
    const relative = current[0]!;
    writeFileSync(path.join(dir, relative), `${outputs.get(relative)}\nEdited by hand.\n`);
    const before = {...treeCounts};
    const tree = markdownParser()
      .use(remarkContractTrees)
      .parse({value: 'Edited by hand.\n', path: path.join(dir, relative)});
    expect(treeCounts.parsed).toBe(before.parsed + 1);
    expect(tree.children.map((node) => node.type)).toEqual(['paragraph']);
  });

  it('parses files it did not register', () => {
    const tree = markdownParser()
      .use(remarkContractTrees)
      .parse({value: '## Hello\n', path: path.join(dir, 'other.md')});
    expect(tree.children.map((node) => node.type)).toEqual(['heading']);
  });
});
