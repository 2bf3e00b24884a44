/** The Markdown tree as the remark plugins that rewrite code fences see it. */

export interface MdNode {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  children?: MdNode[];
  data?: Record<string, unknown>;
  [key: string]: unknown;
}

/** A code fence, as remark parses it. */
export type CodeNode = MdNode & {type: 'code'; lang?: string | null; meta?: string | null; value: string};

/** Whether the fence's meta string carries `flag` (```solidity declaration). */
export const hasFlag = (node: MdNode, flag: string) => (node.meta ?? '').split(/\s+/).includes(flag);

/** Replaces, at any depth, each code fence for which `replace` returns a node. */
export function replaceFences(tree: MdNode, replace: (node: CodeNode) => MdNode | undefined): void {
  tree.children?.forEach((child, index, siblings) => {
    const replacement = child.type === 'code' ? replace(child as CodeNode) : undefined;
    if (replacement) siblings[index] = replacement;
    else replaceFences(child, replace);
  });
}
