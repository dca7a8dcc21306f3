import './styles';
import { notificationsStore } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { cssVariablesResolver } from '@/components/ui/theme';
import { ThemedMantineProvider } from '@/components/ui/themed-mantine-provider';

/** Mantine's toasts (component, transitions and styles, about 20 kB), fetched with the first toast. */
const Notifications = lazy(() => import('./toasts').then((m) => ({ default: m.Notifications })));

const hasToasts = (): boolean => {
  const { notifications, queue } = notificationsStore.getState();
  return notifications.length + queue.length > 0;
};

/**
 * Renders the toasts once one is shown (`notifications.show` fills the store; the component, when
 * it arrives, shows what the store holds), so that no page downloads them before it needs them.
 */
export function LazyNotifications() {
  const [wanted, setWanted] = useState(hasToasts);
  useEffect(() => {
    if (wanted) return;
    if (hasToasts()) setWanted(true);
    return notificationsStore.subscribe(() => {
      if (hasToasts()) setWanted(true);
    });
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" zIndex={1000} />
    </Suspense>
  );
}

interface ProvidersProps {
  queryClient: QueryClient;
  i18n: I18n;
  children: ReactNode;
  /** 'test' disables transitions and portals (Testing Library). */
  env?: 'default' | 'test';
}

/** Theme, toasts, texts and the query cache, shared by the application and the marketing site. */
export function Providers({ queryClient, i18n, children, env = 'default' }: ProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemedMantineProvider cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light" env={env}>
          <LazyNotifications />
          {children}
        </ThemedMantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
