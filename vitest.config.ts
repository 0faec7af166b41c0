import { defineConfig } from 'vitest/config';

/**
 * Two projects, so the slow part of the run is paid once per worker, not once per file:
 * - `ui`: widgets, islands, libraries and designer actions, each file in its own module graph (some stub modules);
 * - `server`: server, compiler and contract tests against one embedded PostgreSQL (each file clones its own
 *   database from a seeded template). They share a worker's module graph (`isolate: false`): importing the whole
 *   server per file was most of the run. Nothing here may rely on fresh module state; env stubs are undone per file.
 */
export default defineConfig({
  // TSX without a React import (React 19 automatic runtime).
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    unstubEnvs: true,
    // Server files mostly wait on PostgreSQL: two workers keep both cores busy.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 2),
    projects: [
      { extends: true, test: { name: 'ui', include: ['src/**/*.test.{ts,tsx}', 'designer/src/**/*.test.{ts,tsx}'] } },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'compiler/**/*.test.ts', 'tests/contract/**/*.test.ts', 'tests/scale/**/*.test.ts'],
          globalSetup: ['tests/setup/global-db.ts'],
          isolate: false,
        },
      },
    ],
  },
});
