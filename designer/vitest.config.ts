/** Designer unit tests: `node_modules/.bin/vitest run designer/ --config designer/vitest.config.ts` (from the project root). */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const project = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export default defineConfig({
  root: project,
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    environment: 'node',
    include: ['designer/src/**/*.test.{ts,tsx}'],
  },
});
