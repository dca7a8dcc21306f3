import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A modal whose code (the modal, its contents, Mantine's Modal, focus trap and scroll lock) is
 * fetched when it first opens, not with the page that may open it (decision 085). Once opened it
 * stays mounted, so that it keeps its closing transition.
 */
export function lazyModal<P extends { opened: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Modal = lazy(async () => ({ default: await load() }));
  return function LazyModal(props: P) {
    const [used, setUsed] = useState(props.opened);
    // Derived from the props during render (React's "state from previous renders" pattern).
    if (props.opened && !used) setUsed(true);
    if (!used) return null;
    return (
      <Suspense fallback={null}>
        <Modal {...props} />
      </Suspense>
    );
  };
}
