import '@/components/styles';
import { QueryClient } from '@tanstack/react-query';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from '@/components/providers';
import { i18n } from '@/lib/i18n';

/**
 * The site's pages load beside this entry, which holds only what the application's pages share
 * (React, Mantine's base, texts): both entries then share one first chunk (decision 085). The
 * page's chunk is preloaded by index.html (vite-plugins/chunk-plan.ts).
 */
const MarketingSite = lazy(() => import('@/features/marketing/components/marketing-site').then((m) => ({ default: m.MarketingSite })));

/** Entry of the public marketing site (apps/web/index.html), served at `/`. */
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });

document.documentElement.lang = i18n.language;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers queryClient={queryClient} i18n={i18n}>
      <Suspense fallback={null}>
        <MarketingSite pathname={window.location.pathname} />
      </Suspense>
    </Providers>
  </StrictMode>,
);
