import { MantineProvider, Portal as MantinePortal, type PortalProps as MantinePortalProps } from '@mantine/core';
import { render } from '@testing-library/react';
import { act, useLayoutEffect, useState, type ComponentProps } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, expectTypeOf, it } from 'vitest';
import { Portal, type PortalProps } from './mantine-portal';

/** A portal child that counts how many times its Portal's subtree rendered. */
function Counted({ label }: { label: string }) {
  const [renders] = useState(() => ({ count: 0 }));
  renders.count += 1;
  return <span data-testid={label} data-renders={renders.count} />;
}

/** Records whether the portal's child is in the document when the commit that mounts them both ends. */
function SeesInSameCommit({ seen }: { seen: { inFirstCommit?: boolean } }) {
  useLayoutEffect(() => {
    seen.inFirstCommit ??= document.querySelector('[data-testid="a"]') !== null;
  });
  return null;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe("Mantine's Portal in the build (decision 113)", () => {
  it('renders into one shared node in the first commit, without a second render', () => {
    const seen: { inFirstCommit?: boolean } = {};
    const { unmount } = render(
      <>
        <Portal>
          <Counted label="a" />
        </Portal>
        <Portal>
          <Counted label="b" />
        </Portal>
        <SeesInSameCommit seen={seen} />
      </>,
    );
    // Mantine's Portal renders nothing in the first commit, then its children in a second one.
    expect(seen.inFirstCommit).toBe(true);
    const nodes = document.querySelectorAll('[data-mantine-shared-portal-node]');
    expect(nodes).toHaveLength(1);
    expect(nodes[0]!.querySelector('[data-testid="a"]')?.getAttribute('data-renders')).toBe('1');
    expect(nodes[0]!.querySelector('[data-testid="b"]')?.getAttribute('data-renders')).toBe('1');
    unmount();
    // The shared node stays for the next portal, as Mantine's does.
    expect(document.querySelectorAll('[data-mantine-shared-portal-node]')).toHaveLength(1);
  });

  it('gives a portal its own node, with its class and id, removed when it unmounts', () => {
    const { unmount } = render(
      <Portal reuseTargetNode={false} className="one two" id="own-node">
        <Counted label="own" />
      </Portal>,
    );
    const node = document.getElementById('own-node');
    expect(node?.parentElement).toBe(document.body);
    expect(node?.classList.contains('two')).toBe(true);
    expect(node?.querySelector('[data-testid="own"]')).not.toBeNull();
    unmount();
    expect(document.getElementById('own-node')).toBeNull();
  });

  it('renders into a target given by selector or element, and hands the node to its ref', () => {
    const target = document.createElement('section');
    target.id = 'target';
    document.body.appendChild(target);
    let refNode: HTMLElement | null = null;
    render(
      <>
        <Portal target="#target">
          <Counted label="by-selector" />
        </Portal>
        <Portal target={target} ref={(node) => void (refNode = node)}>
          <Counted label="by-element" />
        </Portal>
      </>,
    );
    expect(target.querySelector('[data-testid="by-selector"]')).not.toBeNull();
    expect(target.querySelector('[data-testid="by-element"]')).not.toBeNull();
    expect(refNode).toBe(target);
  });

  it('hydrates a pre-rendered island that holds a closed portal without a mismatch, then renders into it', async () => {
    // The public site's header island (its burger's Drawer keeps a Portal mounted while closed,
    // decision 096): the server renders no portal; a portal rendered at hydration made React
    // claim the page's next element for it, fail ("Hydration failed", error 418) and render the
    // island afresh, which lost the visitor's first tap on the burger (issue 29).
    const tree = (withPortal: boolean) => (
      <div>
        <button type="button">menu</button>
        {withPortal && (
          <Portal>
            <Counted label="hydrated" />
          </Portal>
        )}
        <p>after</p>
      </div>
    );
    const island = document.createElement('div');
    // What the pre-renderer writes: no document there, so the portal renders nothing.
    island.innerHTML = renderToString(tree(false));
    document.body.appendChild(island);
    const button = island.querySelector('button');
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(island, tree(true), { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    // The pre-rendered button is the one React kept (a fresh render would have replaced it).
    expect(island.querySelector('button')).toBe(button);
    expect(document.querySelector('[data-mantine-shared-portal-node] [data-testid="hydrated"]')).not.toBeNull();
  });

  // Issue 30, item 4: the build runs this Portal where the dev server and the tests run Mantine's. An
  // upgrade that gives Mantine's Portal a prop of its own, or changes what it renders where, fails here.
  it("takes every prop of its own that Mantine's Portal takes", () => {
    type MantineOwn = Exclude<keyof MantinePortalProps, keyof ComponentProps<'div'>>;
    expectTypeOf<MantineOwn>().toEqualTypeOf<'target' | 'reuseTargetNode'>();
    expectTypeOf<Pick<MantinePortalProps, MantineOwn | 'className' | 'style' | 'id' | 'children'>>().toExtend<PortalProps>();
  });

  it.each([
    ['the shared node', {}],
    ['a node of its own, with class, id and style', { reuseTargetNode: false, className: 'one two', id: 'own', style: { zIndex: 3 } }],
    ['a target by selector', { target: '#target' }],
    ['a missing selector (a node of its own, not attached)', { target: '#nowhere', className: 'lost' }],
  ] as const)("renders into the same place as Mantine's Portal: %s", async (_, props) => {
    const renderWith = async (Component: typeof Portal | typeof MantinePortal) => {
      document.body.innerHTML = '<section id="target"></section>';
      let refNode: HTMLElement | null = null;
      const { unmount } = render(
        <MantineProvider>
          <p>page</p>
          <Component {...props} ref={(node: HTMLElement | null) => void (refNode ??= node)}>
            <span data-testid="inside">inside</span>
          </Component>
        </MantineProvider>,
      );
      // Mantine's renders its children in a second commit, after its layout effect.
      await act(async () => {});
      const html = document.body.innerHTML;
      const ref = refNode as HTMLElement | null;
      const refHolds = ref?.querySelector('[data-testid="inside"]') !== null;
      unmount();
      return { html, refHolds, afterUnmount: document.body.innerHTML };
    };
    const mantine = await renderWith(MantinePortal);
    const ours = await renderWith(Portal);
    expect(ours).toEqual(mantine);
  });
});
