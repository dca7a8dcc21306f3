import { APP_BASE } from '@app/contracts/routes';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Providers } from '@/components/providers';
import { createI18n } from '@/lib/i18n';
import { ALL_ENGLISH_TEXTS, ALL_TEXTS } from './texts';

export const createTestQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });

/** Renders routes in a memory router under `/app`, inside the real providers (Mantine in test mode). */
export function renderRoutes(routes: RouteObject[], path: string, queryClient = createTestQueryClient()) {
  const router = createMemoryRouter(routes, { initialEntries: [`${APP_BASE}${path}`], basename: APP_BASE });
  const utils = render(
    <Providers queryClient={queryClient} i18n={createI18n('fr', ALL_TEXTS, ALL_ENGLISH_TEXTS)} env="test">
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...utils, router, queryClient };
}

export function renderWithProviders(ui: ReactNode, queryClient = createTestQueryClient()) {
  return render(
    <Providers queryClient={queryClient} i18n={createI18n('fr', ALL_TEXTS, ALL_ENGLISH_TEXTS)} env="test">
      {ui}
    </Providers>,
  );
}
