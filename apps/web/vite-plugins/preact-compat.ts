/**
 * React's API from Preact (`preact/compat`) in the build, the dev server and the tests alike
 * (issue 30 item 7, decision 167): react-dom was 48 kB of the 148 kB (brotli) every signed-in
 * screen loaded first; Preact with its compat layer is about 11. One list, read by `vite.config.ts`
 * and `vitest.config.ts`, so that what the tests run is what the browser runs.
 */
import { fileURLToPath } from 'node:url';

const exact = (name: string) => new RegExp(`^${name.replace(/[/]/g, '[\\\\/]')}$`);

export const PREACT_ALIASES = [
  { find: exact('react'), replacement: fileURLToPath(new URL('../src/lib/preact-react.ts', import.meta.url)) },
  { find: exact('react-dom'), replacement: 'preact/compat' },
  { find: exact('react-dom/client'), replacement: 'preact/compat/client' },
  { find: exact('react-dom/server'), replacement: 'preact/compat/server' },
  { find: exact('react-dom/test-utils'), replacement: 'preact/test-utils' },
  { find: exact('react/jsx-runtime'), replacement: 'preact/compat/jsx-runtime' },
  { find: exact('react/jsx-dev-runtime'), replacement: 'preact/compat/jsx-dev-runtime' },
];
