import '@/components/styles';
import { appUrl } from '@app/contracts/routes';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { browser } from '@/lib/browser';
import { profileQueryOptions } from '@/lib/auth';
import { hasSession } from '@/lib/cookies';
import { setSessionExpiredHandler } from '@/lib/http';
import { watchSessionEnd } from '@/lib/session-sync';
import { firstScreenReady } from '@/lib/first-screen';
import { i18n, textsReady } from '@/lib/i18n';
import { loginPath, needsProfile, suspendedLoginPath } from './guards';
import { Providers } from '@/components/providers';
import { createQueryClient } from '@/lib/query-client';
import { leafHandle } from './route-handle';
import { createAppRouter } from './router';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
/** The handle of the page the router shows (or is loading). */
const currentHandle = () => leafHandle(router.state.matches.map((match) => ({ handle: match.route.handle })));

/**
 * A refused token refresh ends the session (spec section 4). On an authenticated page the user goes
 * to the login page, which brings them back afterwards; a public page simply stays, logged out.
 */
setSessionExpiredHandler((reason) => {
  // Suspended by the support: whatever the page, the login page says so (the sign-in would too).
  if (reason === 'account_suspended') return browser.assign(appUrl(suspendedLoginPath));
  const handle = currentHandle();
  // `redirect` keeps the page's full path (`/app/...`), which the login page accepts.
  if (handle?.auth === 'authenticated') browser.assign(appUrl(loginPath(window.location)));
  else queryClient.clear();
});

/**
 * The session ended in another tab (sign-out, refused refresh, revoked session): this tab drops the
 * account's cached answers at once and leaves a private page for the login page (lib/session-sync.ts).
 */
watchSessionEnd(() => {
  queryClient.clear();
  if (currentHandle()?.auth === 'authenticated') browser.assign(appUrl(loginPath(window.location)));
});

document.documentElement.lang = i18n.language;

// The profile is asked for at once, beside the first page's code, not once that code has arrived
// and the route guard has rendered (issue 15: one network round trip less before the first screen).
const firstHandle = currentHandle();
if (firstHandle && hasSession() && needsProfile(firstHandle)) void queryClient.prefetchQuery(profileQueryOptions());

// In English, the first render waits for the English texts of the parts loaded so far (decision 092);
// in every language, for the first screen's code and answers, at most 1 s (decision 108).
void Promise.all([textsReady().catch(() => undefined), firstScreenReady(router, queryClient)]).then(() => {
  const root = createRoot(document.getElementById('root')!);
  // Rendered in slices that leave the main thread free between them (issue 15: no long task).
  startTransition(() =>
    root.render(
      <StrictMode>
        <Providers queryClient={queryClient} i18n={i18n}>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    ),
  );
});
