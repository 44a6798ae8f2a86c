import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import { precompress } from './stack/precompress.mjs';
import { routeChunks } from './stack/route-chunks.mjs';
import { routePreload } from './stack/route-preload.mjs';

// The app is served by the local stack's gateway (same origin as the API), so the default
// Supabase URL is the page's own origin; VITE_SUPABASE_URL overrides it for hosted deploys.
export default defineConfig({
  plugins: [react(), tailwindcss(), routePreload(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 600,
    // Few files per page: each request costs a phone on slow 4G a round trip (stack/route-chunks.mjs).
    rolldownOptions: { output: { codeSplitting: routeChunks() } },
  },
  server: { proxy: { '/rest/v1': 'http://127.0.0.1:54321', '/functions/v1': 'http://127.0.0.1:54321', '/storage/v1': 'http://127.0.0.1:54321' } },
});
