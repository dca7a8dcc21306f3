import '@/components/styles';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from '@/components/providers';
import { setSessionExpiredHandler } from '@/lib/http';
import { i18n, textsReady } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';

/**
 * The operators' back office (issue 34, decision 152): an entry of its own (`/admin`), built beside
 * the customers' application and the site; no customer page imports any of it.
 */
/** The back office's screens and texts: a chunk of their own, fetched by this page only. */
const AdminApp = lazy(() => import('./admin-app').then((m) => ({ default: m.AdminApp })));

const queryClient = createQueryClient();
// A customer session of the same browser is not the back office's: its end changes nothing here.
setSessionExpiredHandler(() => undefined);
document.documentElement.lang = i18n.language;

void textsReady()
  .catch(() => undefined)
  .then(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <Providers queryClient={queryClient} i18n={i18n}>
          <Suspense fallback={null}>
            <AdminApp />
          </Suspense>
        </Providers>
      </StrictMode>,
    );
  });
