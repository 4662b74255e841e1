/** The little of an nlcst (retext) node that a walk reads. */
export interface WalkedNode {
  type: string;
  children?: WalkedNode[];
}

/**
 * Calls `visitor` for every node of `type` under `tree`, in document order (preorder), with its
 * parent and its index there. The same order as `unist-util-visit` without its parent stacks
 * and generic tests: the measures run on every reply, after the vendor answered (docs/quota.md).
 */
export function eachNodeOfType<Node extends WalkedNode>(
  tree: WalkedNode,
  type: string,
  visitor: (node: Node, index: number, parent: WalkedNode) => void,
): void {
  const children = tree.children;
  if (!children) return;
  for (let index = 0; index < children.length; index++) {
    const child = children[index]!;
    if (child.type === type) visitor(child as Node, index, tree);
    eachNodeOfType(child, type, visitor);
  }
}
