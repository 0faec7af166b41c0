/**
 * `npm test`: builds the static parts from the current code, then runs every test — vitest (unit,
 * widgets, server through inject against a real PostgreSQL, compiler, designer actions) and the
 * Playwright journeys in Debian's Chromium against the running shop.
 */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(ROOT, 'node_modules', '.bin', name);
const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' };

const phases: [string, number][] = [];
const started = Date.now();
/** Where the run's time went, printed at the end (and when a step fails). */
function printPhases(): void {
  console.log('\nPhase times:');
  for (const [title, ms] of phases) console.log(`  ${(ms / 1000).toFixed(1).padStart(7)} s  ${title}`);
  console.log(`  ${((Date.now() - started) / 1000).toFixed(1).padStart(7)} s  total`);
}

function step(title: string, cmd: string, args: string[]): void {
  console.log(`\n▶ ${title}`);
  const t = Date.now();
  const res = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', env });
  phases.push([title, Date.now() - t]);
  if (res.status !== 0) {
    console.error(`✖ ${title} failed (exit ${res.status ?? res.signal})`);
    printPhases();
    process.exit(res.status ?? 1);
  }
}

/** Steps that do not depend on each other, run at once (each build is mostly one core's work). */
async function together(steps: [string, string, string[]][]): Promise<void> {
  const results = await Promise.all(steps.map(([title, cmd, args]) => new Promise<[string, number | null, number]>((resolve) => {
    console.log(`\n▶ ${title}`);
    const t = Date.now();
    const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', env });
    child.on('close', (code) => resolve([title, code, Date.now() - t]));
  })));
  for (const [title, , ms] of results) phases.push([title, ms]);
  const failed = results.find(([, code]) => code !== 0);
  if (failed) {
    console.error(`✖ ${failed[0]} failed (exit ${failed[1]})`);
    printPhases();
    process.exit(failed[1] ?? 1);
  }
}

await together([
  ['Astro build (page shells, islands)', bin('astro'), ['build', '--silent']],
  ['Designer build', bin('vite'), ['build', '--config', 'designer/vite.config.ts', '--logLevel', 'warn']],
]);
step('Vitest: unit, widgets, server, compiler, designer', bin('vitest'), ['run']);
step('Playwright: shopper and operator journeys', bin('playwright'), ['test']);
printPhases();
console.log('\n✔ all tests passed');
