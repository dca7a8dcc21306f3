import { APP_PATHS, appUrl } from '@app/contracts/routes';
import { DocumentRouter } from '@/lib/document-router';
import { LazyNotifications } from '@/components/providers';
import { PrerenderedPage } from '@/components/ui/language-switch';
import { LoginPage } from '../routes/login-page';

/**
 * The login page of the application, pre-rendered as one island (decision 098): the first load is
 * HTML and a 2 kB script; the page's code (React, Mantine, the form) loads at the first pointer,
 * touch, focus or key on it, and what was typed or clicked before is kept. The very same
 * `LoginPage` as the application's route: its links and the way out after signing in load the
 * application's pages; the toasts (an error) are the application's.
 */
export function LoginIsland() {
  return (
    <PrerenderedPage.Provider value>
      <DocumentRouter location={appUrl(APP_PATHS.login)}>
        <LoginPage />
      </DocumentRouter>
      <LazyNotifications />
    </PrerenderedPage.Provider>
  );
}
