import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { textsReady } from '@/lib/i18n';
import { IslandTree, islandIdPrefix } from '@/marketing/island-providers';
import { CandidateSpaceIsland, JobsNearIsland } from './candidate-app-islands';
import '@/locales/candidate-app';

/**
 * The candidate's space and "jobs near me" pre-rendered (decision 159): the HTML the build writes is
 * the page itself (the sign-in form, not a loader), and the browser takes it over without a
 * mismatch (React would render the island afresh and say so).
 */
// React's act() for the hydration below (Testing Library sets it only around its own helpers).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

async function prerenderAndHydrate(name: string, island: React.ReactElement) {
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

describe('pre-rendered candidate screens (decision 159)', () => {
  it("renders the candidate's space signed out, with its sign-in form, and hydrates it as it is", async () => {
    const { html, element, committed, recoverable, errors } = await prerenderAndHydrate('candidate-space', <CandidateSpaceIsland />);
    expect(html).toContain('data-testid="candidate-sign-in"');
    expect(html).toContain('Suivez vos candidatures');
    expect(html).not.toContain('mantine-Loader');
    expect(committed).toBe(true);
    expect(recoverable).toEqual([]);
    expect(errors).toEqual([]);
    expect(element.querySelector('[data-testid="candidate-email"]')).not.toBeNull();
  });

  it('renders "jobs near me" with its search form, and hydrates it as it is', async () => {
    const { html, committed, recoverable, errors } = await prerenderAndHydrate('jobs-near', <JobsNearIsland />);
    expect(html).toContain('Offres près de chez moi');
    expect(committed).toBe(true);
    expect(recoverable).toEqual([]);
    expect(errors).toEqual([]);
  });
});
