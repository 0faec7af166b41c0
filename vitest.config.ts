import { defineConfig } from 'vitest/config';

export default defineConfig({
  // TSX without a React import (React 19 automatic runtime).
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'compiler/**/*.test.ts', 'designer/src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.ts', 'tests/contract/**/*.test.ts', 'tests/scale/**/*.test.ts'],
    // One embedded PostgreSQL for the run; each test file gets its own database cloned from a seeded template.
    globalSetup: ['tests/setup/global-db.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
