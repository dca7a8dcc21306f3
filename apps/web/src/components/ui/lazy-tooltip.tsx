import type { TooltipProps } from '@mantine/core';
import { cloneElement, useRef, useState, type ComponentType, type ReactElement, type SyntheticEvent } from 'react';

type Tooltip = ComponentType<TooltipProps>;

let loaded: Tooltip | undefined;
let loading: Promise<Tooltip> | undefined;
const load = () => (loading ??= import('./mantine-tooltip').then((m) => (loaded = m.Tooltip as Tooltip)));

type Handler = (event: SyntheticEvent<HTMLElement>) => void;
interface TriggerProps {
  onPointerEnter?: Handler;
  onPointerLeave?: Handler;
  onFocus?: Handler;
  onBlur?: Handler;
}

/**
 * Mantine's Tooltip, loaded when first wanted (decision 167): until the pointer enters its element
 * or the element gets the focus, the element alone is rendered, without the tooltip's code and the
 * positioning library under it (floating-ui, about 10 kB compressed), which every signed-in screen
 * loaded for the basket button or the store switch's QR button. Then the Tooltip wraps the element,
 * open at once if the pointer is still on it (or the focus, with `events.focus`, as Mantine's);
 * the focus alone fetches it. Later renders have it from the start.
 */
export function LazyTooltip({ children, ...props }: TooltipProps & { children: ReactElement<TriggerProps> }) {
  const [Loaded, setLoaded] = useState<Tooltip | undefined>(() => loaded);
  const [openAtLoad, setOpenAtLoad] = useState(false);
  const inside = useRef(false);
  if (Loaded) {
    return (
      <Loaded {...props} defaultOpened={openAtLoad}>
        {children}
      </Loaded>
    );
  }
  // Opened at load as Mantine's would be: by the pointer, and by the focus only with `events.focus`.
  const opensOnFocus = props.events?.focus === true;
  const chain = (name: keyof TriggerProps, now: boolean, opens: boolean) => (event: SyntheticEvent<HTMLElement>) => {
    children.props[name]?.(event);
    if (opens || !now) inside.current = now;
    if (now) {
      void load().then((tooltip) => {
        setOpenAtLoad(inside.current);
        setLoaded(() => tooltip);
      });
    }
  };
  return cloneElement(children, {
    onPointerEnter: chain('onPointerEnter', true, true),
    onFocus: chain('onFocus', true, opensOnFocus),
    onPointerLeave: chain('onPointerLeave', false, false),
    onBlur: chain('onBlur', false, false),
  });
}
