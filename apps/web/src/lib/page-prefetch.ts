import type { Profile } from '@app/contracts/auth';
import type { QueryClient } from '@tanstack/react-query';

/**
 * What a signed-in page asks for before it renders, as soon as its code is in (issue 15): each of
 * its calls starts when the one it depends on answers, not once a render has shown that answer.
 * It fills the very queries the page then reads; a failure is the page's to show. The router runs
 * it when the page opens (`page(..., (m) => m.prefetch)` in app/router.tsx), once the profile is in
 * and only if the route guards let this user open the page.
 */
export type PagePrefetch = (queryClient: QueryClient, url: URL, profile: Profile) => Promise<unknown>;
