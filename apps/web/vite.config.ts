import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API server (apps/server) listens on 3000 in development; the browser only ever talks to Vite.
const apiServer = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    // scripts/bundle-budget.mjs reads dist/.vite/manifest.json to measure the initial JavaScript.
    manifest: true,
    sourcemap: false,
    // Every browser we support preloads modules natively; the polyfill would only add weight.
    modulePreload: { polyfill: false },
  },
  server: {
    proxy: {
      // Anchored so that a page such as /developer would not be sent to the API.
      '^/api(/|\\?|$)': { target: apiServer, changeOrigin: false },
      '^/dev(/|\\?|$)': { target: apiServer, changeOrigin: false },
    },
  },
});
