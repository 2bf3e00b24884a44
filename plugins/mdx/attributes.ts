/**
 * JSX attributes for the MDX syntax tree, as remark plugins that add JSX
 * elements write them: a string, or a value MDX compiles as an expression.
 */
import {valueToEstree} from 'estree-util-value-to-estree';
import type {Expression} from 'estree';
import type {MdxJsxAttribute} from 'mdast-util-mdx-jsx';

export type {MdxJsxAttribute};

export const stringAttribute = (name: string, value: string): MdxJsxAttribute => ({
  type: 'mdxJsxAttribute',
  name,
  value,
});

/** `name={source}`, with the estree MDX compiles for it. */
function expressionValued(name: string, source: string, expression: Expression): MdxJsxAttribute {
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: source,
      data: {estree: {type: 'Program', sourceType: 'module', body: [{type: 'ExpressionStatement', expression}]}},
    },
  };
}

/** `name={value}`: MDX compiles the estree, so `value` (plain data) reaches the component as it is. */
export function expressionAttribute(name: string, value: unknown): MdxJsxAttribute {
  return expressionValued(name, JSON.stringify(value), valueToEstree(value));
}

/**
 * `name={require("file")}`: the module's export reaches the component, each
 * bundle resolving the file with its own rules (plugins/diagrams: markup on
 * the server, a URL in the browser).
 */
export function moduleAttribute(name: string, file: string): MdxJsxAttribute {
  const literal = JSON.stringify(file);
  return expressionValued(name, `require(${literal})`, {
    type: 'CallExpression',
    callee: {type: 'Identifier', name: 'require'},
    arguments: [{type: 'Literal', value: file, raw: literal}],
    optional: false,
  });
}
