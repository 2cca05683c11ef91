import type { ContentStack, ContentTable, ContentText, Node, NodeQueries } from 'pdfmake/interfaces';

// pdfmake has no "keep with next". Its pageBreakBefore hook does the job: it sees each laid-out node and the nodes
// after it on the same page, and a node it answers true for starts a new page (pdfmake then lays the whole document
// out again, so everything in it must lay out the same twice: see `stars` in pdf-theme.ts).
// A marked node carries, as its headlineLevel, how many of the nodes that follow it are its own parts (the text and
// the rule of a heading, say) plus one, so that a node with no parts still carries a truthy level.

/**
 * Marks `content` to move to the next page when nothing after its own `ownParts` laid-out nodes (a heading's text
 * and rule: 2) is on the same page: a heading or label never ends a page apart from what it introduces.
 */
export function keepWithNext<T extends ContentStack | ContentTable | ContentText>(
  content: T,
  ownParts = 0,
): T {
  return { ...content, headlineLevel: ownParts + 1 };
}

/** The document's pageBreakBefore: true for a marked node that would end its page. */
export function breakBeforeOrphan(footerStyle: string) {
  return (node: Node, nodes: NodeQueries): boolean => {
    if (typeof node.headlineLevel !== 'number' || node.headlineLevel < 1) return false;
    const next = nodes.getFollowingNodesOnPage()[node.headlineLevel - 1];
    return next === undefined || next.style === footerStyle;
  };
}
