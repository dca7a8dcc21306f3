import type { Plugin } from 'vite';

/**
 * Mantine's stylesheet per component, travelling with the component's code (issue 15, decision 085).
 *
 * Each Mantine component reads its class names from `<Name>.module.mjs`; `@mantine/core` ships the
 * matching rules as `styles/<Name>.css` (the whole `styles.css` is these files end to end, 250 kB).
 * In the build, every `<Name>.module.mjs` the bundle keeps gets `import '@mantine/core/styles/<Name>.css'`,
 * so a page's CSS holds the rules of the components its code can render, and nothing else: the
 * rules land in the CSS of the chunk that holds the component, and load with it.
 *
 * Order: a component's module imports the modules of the components it is built from before its
 * own class names (Button imports UnstyledButton and Loader), and Vite loads a chunk's CSS after
 * the CSS of the chunks it depends on, so the rules of a building block always come before the
 * rules that refine it, as in `styles.css`. The base files (reset, CSS variables, global classes)
 * come first, from `src/components/styles.ts`.
 *
 * The dev server pre-bundles Mantine into one file, which this plugin does not see: there,
 * `src/components/styles.ts` imports the whole stylesheets instead of the base files, as before.
 */
export function mantineStyles(): Plugin {
  let serve = false;
  return {
    name: 'mantine-styles-per-component',
    enforce: 'pre',
    configResolved(config) {
      serve = config.command === 'serve';
    },
    transform(code, id) {
      const path = id.split('?')[0]!.replaceAll('\\', '/');
      if (serve) {
        if (!path.endsWith('/src/components/styles.ts')) return null;
        const rest = code.replace(/^import '@mantine\/core\/styles\/[^']+';\n/gm, '');
        return { code: `import '@mantine/core/styles.css';\nimport '@mantine/notifications/styles.css';\n${rest}`, map: null };
      }
      const core = /\/@mantine\/core\/esm\/.*\/([A-Za-z]+)\.module\.mjs$/.exec(path);
      if (core) return { code: `import '@mantine/core/styles/${core[1]}.css';\n${code}`, map: null };
      if (/\/@mantine\/notifications\/esm\/Notifications\.module\.mjs$/.test(path)) {
        return { code: `import '@mantine/notifications/styles.css';\n${code}`, map: null };
      }
      return null;
    },
  };
}
