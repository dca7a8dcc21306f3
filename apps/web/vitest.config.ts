import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    environment: 'jsdom',
    environmentOptions: { jsdom: { url: 'http://localhost:3000/app/' } },
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
    // Form journeys typed with user-event in jsdom take 2 to 5 s on the 2-CPU CI machine; the
    // default 5 s left no margin (a brand-page test took 5.07 s in CI).
    testTimeout: 15_000,
    // Both CPUs of the CI machine: Vitest's default outside watch mode is one worker fewer than the
    // CPUs, one worker on a 2-CPU machine, which left the second idle for the whole suite (decision 127).
    maxWorkers: 2,
  },
});
