import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from '@/components/providers';
import { MarketingSite } from '@/features/marketing/components/marketing-site';
import { i18n } from '@/lib/i18n';
import { QueryClient } from '@tanstack/react-query';

/** Entry of the public marketing site (apps/web/index.html), served at `/`. */
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });

document.documentElement.lang = i18n.language;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers queryClient={queryClient} i18n={i18n}>
      <MarketingSite pathname={window.location.pathname} />
    </Providers>
  </StrictMode>,
);
