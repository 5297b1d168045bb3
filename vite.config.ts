import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { STUDENT_API_CACHE, STUDENT_READ_PATTERN } from './src/shell/offline/paths.js';

const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig({
  plugins: [
    react(),
    // The app-shell service worker (src/shell/offline): a reload without network still starts the app.
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: false,
      manifest: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,wav,mp3,ogg}'],
        // Phaser and the UI library are larger than Workbox's 2 MiB default.
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
        navigateFallback: '/index.html',
        // The provider's sign-in pages and the API are the server's, never the app shell.
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        runtimeCaching: [
          {
            urlPattern: STUDENT_READ_PATTERN,
            handler: 'NetworkFirst',
            options: {
              cacheName: STUDENT_API_CACHE,
              networkTimeoutSeconds: 5,
              expiration: { maxEntries: 200, maxAgeSeconds: 7 * 24 * 60 * 60 },
            },
          },
        ],
      },
    }),
  ],
  publicDir: 'assets/static',
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 1600,
  },
  define: {
    // Test builds expose the game test hook (window.__game); production builds strip it.
    __TEST_HOOKS__: JSON.stringify(process.env.VITE_TEST_HOOKS === '1' || process.env.NODE_ENV === 'test'),
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
    },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'tests/api/**/*.test.ts'],
    environment: 'node',
    // Some API tests boot a whole app and database inside the test; a loaded 2-core machine needs the room.
    testTimeout: 60000,
    hookTimeout: 60000,
    pool: 'forks',
  },
});
