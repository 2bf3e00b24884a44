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
