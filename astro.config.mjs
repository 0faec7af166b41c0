// Astro builds the page shells, the non-template pages (cart, checkout, member…) and the island
// bundles into .build/astro; the compiler (compiler/) fills shells with published templates into dist/.
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';

export default defineConfig({
  output: 'static',
  outDir: './.build/astro',
  build: { format: 'directory', assets: '_astro' },
  integrations: [react()],
  compressHTML: true,
  devToolbar: { enabled: false },
  vite: { server: { proxy: { '/api': 'http://localhost:8080', '/media': 'http://localhost:8080' } } },
});
