/**
 * The designer SPA: `vite build --config designer/vite.config.ts` → .build/designer (served at /designer/).
 * Dev: `vite --config designer/vite.config.ts` proxies /api and /media to the server on :8080.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './precompress';

const here = path.dirname(fileURLToPath(import.meta.url));
const project = path.resolve(here, '..');
const target = process.env.DESIGNER_API ?? 'http://localhost:8080';

export default defineConfig({
  root: here,
  base: '/designer/',
  plugins: [react(), precompress()],
  build: {
    outDir: path.join(project, '.build/designer'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
  },
  server: {
    port: 5174,
    fs: { allow: [project] },
    proxy: { '/api': target, '/media': target },
  },
});
