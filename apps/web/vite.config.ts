import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// The API server (apps/server) listens on 3000 in development; the browser only ever talks to Vite.
const apiServer = 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // Our own service worker (src/sw/sw.ts → dist/sw.js); the plugin compiles it and fills in the list of the
    // build's files to keep offline. The manifest is a static file (public/) and main.tsx registers the worker.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // Every chunk, since routes load lazily and any of them may be opened offline; no source maps or build manifest.
        globPatterns: ['**/*.{html,js,css,svg,png,woff2,webmanifest}'],
        rollupFormat: 'iife',
      },
    }),
  ],
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
