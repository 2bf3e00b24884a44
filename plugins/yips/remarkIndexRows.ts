/**
 * Remark plugin: the page that writes `<YipIndex />` gets the index's rows as
 * a prop (`rows`, from src/yips/indexRows.ts), read from data/yips.json when
 * the page compiles, so the page's JavaScript carries only the fields the
 * list shows and the component imports no data file.
 */
import type {Root} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {visit} from 'unist-util-visit';
import type {VFile} from 'vfile';

import {loadYips} from '../../src/yips/generate';
import {yipIndexRows} from '../../src/yips/indexRows';
import {expressionAttribute} from '../mdx/attributes';
import {sourceMayContain} from '../mdx/source';

const COMPONENT = 'YipIndex';

export default function remarkYipIndexRows(options: {readonly siteDir: string}) {
  return (tree: Root, file: Pick<VFile, 'path' | 'value'>) => {
    if (!sourceMayContain(file, [COMPONENT])) return;
    visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement) => {
      if (node.name !== COMPONENT) return;
      // Read on each compile, so the preview shows an edit of the data file after its reload.
      node.attributes.push(expressionAttribute('rows', yipIndexRows(loadYips(options.siteDir))));
    });
  };
}
