import { assignRef, useIsomorphicEffect } from '@mantine/hooks';
import { useMemo, useSyncExternalStore, type CSSProperties, type ReactNode, type Ref } from 'react';
import { createPortal } from 'react-dom';

/**
 * What Mantine's components get for `Portal` in the build (vite-plugins/mantine-replacements.ts,
 * decision 113): Mantine's portal, with its props and its shared target node, but with the node in
 * hand from the first render in the browser. Mantine's own Portal renders nothing at mount, then
 * sets a state in a layout effect: every Tooltip, Menu and Popover of a screen (which keep a
 * Portal mounted while closed) rendered again synchronously inside the commit's task. On the server
 * (the public site's pre-rendering) there is no document: nothing is rendered, as with Mantine's,
 * and nothing either while React hydrates that HTML (see `useHydrating`).
 */
export interface PortalProps {
  children?: ReactNode;
  /**
   * Element, or selector of the element, to render into; a shared node in `document.body` otherwise.
   * A selector is looked up at the first render (Mantine's looked it up after the mount): an element
   * that the same commit adds is not found yet. No screen passes a target.
   */
  target?: HTMLElement | string;
  /** One node for every portal of the page (Mantine's default), or a node of its own. */
  reuseTargetNode?: boolean;
  className?: string;
  style?: CSSProperties;
  id?: string;
  ref?: Ref<HTMLElement>;
}

type NodeOptions = Pick<PortalProps, 'className' | 'style' | 'id'>;

const SHARED_NODE = 'data-mantine-shared-portal-node';
let sharedNode: HTMLElement | null = null;

function createNode({ className, style, id }: NodeOptions): HTMLElement {
  const node = document.createElement('div');
  node.setAttribute('data-portal', 'true');
  if (typeof className === 'string') node.classList.add(...className.split(' ').filter(Boolean));
  if (style) Object.assign(node.style, style);
  if (typeof id === 'string') node.setAttribute('id', id);
  return node;
}

function shared(options: NodeOptions): HTMLElement {
  if (sharedNode && document.body.contains(sharedNode)) return sharedNode;
  sharedNode = document.querySelector<HTMLElement>(`[${SHARED_NODE}]`);
  if (!sharedNode) {
    sharedNode = createNode(options);
    sharedNode.setAttribute(SHARED_NODE, 'true');
    document.body.appendChild(sharedNode);
  }
  return sharedNode;
}

const noSubscription = () => () => {};

/**
 * Whether this render hydrates pre-rendered HTML: React reads the server snapshot then, the client
 * one in any other render. A portal rendered while hydrating makes React look for its content in
 * the pre-rendered HTML, which has none (the server renders no portal): hydration fails (error
 * 418) and the whole island is rendered afresh, which lost the first tap on the public site's
 * burger (issue 29). So a portal waits for the re-render React makes right after hydrating (the
 * two snapshots differ); a render in the browser that hydrates nothing still portals at once.
 */
const useHydrating = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );

export function Portal({ children, target, reuseTargetNode = true, ref, ...options }: PortalProps) {
  const node = useMemo(() => {
    if (typeof document === 'undefined') return null;
    if (typeof target === 'string') return document.querySelector<HTMLElement>(target) ?? createNode(options);
    if (target) return target;
    return reuseTargetNode ? shared(options) : createNode(options);
    // Like Mantine's, the node follows the target; the other options are read when it is made.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target, reuseTargetNode]);
  useIsomorphicEffect(() => {
    assignRef(ref, node);
    const own = node !== null && !target && !reuseTargetNode;
    if (own) document.body.appendChild(node);
    return () => {
      if (own) node.remove();
    };
  }, [node]);
  const hydrating = useHydrating();
  return node && !hydrating ? createPortal(children, node) : null;
}
Portal.displayName = '@mantine/core/Portal';
