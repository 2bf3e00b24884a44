/**
 * Remark plugin: every fence with a language the build can highlight becomes
 * the site's static code block (src/components/StaticCodeBlock) around a
 * `<pre>` highlighted by src/code/highlight.ts, before MDX sees it. Pages then
 * ship no Prism and no theme code block; the theme's block (loaded lazily by
 * src/theme/MDXComponents) is left the fences the build cannot do: no
 * language, an unknown grammar, line numbers or magic comments. A fence marked
 * `excerpt="why"` carries the reason to the block, which shows it.
 */
import {CODE_FENCE} from '../../src/config/codeBlocks';
import {parseFence} from '../../src/code/fence';
import {canHighlight, highlightCodeBlock, type CodeThemes} from '../../src/code/highlight';
import {CODE_THEMES} from '../../src/config/codeThemes';
import {stringAttribute} from '../mdx/attributes';
import {sourceMayContain} from '../mdx/source';
import type {Root, RootContent} from 'mdast';
import type {VFile} from 'vfile';

import {hasFlag, replaceFences, type CodeNode} from './fences';

/** Whether the build highlights this fence; a declaration is plugins/contract-reference's. */
export function isBuilt(node: CodeNode): node is CodeNode & {lang: string} {
  if (!node.lang || (CODE_FENCE.untouchedLanguages as readonly string[]).includes(node.lang)) return false;
  if (hasFlag(node, CODE_FENCE.declarationMeta)) return false;
  return canHighlight(node.lang) && !parseFence(node.meta, node.value).needsTheme;
}

/** The site's themes unless a test names others (options given in the config would ship with the site config in the main bundle). */
export default function remarkCodeBlocks(options: {readonly themes?: CodeThemes} = {}) {
  const themes = options.themes ?? CODE_THEMES;
  return (tree: Root, file?: VFile) => {
    // An indented block has no language, so only a fenced one is highlighted.
    if (!sourceMayContain(file, ['```', '~~~'])) return;
    replaceFences(tree, (node) => {
      if (!isBuilt(node)) return undefined;
      const fence = parseFence(node.meta, node.value);
      const pre = highlightCodeBlock(node.value, node.lang, themes, fence.highlightedLines);
      return {
        type: 'mdxJsxFlowElement',
        name: CODE_FENCE.blockComponent,
        attributes: [
          stringAttribute('language', node.lang),
          ...(fence.title ? [stringAttribute('title', fence.title)] : []),
          ...(fence.excerpt ? [stringAttribute('excerpt', fence.excerpt)] : []),
        ],
        // Any node type with hName/hChildren becomes that element in the HTML tree.
        children: [
          {type: 'staticCode', data: {hName: pre.tagName, hProperties: pre.properties, hChildren: pre.children}},
        ],
        // mdast has no type for a node that names its HTML element (hName), hence the cast.
      } as unknown as RootContent;
    });
  };
}
