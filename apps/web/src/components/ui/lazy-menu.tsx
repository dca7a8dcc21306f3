import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ComponentType } from 'react';

/** What the button alone needs: it opens the menu, and starts fetching it when it may be used soon. */
export interface MenuButtonTriggers {
  onClick: () => void;
  onPointerEnter: () => void;
  onFocus: () => void;
}

/** The loaded menu is controlled: Mantine's `Menu` `opened` and `onChange`. */
export interface LazyMenuState {
  opened: boolean;
  onChange: (opened: boolean) => void;
}

/** Runs `onMount` once its siblings (the loaded menu) are in the document. */
function AfterMount({ onMount }: { onMount: () => void }) {
  useEffect(onMount, [onMount]);
  return null;
}

/**
 * A menu shown as its button alone until first used (decisions 085, 114). Mantine's Menu, its
 * popover and positioning load at the first click, or as the pointer comes near or the button gets
 * the focus, instead of with the page; then the menu replaces the button and opens. A page with a
 * menu per card also skips, in the commit of its first screen, each menu's popover state.
 *
 * The menu mounts closed and opens just after, with the focus moved to its button first when the
 * button alone had it: Mantine's Menu keeps the element focused when it opens and gives the focus
 * back to it when it closes (Escape, a choice), as it does for a menu loaded with the page.
 *
 * `load` gives the menu, which takes the same props and `LazyMenuState`; `Button` draws the same
 * button as the menu's target, with `aria-haspopup="menu"`.
 */
export function lazyMenu<P extends object>(
  load: () => Promise<ComponentType<P & LazyMenuState>>,
  Button: ComponentType<P & MenuButtonTriggers>,
): ComponentType<P> {
  let loading: ReturnType<typeof load> | undefined;
  const preload = () => (loading ??= load());
  const Menu = lazy(async () => ({ default: await preload() }));
  return function LazyMenu(props: P) {
    const [wanted, setWanted] = useState(false);
    const [opened, setOpened] = useState(false);
    const box = useRef<HTMLSpanElement>(null);
    const hadFocus = useRef(false);
    const open = useCallback(() => {
      if (hadFocus.current) box.current?.querySelector<HTMLElement>('[aria-haspopup]')?.focus();
      setOpened(true);
    }, []);
    const use = () => {
      hadFocus.current = Boolean(box.current?.contains(document.activeElement));
      setWanted(true);
    };
    const button = <Button {...props} onClick={use} onPointerEnter={() => void preload()} onFocus={() => void preload()} />;
    return (
      <span ref={box} style={{ display: 'contents' }}>
        {wanted ? (
          <Suspense fallback={button}>
            <Menu {...props} opened={opened} onChange={setOpened} />
            <AfterMount onMount={open} />
          </Suspense>
        ) : (
          button
        )}
      </span>
    );
  };
}
