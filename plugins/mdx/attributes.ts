/**
 * JSX attributes for the MDX syntax tree, as remark plugins that add JSX
 * elements write them: a string, or a value MDX compiles as an expression.
 */
import {valueToEstree} from 'estree-util-value-to-estree';
import type {MdxJsxAttribute} from 'mdast-util-mdx-jsx';

export type {MdxJsxAttribute};

export const stringAttribute = (name: string, value: string): MdxJsxAttribute => ({
  type: 'mdxJsxAttribute',
  name,
  value,
});

/** `name={value}`: MDX compiles the estree, so `value` (plain data) reaches the component as it is. */
export function expressionAttribute(name: string, value: unknown): MdxJsxAttribute {
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: JSON.stringify(value),
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [{type: 'ExpressionStatement', expression: valueToEstree(value)}],
        },
      },
    },
  };
}

/**
 * `name={require("file")}`: the module's export reaches the component, each
 * bundle resolving the file with its own rules (plugins/diagrams: markup on
 * the server, a URL in the browser).
 */
export function moduleAttribute(name: string, file: string): MdxJsxAttribute {
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: `require(${JSON.stringify(file)})`,
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [
            {
              type: 'ExpressionStatement',
              expression: {
                type: 'CallExpression',
                callee: {type: 'Identifier', name: 'require'},
                arguments: [{type: 'Literal', value: file, raw: JSON.stringify(file)}],
                optional: false,
              },
            },
          ],
        },
      },
    },
  };
}
