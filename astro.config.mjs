// Astro builds the page shells, the non-template pages (cart, checkout, member…) and the island
// bundles into .build/astro; the compiler (compiler/) fills shells with published templates into dist/.
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { fileURLToPath } from 'node:url';
import { precompressAssets } from './compiler/write.server.ts';

/** Hashed assets get their best .br/.gz siblings once, here, instead of at every page build. */
const precompress = {
  name: 'precompress-assets',
  hooks: { 'astro:build:done': async ({ dir }) => { await precompressAssets(fileURLToPath(dir)); } },
};

export default defineConfig({
  output: 'static',
  outDir: './.build/astro',
  build: { format: 'directory', assets: '_astro' },
  integrations: [react(), precompress],
  compressHTML: true,
  devToolbar: { enabled: false },
  vite: { server: { proxy: { '/api': 'http://localhost:8080', '/media': 'http://localhost:8080' } } },
});
