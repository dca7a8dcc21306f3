import '@/components/styles';
import type { ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { textsReady } from '@/lib/i18n';
import { ISLAND_LOADERS, type IslandName } from './island-loaders';
import { IslandTree, islandIdPrefix } from './island-providers';

type Field = HTMLInputElement | HTMLTextAreaElement;

/**
 * What a visitor typed in an island's fields before it was live is in the page but not in React's
 * state, which starts from the pre-rendered value. Once hydrated, each such field gets one input
 * event: its own value setter (React's tracker) first records the pre-rendered value, the
 * prototype's setter puts the typed text back unseen, and the event makes React read the change.
 */
const replayTyping = (island: HTMLElement) => {
  const fields = island.querySelectorAll<Field>('input:not([type=checkbox]):not([type=radio]):not([type=hidden]), textarea');
  for (const field of fields) {
    const typed = field.value;
    if (typed === field.defaultValue) continue;
    const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as Field, 'value')?.set;
    if (!setValue) continue;
    field.value = field.defaultValue;
    setValue.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
};

/**
 * Hydrates one island of the pre-rendered public site (decision 096): the same tree and ids as the
 * pre-renderer's (`IslandTree`), the props it wrote; an island rendered in the browser only
 * (`data-render="client"`) is rendered afresh. Resolves once the island is live.
 */
export async function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.dataset.island as IslandName;
  // Each island takes its own props, read back from the JSON the page carries.
  const Component = (await ISLAND_LOADERS[name]()) as ComponentType<object>;
  // The page was rendered in the visitor's language: the island's texts in it first, or it would not match.
  await textsReady();
  const props = JSON.parse(element.dataset.props ?? '{}') as object;
  await new Promise<void>((resolve) => {
    let committed = false;
    const tree = (
      <IslandTree
        onCommit={() => {
          if (committed) return;
          committed = true;
          replayTyping(element);
          resolve();
        }}
      >
        <Component {...props} />
      </IslandTree>
    );
    const options = {
      identifierPrefix: islandIdPrefix(name),
      // A mismatch makes React render the island afresh: it still works; say which one it was.
      onRecoverableError: (error: unknown) => console.error(`island ${name}:`, error),
    };
    // An island the page does not pre-render (no component at build time) is rendered here.
    if (element.dataset.render === 'client') createRoot(element, options).render(tree);
    else hydrateRoot(element, tree, options);
  });
}
