/**
 * Test support, loaded by the test setup before any test module. happy-dom (the unit tests' DOM)
 * differs from browsers in two ways that make DOMPurify skip sanitising altogether, so an XSS test there would
 * test nothing:
 * - `Node.prototype.nodeName` answers '' (only subclasses answer the real name), and DOMPurify reads node
 *   names through that prototype getter;
 * - its NodeIterator stops when the current node is removed, where browsers carry on with the next one.
 * This module gives happy-dom the browser behaviour of both. It must run before `safe-html.tsx` is evaluated,
 * because DOMPurify keeps references to these functions when an instance is created.
 */
const ownNodeName = Object.getOwnPropertyDescriptor(Node.prototype, 'nodeName')?.get;

Object.defineProperty(Node.prototype, 'nodeName', {
  configurable: true,
  get(this: Node) {
    for (let proto = Object.getPrototypeOf(this); proto && proto !== Node.prototype; ) {
      const getter = Object.getOwnPropertyDescriptor(proto, 'nodeName')?.get;
      if (getter) return getter.call(this);
      proto = Object.getPrototypeOf(proto);
    }
    return ownNodeName?.call(this) ?? '';
  },
});

/** The prototype that gives `document` its createNodeIterator (happy-dom's classes differ per window). */
let documentPrototype: Document = Object.getPrototypeOf(document);
while (!Object.hasOwn(documentPrototype, 'createNodeIterator')) {
  documentPrototype = Object.getPrototypeOf(documentPrototype);
}
const nativeCreateNodeIterator = documentPrototype.createNodeIterator;

/** A NodeIterator over the nodes present when it was created, so removing the current node does not end it. */
documentPrototype.createNodeIterator = function createNodeIterator(
  this: Document,
  root: Node,
  whatToShow?: number,
  filter?: NodeFilter | null,
): NodeIterator {
  const native = nativeCreateNodeIterator.call(this, root, whatToShow, filter);
  const nodes: Node[] = [];
  for (let node = native.nextNode(); node; node = native.nextNode()) nodes.push(node);
  let index = 0;
  const iterator = {
    root,
    whatToShow: native.whatToShow,
    filter: native.filter,
    referenceNode: root,
    pointerBeforeReferenceNode: true,
    nextNode: () => nodes[index++] ?? null,
    previousNode: () => (index > 0 ? (nodes[--index] ?? null) : null),
    detach: () => {},
  };
  return iterator;
};
