import type { ApplyPage } from '@app/contracts/apply';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { vi } from 'vitest';
import { textsReady } from '@/lib/i18n';
import { IslandTree, islandIdPrefix } from '@/marketing/island-providers';

// React's act() for the hydration below (Testing Library sets it only around its own helpers).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * An island rendered to HTML as the build (or the API) does, then hydrated as the browser does
 * (decisions 159, 165): its HTML, whether it committed, the recoverable errors (a mismatch) and the
 * console's errors.
 */
export async function prerenderAndHydrate(name: string, island: React.ReactElement) {
  await textsReady();
  const html = renderToString(<IslandTree>{island}</IslandTree>, { identifierPrefix: islandIdPrefix(name) });
  const element = document.createElement('div');
  element.innerHTML = html;
  document.body.append(element);
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const recoverable: unknown[] = [];
  let committed = false;
  await act(async () => {
    hydrateRoot(
      element,
      <IslandTree
        onCommit={() => {
          committed = true;
        }}
      >
        {island}
      </IslandTree>,
      {
        identifierPrefix: islandIdPrefix(name),
        onRecoverableError: (error) => recoverable.push(error),
      },
    );
    await Promise.resolve();
  });
  return { html, element, committed, recoverable, errors: errors.mock.calls };
}

/** A site's public answer for the per-site islands' tests. */
export const SITE_PAGE_UUID = '11111111-1111-4111-8111-111111111111';
export const SITE_PAGE: ApplyPage = {
  uuid: SITE_PAGE_UUID,
  name: 'Fournil Central',
  logo: null,
  town: 'Lyon',
  position: { latitude: 45.76, longitude: 4.84 },
  activitySector: { id: 1, name: 'Boulangerie' },
  brand: {
    description: 'Une boulangerie artisanale depuis 1950.',
    values: null,
    advantages: ['Tickets restaurant'],
    pictures: [],
    video: null,
  },
  sites: [{ uuid: SITE_PAGE_UUID, name: 'Fournil Central', town: 'Lyon', freeApplication: false }],
  jobs: [
    {
      uuid: '33333333-3333-4333-8333-333333333333',
      name: 'Boulanger',
      contracts: [{ id: 1, name: 'CDI' }],
      workingTime: { id: 1, name: 'Temps plein' },
      remote: null,
      urgent: true,
      site: { uuid: SITE_PAGE_UUID, name: 'Fournil Central', town: 'Lyon' },
    },
  ],
  freeApplication: false,
};
