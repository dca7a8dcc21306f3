/**
 * What the build gives for `react` (decision 167): Preact's compat layer, plus the two React 19
 * APIs that the libraries import and Preact lacks:
 * - `Activity` (React 19.2), which Mantine's Collapse, Transition and Stepper render around content
 *   kept mounted while hidden: here its children stay mounted (their state too), hidden by
 *   `display: none` on a wrapper that is `display: contents` while visible;
 * - `useOptimistic`, which react-router's RouterProvider calls at every render and sets only in its
 *   `useTransitions` mode, which the app does not turn on: here the value passed in, and a setter that
 *   does nothing.
 */
import { createElement, type ReactNode } from 'preact/compat';

export * from 'preact/compat';
export { default } from 'preact/compat';

export function Activity({ mode = 'visible', children }: { mode?: 'visible' | 'hidden'; children?: ReactNode }) {
  return createElement('div', { style: { display: mode === 'hidden' ? 'none' : 'contents' } }, children);
}

const ignore = () => undefined;

export function useOptimistic<S>(passthrough: S): [S, (action: unknown) => void] {
  return [passthrough, ignore];
}
