import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['./src/test/setup.ts'],
    // Component tests drive real Radix widgets through user-event; on a busy 2-core machine one can
    // take several seconds, so the default 5 s would fail slow runs, not broken code.
    testTimeout: 30_000,
    benchmark: { include: ['src/**/*.bench.ts'] },
  },
});
