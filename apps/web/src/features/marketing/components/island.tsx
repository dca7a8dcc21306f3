import { createContext, useContext, type ComponentType, type ReactElement } from 'react';
import type { IslandName } from '@/marketing/island-loaders';

/**
 * When the island's code loads (decision 096): on the first pointer, touch, focus or key inside it
 * (`interaction`, the default; a click made before is replayed), when it scrolls into view
 * (`visible`), or only when the page's query holds the named parameter (`query:<name>`).
 */
export type IslandTrigger = 'interaction' | 'visible' | `query:${string}`;

/** Set by the pre-renderer: renders an island in a React root of its own, as the browser will hydrate it. */
export const IslandRenderer = createContext<((name: IslandName, element: ReactElement) => string) | null>(null);

interface IslandProps<P extends object> {
  name: IslandName;
  /**
   * The component, rendered in the page at build time. Without one, the island is rendered in the
   * browser only, when its trigger fires: for a part that shows nothing until then (the set-password
   * modal), so that neither its code nor its CSS comes with the page.
   */
  component?: ComponentType<P>;
  props: P;
  trigger?: IslandTrigger;
  /** Pre-rendered but not shown until the page's script says so (the cookie banner once a choice exists). */
  hidden?: boolean;
}

/**
 * An interactive part of a pre-rendered page of the public site. The rest of the page is static
 * HTML; each island is hydrated on its own, with its own code, when its trigger fires
 * (src/marketing/main.tsx). Props travel as JSON. Outside the pre-renderer (unit tests), the
 * component simply renders in place.
 */
export function Island<P extends object>({ name, component: Component, props, trigger = 'interaction', hidden }: IslandProps<P>) {
  const render = useContext(IslandRenderer);
  // No box of its own, so that the island lays out as its content would (but `hidden` must hide it).
  const attributes = { 'data-island': name, 'data-trigger': trigger, hidden, style: hidden ? undefined : { display: 'contents' } } as const;
  if (!Component) return <div {...attributes} data-render="client" data-props={JSON.stringify(props)} />;
  const element = <Component {...props} />;
  if (!render) return <div {...attributes}>{element}</div>;
  return <div {...attributes} data-props={JSON.stringify(props)} dangerouslySetInnerHTML={{ __html: render(name, element) }} />;
}
