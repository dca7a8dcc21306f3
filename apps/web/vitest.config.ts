import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { PREACT_ALIASES } from './vite-plugins/preact-compat.ts';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  // React's API from Preact, as in the build (decision 167).
  resolve: {
    // ES module builds first: a package's CommonJS `main` `require`s React itself, which no alias reaches.
    mainFields: ['module', 'jsnext:main', 'jsnext', 'main'],
    alias: [...PREACT_ALIASES, { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }],
  },
  test: {
    environment: 'jsdom',
    environmentOptions: { jsdom: { url: 'http://localhost:3000/app/' } },
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // The packages that import React run through Vite, so that they get Preact's aliases too (a
    // package left to Node would load React itself beside the app's Preact).
    server: {
      deps: {
        inline: [
          /@testing-library[\\/]react/,
          /@mantine[\\/]/,
          /react-router/,
          /@tanstack[\\/]react-query/,
          /react-i18next/,
          /react-hook-form|@hookform/,
          /@tabler[\\/]icons-react/,
          /@floating-ui[\\/]react/,
          /react-remove-scroll|react-style-singleton|use-sidecar|use-callback-ref|react-textarea-autosize|react-number-format/,
          /embla-carousel-react/,
        ],
      },
    },
    restoreMocks: true,
    // Form journeys typed with user-event in jsdom take 2 to 5 s on the 2-CPU CI machine; the
    // default 5 s left no margin (a brand-page test took 5.07 s in CI).
    testTimeout: 15_000,
    // Both CPUs of the CI machine: Vitest's default outside watch mode is one worker fewer than the
    // CPUs, one worker on a 2-CPU machine, which left the second idle for the whole suite (decision 127).
    maxWorkers: 2,
  },
});
