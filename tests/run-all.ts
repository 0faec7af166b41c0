/**
 * `npm test`: builds the static parts from the current code, then runs every test — vitest (unit,
 * widgets, server through inject against a real PostgreSQL, compiler, designer actions) and the
 * Playwright journeys in Debian's Chromium against the running shops: vitest first, then the journeys, whose
 * shops (one per Playwright worker) start while vitest runs (TEST_OVERLAP=1 runs the two at once: slower here).
 * At the end (and when a step fails) it prints where the time went: each phase, the CPU time of the whole
 * run, and the slowest test files of each runner.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { announceShops, startShops, type Shops } from './e2e/shops';
import { setupEnded } from './helpers/ci-setup';
import { slowestPlaywrightSpecs, slowestVitestFiles } from './helpers/test-times';

const ROOT = path.resolve(import.meta.dirname, '..');
const TIMES = path.join(ROOT, '.build', 'test-times');
const bin = (name: string) => path.join(ROOT, 'node_modules', '.bin', name);
const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);
/**
 * TEST_OVERLAP=1: vitest and the journeys at once. Not the default: on a quiet machine it took 739.2 s against 652.5 s
 * for vitest first, then the journeys (2026-11-28, 2 cores, the same tree and browser) — two runners of two workers
 * each on two cores wait on each other's timers and polls far more than the journeys' idle time gives back.
 */
const OVERLAP = process.env.TEST_OVERLAP === '1';
const env: NodeJS.ProcessEnv = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', E2E_WORKERS: String(E2E_WORKERS) };

/** Each phase's wall time, and how busy the machine's cores were meanwhile (from /proc/stat, where there is one). */
const phases: [string, number, string][] = [];

/** Busy and total CPU ticks of the whole machine so far (0/0 where /proc/stat is missing). */
function cpuTicks(): [number, number] {
  try {
    const f = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    const total = f.reduce((a, b) => a + b, 0);
    return [total - f[3] - (f[4] ?? 0), total];
  } catch { return [0, 0]; }
}
const busySince = ([busy0, total0]: [number, number]): string => {
  const [busy, total] = cpuTicks();
  return total > total0 ? `${((busy - busy0) / (total - total0) * os.cpus().length).toFixed(2)} of ${os.cpus().length} cores busy` : '';
};
const started = Date.now();
const startTicks = cpuTicks();
let shops: Shops | undefined;

/**
 * CPU seconds of this run: this process and every child it has waited for (the builds, both runners and their
 * workers and browsers, the shops and their PostgreSQL once stopped), from /proc/self/stat; a figure the machine's
 * other load barely moves, unlike the wall times. Undefined where there is no /proc.
 */
function runCpuSeconds(): number | undefined {
  try {
    const stat = fs.readFileSync('/proc/self/stat', 'utf8');
    const [utime, stime, cutime, cstime] = stat.slice(stat.lastIndexOf(')') + 2).split(' ').slice(11, 15).map(Number);
    return (utime + stime + cutime + cstime) / 100; // clock ticks (USER_HZ, 100 on Linux)
  } catch { return undefined; }
}

/** Where the run's time went, printed at the end (and when a step fails). */
function printPhases(): void {
  console.log('\nPhase times:');
  for (const [title, ms, busy] of phases) console.log(`  ${(ms / 1000).toFixed(1).padStart(7)} s  ${title}${busy ? `  (${busy})` : ''}`);
  const cpu = runCpuSeconds();
  console.log(`  ${((Date.now() - started) / 1000).toFixed(1).padStart(7)} s  total  (${busySince(startTicks)}${cpu === undefined ? '' : `; ${cpu.toFixed(0)} CPU-s in this run's processes`}; load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')})`);
  for (const [title, rows] of [['Slowest vitest files (whole file in its worker: imports, hooks, tests)', slowestVitestFiles(path.join(TIMES, 'vitest.json'), ROOT)], ['Slowest Playwright specs (time in tests, all workers)', slowestPlaywrightSpecs(path.join(TIMES, 'playwright.json'))]] as const) {
    if (!rows.length) continue;
    console.log(`\n${title}:`);
    for (const [file, ms] of rows.slice(0, 8)) console.log(`  ${(ms / 1000).toFixed(1).padStart(7)} s  ${file}`);
  }
}

async function fail(title: string, code: number | null): Promise<never> {
  console.error(`✖ ${title} failed (exit ${code})`);
  await shops?.stop(); // first: their processes' CPU is then in the run's figure
  printPhases();
  process.exit(code || 1);
}

/** Runs a step; with `logFile` its output goes there instead of the terminal. */
function run(title: string, cmd: string, args: string[], extraEnv: NodeJS.ProcessEnv = {}, logFile?: string): Promise<[string, number | null]> {
  console.log(`\n▶ ${title}`);
  const t = Date.now();
  const ticks = cpuTicks();
  return new Promise((resolve) => {
    const out = logFile ? fs.openSync(logFile, 'w') : 'inherit';
    const child = spawn(cmd, args, { cwd: ROOT, stdio: ['inherit', out, out], env: { ...env, ...extraEnv } });
    child.on('close', (code) => { if (typeof out === 'number') fs.closeSync(out); phases.push([title, Date.now() - t, busySince(ticks)]); resolve([title, code]); });
  });
}

/** Steps that do not depend on each other, run at once (each build is mostly one core's work). */
async function together(steps: Promise<[string, number | null]>[]): Promise<void> {
  const failed = (await Promise.all(steps)).find(([, code]) => code !== 0);
  if (failed) await fail(...failed);
}

/** .ci/run's apt-get, when it may still run (helpers/ci-setup.ts): vitest (nginx, fonts) and the journeys need its packages. */
async function debianPackagesReady(): Promise<void> {
  const statusFile = process.env.TEST_SETUP_STATUS;
  if (!statusFile) return;
  const t = Date.now();
  const ticks = cpuTicks();
  if (!fs.existsSync(statusFile)) console.log('\n▶ Waiting for apt-get (.ci/run)');
  const status = await setupEnded(statusFile);
  if (process.env.TEST_SETUP_LOG && fs.existsSync(process.env.TEST_SETUP_LOG)) process.stdout.write(fs.readFileSync(process.env.TEST_SETUP_LOG, 'utf8'));
  phases.push(['Waiting for apt-get after the builds (.ci/run)', Date.now() - t, busySince(ticks)]);
  if (status !== 0) await fail('apt-get (.ci/run)', status);
}

// Interrupted (Ctrl-C, a CI timeout): the shops this run started go too.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => { void (shops?.stop() ?? Promise.resolve()).then(() => process.exit(130)); });

fs.rmSync(TIMES, { recursive: true, force: true });
fs.mkdirSync(TIMES, { recursive: true });
await together([
  run('Astro build (page shells, islands)', bin('astro'), ['build', '--silent']),
  run('Designer build', bin('vite'), ['build', '--config', 'designer/vite.config.ts', '--logLevel', 'warn']),
  // The journeys' shops and the cluster test's API processes start from it, as `npm start` does (helpers/server-bundle.ts).
  run('Server bundle', process.execPath, ['server/start.mjs', '--bundle-only']),
]);

await debianPackagesReady();

// The shops compile their pages from the Astro build, so they start after it, while vitest runs.
const shopsStarted = Date.now();
const shopsTicks = cpuTicks();
const shopsReady = startShops(E2E_WORKERS, E2E_PORT).then((s) => { shops = s; phases.push([`Journeys' shops started (${E2E_WORKERS}, during vitest)`, Date.now() - shopsStarted, busySince(shopsTicks)]); return s; });
shopsReady.catch(() => undefined); // awaited below; a failure is reported there
const vitestArgs = ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(TIMES, 'vitest.json')}`, '--reporter=./tests/helpers/file-times-reporter.ts'];
const journeys = async () => {
  try { announceShops(env, await shopsReady); } catch (e) { console.error(e); return fail('Starting the journeys\' shops', 1); }
  return run('Playwright: shopper and operator journeys', bin('playwright'), ['test'], { E2E_SHOPS_STARTED: '1' });
};
if (OVERLAP) {
  // Both runners at once, each on its two workers (whichever ends last still has both cores), vitest's output kept
  // until it ends (the journeys' lines stream).
  const vitestLog = path.join(TIMES, 'vitest.log');
  const vitest = run('Vitest: unit, widgets, server, compiler, designer (alongside the journeys)', bin('vitest'), vitestArgs, {}, vitestLog)
    .then((r) => { process.stdout.write(fs.readFileSync(vitestLog, 'utf8')); return r; });
  await together([vitest, journeys()]);
} else {
  await together([run('Vitest: unit, widgets, server, compiler, designer', bin('vitest'), vitestArgs)]);
  await together([journeys()]);
}
await shops?.stop();
printPhases();
console.log('\n✔ all tests passed');
