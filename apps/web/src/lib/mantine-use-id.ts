import { useId as useReactId } from 'react';

/**
 * What Mantine's components get for `useId` from `@mantine/hooks` in the build
 * (vite-plugins/mantine-replacements.ts, decision 113): the id they render first with Mantine's own
 * hook, `mantine-` and React's id for the component, kept for good.
 *
 * Mantine's hook then swaps it for a random id in a layout effect after the mount. Every Tooltip,
 * Popover, Menu, Switch and input of a screen thus rendered twice, the second time synchronously
 * inside the commit's task: about 20 ms of the 60 ms commit of `/app/jobs` on this machine, four
 * times that on Lighthouse's slowed CPU. React's id is already unique in its root, and each island
 * of the public site has a root with its own `identifierPrefix`, so the random id adds nothing here.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}
