/** Code fences in the Markdown tree, as the remark plugins that rewrite them see it. */
import type {Code, Root, RootContent} from 'mdast';
import type {} from 'mdast-util-mdx-jsx';
import {SKIP, visit} from 'unist-util-visit';

/** A code fence, as remark parses it (only what the plugins read). */
export type CodeNode = Pick<Code, 'type' | 'lang' | 'meta' | 'value'>;

/** Whether the fence's meta string carries `flag` (```solidity declaration). */
export const hasFlag = (node: Pick<Code, 'meta'>, flag: string) => (node.meta ?? '').split(/\s+/).includes(flag);

/** Replaces, at any depth, each code fence for which `replace` returns a node. */
export function replaceFences(tree: Root, replace: (node: Code) => RootContent | undefined): void {
  visit(tree, 'code', (node, index, parent) => {
    const replacement = replace(node);
    if (!replacement || !parent || index === undefined) return undefined;
    (parent.children as RootContent[])[index] = replacement;
    return SKIP;
  });
}
