import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../scripts/vite-precompress.ts';

/**
 * The operators' console: a static app the API serves at /console (apps/api plugins/console.ts).
 * In development the Vite server (CONSOLE_PORT, default 5174) proxies the API, as the site's does.
 */
const api = process.env.API_ORIGIN ?? 'http://localhost:3000';

export default defineConfig({
  base: '/console/',
  plugins: [react(), precompress()],
  server: {
    port: Number(process.env.CONSOLE_PORT ?? 5174),
    proxy: {
      '/api': { target: api, changeOrigin: false },
      '/demo': { target: api, changeOrigin: false },
    },
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
});
