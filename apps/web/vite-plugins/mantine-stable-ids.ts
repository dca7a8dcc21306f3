import type { Plugin } from 'vite';

const MANTINE_USE_ID = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;

/**
 * Mantine's `useId` module, in the build, is `useIdModule` (src/lib/mantine-use-id.ts, decision 113):
 * the same first id, without the random id set in a layout effect after the mount, which rendered
 * every component using it a second time inside the commit. The dev server pre-bundles Mantine,
 * which this plugin does not see: there Mantine's own hook stays.
 */
export function mantineStableIds(useIdModule: string): Plugin {
  return {
    name: 'mantine-stable-ids',
    enforce: 'pre',
    load(id) {
      if (!MANTINE_USE_ID.test(id.split('?')[0]!)) return null;
      return `export { useId } from ${JSON.stringify(useIdModule)};\n`;
    },
  };
}
