/**
 * The tests' shop processes (the journeys' shops, the cluster test's API processes) start as `npm start` does:
 * `node server/start.mjs`, the server and its compiler's process from one esbuild bundle. Through tsx each start
 * compiled and resolved ~450 TypeScript files in the server and again in its compiler's process (~8 CPU-s a shop).
 * The bundle is made (or found current) once, before shops start together: each making its own would race.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** Arguments for `process.execPath` that start the shop from the bundle. */
export const SERVER_START_ARGS = ['server/start.mjs'];

export function ensureServerBundle(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...SERVER_START_ARGS, '--bundle-only'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => { out += d; });
    child.stderr.on('data', (d) => { out += d; });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`server bundle failed (exit ${code}):\n${out}`))));
  });
}
