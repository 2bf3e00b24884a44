/**
 * Remark plugin: fences flagged `declaration` become the static `<pre>` of
 * src/code/highlight.ts before MDX sees them: no title bar or copy button, no
 * line structure, so a page of a hundred declarations stays small. Each
 * `<pre>` carries its coloured runs as HTML (`dangerouslySetInnerHTML`): the
 * page's JavaScript holds one string per declaration instead of an element
 * per run, and hydration takes the server's markup as it is instead of
 * walking some thousands of spans.
 */
import {toHtml} from 'hast-util-to-html';

import {CODE_FENCE} from '../../src/config/codeBlocks';
import {highlightDeclaration, type CodeThemes} from '../../src/code/highlight';
import {CODE_THEMES} from '../../src/config/codeThemes';
import type {Root} from 'mdast';

import {hasFlag, replaceFences} from '../code-blocks/fences';
import {expressionAttribute, stringAttribute} from '../mdx/attributes';

/** The site's themes unless a test names others (options given in the config would ship with the site config in the main bundle). */
export default function remarkDeclarations(options: {readonly themes?: CodeThemes} = {}) {
  const themes = options.themes ?? CODE_THEMES;
  return (tree: Root) =>
    replaceFences(tree, (node) => {
      if (!node.lang || !hasFlag(node, CODE_FENCE.declarationMeta)) return undefined;
      const pre = highlightDeclaration(node.value, node.lang, themes);
      const className = ([] as (string | number)[]).concat(pre.properties.className ?? []).join(' ');
      return {
        type: 'mdxJsxFlowElement',
        name: pre.tagName,
        attributes: [
          stringAttribute('className', className),
          expressionAttribute('dangerouslySetInnerHTML', {__html: toHtml(pre.children)}),
        ],
        children: [],
      };
    });
}
