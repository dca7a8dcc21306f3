import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profileQueryKey } from '@/lib/auth';
import { mockApi } from '@/test/fetch';
import { standard } from '@/test/profiles';
import { createTestQueryClient } from '@/test/render';
import { useFinishCompletion } from './finish-completion';

afterEach(() => vi.unstubAllGlobals());

describe('finishing a site completion (issue 29, item 1)', () => {
  it('reloads the profile, so the next screen names the site as completed, not "Nouveau site"', async () => {
    const done = {
      uuid: 'address-1',
      name: 'Franchise Villeurbanne',
      content: { placeName: 'Lyon', featureName: 'Lyon', context: 'Rhône', description: 'Lyon 69002' },
      logo: null,
      activitySector: { id: 3, name: 'Restauration' },
      siret: null,
      receiveApplicationByEmail: false,
      email: null,
      frequency: 'none' as const,
      jobs: [{ id: 1, name: 'Serveur' }],
      completed: true,
    };
    mockApi({ 'addresses.submitCompletion': () => ({ status: 200, body: done }) });
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(profileQueryKey, standard);
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useFinishCompletion(), { wrapper });
    expect(queryClient.getQueryState(profileQueryKey)?.isInvalidated).toBe(false);
    await act(() =>
      result.current.mutateAsync({
        uuid: 'address-1',
        body: {
          name: 'Franchise Villeurbanne',
          content: null as never,
          activitySector: 3,
          receiveApplicationByEmail: false,
          email: null,
          frequency: 'none',
          jobs: [1],
          terms: true,
        },
      }),
    );
    expect(queryClient.getQueryState(profileQueryKey)?.isInvalidated).toBe(true);
  });
});
