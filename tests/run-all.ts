/**
 * `npm test`: builds the static parts from the current code, then runs every test — vitest (unit,
 * widgets, server through inject against a real PostgreSQL, compiler, designer actions) and the
 * Playwright journeys in Debian's Chromium against the running shop.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(ROOT, 'node_modules', '.bin', name);
const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' };

function step(title: string, cmd: string, args: string[]): void {
  console.log(`\n▶ ${title}`);
  const res = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', env });
  if (res.status !== 0) {
    console.error(`✖ ${title} failed (exit ${res.status ?? res.signal})`);
    process.exit(res.status ?? 1);
  }
}

step('Astro build (page shells, islands)', bin('astro'), ['build', '--silent']);
step('Designer build', bin('vite'), ['build', '--config', 'designer/vite.config.ts', '--logLevel', 'warn']);
step('Vitest: unit, widgets, server, compiler, designer', bin('vitest'), ['run']);
step('Playwright: shopper and operator journeys', bin('playwright'), ['test']);
console.log('\n✔ all tests passed');
