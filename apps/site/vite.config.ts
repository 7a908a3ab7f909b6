import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The site is a static SPA: `vite build` writes dist/, which the API serves with its HTML shell.
 * In development the Vite server proxies the API and the sandbox card provider, so pages, cookies
 * and the card token endpoint all stay on one origin, as in production.
 */
const api = process.env.API_ORIGIN ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: api, changeOrigin: false },
      '/sandbox-pay': { target: api, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The size check (scripts/check-size.mjs) reads the manifest to find each route's initial JS.
    manifest: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The framework every route needs, cached apart from the app code that changes often.
            { name: 'react', test: /[\\/]node_modules[\\/].*(react|react-dom|scheduler)[\\/]/, priority: 20 },
            {
              name: 'router',
              test: /[\\/]node_modules[\\/].*(react-router|react-router-dom)[\\/]/,
              priority: 30,
            },
          ],
        },
      },
    },
  },
});
