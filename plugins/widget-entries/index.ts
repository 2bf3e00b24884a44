/**
 * Remark plugin: each address widget a page writes (`<ContractAddress
 * id="v3.router" />`, see `BOOK_WIDGETS`) gets the address book entries it
 * shows as props, resolved at build time by `src/chain/widgetProps.ts`, so
 * the widget components import no address book and a page's JavaScript
 * carries only its own entries.
 */
import {BOOK_WIDGETS, isBookWidget, widgetBookProps} from '../../src/chain/widgetProps';
import {expressionAttribute, type JsxAttribute} from '../mdx/attributes';

interface MdNode {
  type: string;
  name?: string | null;
  attributes?: JsxAttribute[];
  children?: MdNode[];
}

const isJsxElement = (node: MdNode) => node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';

export default function remarkWidgetEntries() {
  return (tree: MdNode, file: {path?: string}) => {
    const visit = (node: MdNode) => {
      if (isJsxElement(node) && node.name && isBookWidget(node.name)) {
        const widget = node.name;
        const literal: Record<string, string> = {};
        for (const attribute of node.attributes ?? []) {
          if (attribute.type !== 'mdxJsxAttribute' || !attribute.name) continue;
          if (typeof attribute.value === 'string') literal[attribute.name] = attribute.value;
          else if ((BOOK_WIDGETS[widget] as readonly string[]).includes(attribute.name)) {
            throw new Error(
              `${file.path ?? 'a page'}: <${widget} ${attribute.name}=...> must be a plain string, so the build can look it up`,
            );
          }
        }
        try {
          for (const [name, value] of Object.entries(widgetBookProps(widget, literal)))
            node.attributes = [...(node.attributes ?? []), expressionAttribute(name, value)];
        } catch (error) {
          throw new Error(`${file.path ?? 'a page'}: ${(error as Error).message}`, {cause: error});
        }
      }
      node.children?.forEach(visit);
    };
    visit(tree);
  };
}
