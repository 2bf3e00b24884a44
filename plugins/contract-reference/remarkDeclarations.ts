/**
 * Remark plugin: fences flagged `declaration` become the static `<pre>` of
 * src/code/highlight.ts before MDX sees them: no title bar or copy button, no
 * line structure, so a page of a hundred declarations stays small.
 */
import {CODE_FENCE} from '../../src/config/codeBlocks';
import {highlightDeclaration, type CodeThemes} from '../../src/code/highlight';
import {CODE_THEMES} from '../../src/config/codeThemes';
import {hasFlag, replaceFences, type MdNode} from '../code-blocks/fences';

/** The site's themes unless a test names others (options given in the config would ship with the site config in the main bundle). */
export default function remarkDeclarations(options: {readonly themes?: CodeThemes} = {}) {
  const themes = options.themes ?? CODE_THEMES;
  return (tree: MdNode) =>
    replaceFences(tree, (node) => {
      if (!node.lang || !hasFlag(node, CODE_FENCE.declarationMeta)) return undefined;
      const pre = highlightDeclaration(node.value, node.lang, themes);
      // Any node type with hName/hChildren becomes that element in the HTML tree.
      return {type: 'referenceDeclaration', data: {hName: pre.tagName, hProperties: pre.properties, hChildren: pre.children}};
    });
}
