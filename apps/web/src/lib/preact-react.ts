/**
 * What the build gives for `react` (decision 167): Preact's compat layer, plus the two React 19
 * APIs that the libraries import and Preact lacks:
 * - `Activity` (React 19.2), which Mantine's Collapse, Transition and Stepper render around content
 *   kept mounted while hidden: here its children stay mounted (their state too), hidden by
 *   `display: none` on a wrapper that is `display: contents` while visible;
 * - `useOptimistic`, which react-router's RouterProvider calls at every render and sets only in its
 *   `useTransitions` mode, which the app does not turn on: here the value passed in, and a setter that
 *   does nothing.
 * And `use` of a context as `useContext`: Preact's `use` reads a field that the pre-rendering of
 * the public site's pages (preact-render-to-string) does not set; the libraries call it where they
 * would call `useContext`, unconditionally.
 */
import { use as compatUse, createElement, useContext, type Context, type ReactNode } from 'preact/compat';

// @ts-expect-error -- preact/compat's types are written as `export =`, which `export *` refuses; the build reads its ES module, whose names this re-exports.
export * from 'preact/compat';
export { default } from 'preact/compat';

export function Activity({ mode = 'visible', children }: { mode?: 'visible' | 'hidden'; children?: ReactNode }) {
  return createElement('div', { style: { display: mode === 'hidden' ? 'none' : 'contents' } }, children);
}

const ignore = () => undefined;

export function useOptimistic<S>(passthrough: S): [S, (action: unknown) => void] {
  return [passthrough, ignore];
}

export function use<T>(usable: PromiseLike<T> | Context<T>): T {
  // eslint-disable-next-line react-hooks/rules-of-hooks -- `use` may be called conditionally by its contract; a given call site reads always a context or always a promise.
  return 'then' in usable ? compatUse(usable as Promise<T>) : useContext(usable);
}
