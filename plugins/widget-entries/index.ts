/**
 * Remark plugin: each address widget a page writes (`<ContractAddress
 * id="v3.router" />`, see `BOOK_WIDGETS`) gets the address book entries it
 * shows as props, resolved at build time by `src/chain/widgetProps.ts`, so
 * the widget components import no address book and a page's JavaScript
 * carries only its own entries.
 */
import type {Root} from 'mdast';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {visit} from 'unist-util-visit';
import type {VFile} from 'vfile';

import {BOOK_WIDGETS, isBookWidget, widgetBookProps} from '../../src/chain/widgetProps';
import {expressionAttribute} from '../mdx/attributes';
import {sourceMayContain} from '../mdx/source';

const WIDGET_NAMES = Object.keys(BOOK_WIDGETS);

export default function remarkWidgetEntries() {
  return (tree: Root, file: Pick<VFile, 'path' | 'value'>) => {
    // A widget is written by its name; a page that names none has nothing to resolve.
    if (!sourceMayContain(file, WIDGET_NAMES)) return;
    const where = file.path ?? 'a page';
    visit(tree, ['mdxJsxFlowElement', 'mdxJsxTextElement'], (found) => {
      const node = found as MdxJsxFlowElement | MdxJsxTextElement;
      if (!node.name || !isBookWidget(node.name)) return;
      const widget = node.name;
      const literal: Record<string, string> = {};
      for (const attribute of node.attributes) {
        if (attribute.type !== 'mdxJsxAttribute') continue;
        if (typeof attribute.value === 'string') literal[attribute.name] = attribute.value;
        else if ((BOOK_WIDGETS[widget] as readonly string[]).includes(attribute.name)) {
          throw new Error(
            `${where}: <${widget} ${attribute.name}=...> must be a plain string, so the build can look it up`,
          );
        }
      }
      try {
        for (const [name, value] of Object.entries(widgetBookProps(widget, literal)))
          node.attributes.push(expressionAttribute(name, value));
      } catch (error) {
        throw new Error(`${where}: ${(error as Error).message}`, {cause: error});
      }
    });
  };
}
