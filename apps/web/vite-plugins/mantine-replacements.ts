import type { Plugin } from 'vite';

/** A module of Mantine's packages, and the project's module that stands in for it in the build. */
export interface MantineReplacement {
  /** The file, under `node_modules/@mantine/`, with `/` between folders. */
  file: string;
  /** Its exports, all provided by `module`. */
  exports: string[];
  module: string;
  /**
   * SHA-256 of Mantine's file as the project's replacement was written against. A Mantine upgrade that
   * changes or moves the file fails `mantine-use-id.test.tsx` until someone has checked that the
   * replacement still fits (props, exports, behaviour) and written the new hash here (issue 30, item 4).
   */
  sha256: string;
}

/** The replacements of the build: `module` paths relative to `apps/web`. */
export const MANTINE_REPLACEMENTS: MantineReplacement[] = [
  {
    file: 'hooks/esm/use-id/use-id.mjs',
    exports: ['useId'],
    module: 'src/lib/mantine-use-id.ts',
    sha256: '58068c8b5a3515a0ef0609b6f75c38e98a028afcb20f5c24a8643b62238dd49c',
  },
  {
    file: 'core/esm/components/Portal/Portal.mjs',
    exports: ['Portal'],
    module: 'src/lib/mantine-portal.tsx',
    sha256: '9baa72deeac7ef02d9383fa1b9cc7386026d3806fcc7a87083162b32d8effda9',
  },
];

/**
 * Mantine modules that the build takes from the project instead (decision 113): `useId` and
 * `Portal`, whose originals set a state in a layout effect at mount and so rendered every Tooltip,
 * Menu, Popover and input of a screen a second time inside the commit. The dev server pre-bundles
 * Mantine, which this plugin does not see: there Mantine's own modules stay, as in the component
 * tests.
 */
export function mantineReplacements(replacements: MantineReplacement[]): Plugin {
  return {
    name: 'mantine-replacements',
    enforce: 'pre',
    load(id) {
      const path = id.split('?')[0]!.replaceAll('\\', '/');
      const found = replacements.find((r) => path.endsWith(`/@mantine/${r.file}`));
      return found ? `export { ${found.exports.join(', ')} } from ${JSON.stringify(found.module)};\n` : null;
    },
  };
}
