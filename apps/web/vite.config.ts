import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Artwork stays a cacheable file instead of a data URL inside the JavaScript.
    assetsInlineLimit: 1024,
    rolldownOptions: {
      treeshake: {
        // The shared contracts package only declares constants and zod schemas: importing one
        // constant must not pull every schema (and zod) into the first chunk.
        moduleSideEffects: (id) => (/[\\/]packages[\\/]contracts[\\/]/.test(id) ? false : undefined),
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: 'http://localhost:3001', changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: 'http://localhost:3001', changeOrigin: false },
    },
  },
});
