import '@/components/styles';
import type { ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { textsReady } from '@/lib/i18n';
import { ISLAND_LOADERS, type IslandName } from './island-loaders';
import { IslandTree, islandIdPrefix } from './island-providers';

type Field = HTMLInputElement | HTMLTextAreaElement;

/**
 * What a visitor typed in an island's fields before it was live is in the page but not in the
 * state, which starts from the pre-rendered value (and Preact's hydration puts the pre-rendered
 * value back in the field, decision 167): it is read before the hydration. Once hydrated, each such
 * field gets one input event: its own value setter (React's tracker, where there is one) first
 * records the pre-rendered value, the prototype's setter puts the typed text back unseen, and the
 * event makes the component read the change.
 */
const FIELDS = 'input:not([type=checkbox]):not([type=radio]):not([type=hidden]), textarea';
const typedIn = (island: HTMLElement) =>
  new Map(
    [...island.querySelectorAll<Field>(FIELDS)].filter((field) => field.value !== field.defaultValue).map((field) => [field, field.value]),
  );

const replayTyping = (typed: Map<Field, string>) => {
  for (const [field, text] of typed) {
    if (!field.isConnected) continue;
    const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as Field, 'value')?.set;
    if (!setValue) continue;
    field.value = field.defaultValue;
    setValue.call(field, text);
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
    const typed = typedIn(element);
    const tree = (
      <IslandTree
        onCommit={() => {
          if (committed) return;
          committed = true;
          // What was typed until now, the hydration included.
          for (const [field, text] of typedIn(element)) typed.set(field, text);
          replayTyping(typed);
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
