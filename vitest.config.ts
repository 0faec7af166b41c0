import { configDefaults, defineConfig } from 'vitest/config';
import SlowestFirst from './tests/setup/slowest-first';

/**
 * Three projects, so the slow part of the run (importing) is paid once per worker, not once per file:
 * - `ui`: widgets, islands, libraries and designer actions, sharing a worker's module graph (`isolate: false`);
 * - `ui-isolated`: the few UI files that mock or re-import modules, each in its own module graph;
 * - `server`: server, compiler and contract tests against one embedded PostgreSQL (each file clones its own
 *   database from a seeded template). They share a worker's module graph (`isolate: false`): importing the whole
 *   server per file was most of the run. Nothing here may rely on fresh module state; env stubs are undone per file.
 */
const UI_TESTS = ['src/**/*.test.{ts,tsx}', 'designer/src/**/*.test.{ts,tsx}'];
/** UI files that mock or re-import modules (vi.mock, vi.resetModules): each gets a fresh module graph. */
const OWN_MODULE_GRAPH = ['src/lib/api.test.ts', 'src/widgets/W0019-nearby-shops/W0019.test.tsx'];

export default defineConfig({
  // TSX without a React import (React 19 automatic runtime).
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    unstubEnvs: true,
    // Cheaper bcrypt for hashes made in tests (server/modules/member/member.service.ts passwordCost; NODE_ENV is test).
    env: { TEST_PASSWORD_COST: '4' },
    // Server files mostly wait on PostgreSQL: two workers keep both cores busy.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 2),
    // The slowest files first, also in a fresh clone without vitest's timing cache (tests/setup/slowest-first.ts).
    sequence: { sequencer: SlowestFirst },
    projects: [
      { extends: true, test: { name: 'ui', include: UI_TESTS, exclude: [...configDefaults.exclude, ...OWN_MODULE_GRAPH], isolate: false } },
      { extends: true, test: { name: 'ui-isolated', include: OWN_MODULE_GRAPH } },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'compiler/**/*.test.ts', 'tests/contract/**/*.test.ts', 'tests/scale/**/*.test.ts'],
          globalSetup: ['tests/setup/global-db.ts'],
          setupFiles: ['tests/setup/react-production.ts'],
          isolate: false,
        },
        // Pages render with React's production build here, as in the shop (tests/setup/react-production.ts).
        oxc: { jsx: { runtime: 'automatic', development: false } },
      },
    ],
  },
});
