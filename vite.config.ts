import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig({
  plugins: [react()],
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
