import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemedMantineProvider } from '@/components/ui/themed-mantine-provider';
import { i18n } from '@/lib/i18n';

/** One query cache for every island of the page. */
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });

/** Empties the island's query cache: the API's renderer after each per-site page (decision 165), whose data must not stay in memory. */
export const clearIslandQueries = (): void => queryClient.clear();

/**
 * What an island of the public site renders inside, on the server and in the browser alike (the
 * two trees must match to hydrate). The CSS variables and global classes come once, with the page.
 */
export function IslandProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemedMantineProvider defaultColorScheme="light" withCssVariables={false} withGlobalClasses={false}>
          {children}
        </ThemedMantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

/** Calls `done` once React has committed the tree (effects run after the commit; never on the server). */
function Committed({ done }: { done: () => void }) {
  useEffect(done, [done]);
  return null;
}

const noop = () => {};

/** An island's whole tree, identical for the pre-renderer and the browser (ids depend on its shape). */
export function IslandTree({ children, onCommit = noop }: { children: ReactNode; onCommit?: () => void }) {
  return (
    <IslandProviders>
      {children}
      <Committed done={onCommit} />
    </IslandProviders>
  );
}

/** React ids of an island start with its name: the page's islands never share one. */
export const islandIdPrefix = (name: string): string => `${name}-`;
