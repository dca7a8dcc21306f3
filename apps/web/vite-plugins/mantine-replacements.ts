import type { Plugin } from 'vite';

/** A module of Mantine's packages, and the project's module that stands in for it in the build. */
export interface MantineReplacement {
  /** The file, under `node_modules/@mantine/`, with `/` between folders. */
  file: string;
  /** Its exports, all provided by `module`. */
  exports: string[];
  module: string;
}

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
