/**
 * The embedded PostgreSQL after its server was killed outright: the next start shuts the orphaned cluster down
 * and comes up on the same data; a cluster whose server still runs is not taken over.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { processAlive as alive, startEmbedded } from './embedded.server';

const base = fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-orphan-'));
fs.chmodSync(base, 0o755); // as root the cluster runs as the postgres user, who must reach its directory
const dir = path.join(base, 'pg');
const owners: ChildProcess[] = [];

/** A Node process that starts the cluster in `dir` the way the server does, writes a row, and waits. */
function owner(): Promise<{ child: ChildProcess; postmaster: number }> {
  const code = `
    import pg from 'pg';
    import { startEmbedded } from ${JSON.stringify(path.resolve('server/db/embedded.server.ts'))};
    const db = await startEmbedded(${JSON.stringify(dir)}, 'shop', { quiet: true });
    const c = new pg.Client(db.url); await c.connect();
    await c.query('CREATE TABLE IF NOT EXISTS kept (n int)'); await c.query('INSERT INTO kept VALUES (1)'); await c.end();
    console.log('ready'); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  owners.push(child);
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => {
      if (d.toString().includes('ready')) resolve({ child, postmaster: Number(fs.readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]) });
    });
    child.on('exit', (code) => reject(new Error(`owner exited ${code}`)));
  });
}

afterAll(() => {
  for (const c of owners) c.kill('SIGKILL');
  fs.rmSync(base, { recursive: true, force: true });
});

it('refuses a cluster its server still runs, and takes over one whose server was killed', async () => {
  const { child, postmaster } = await owner();
  await expect(startEmbedded(dir, 'shop', { quiet: true })).rejects.toThrow(`正被另一个运行中的商城使用（PostgreSQL 进程 ${postmaster}）`);
  expect(alive(postmaster)).toBe(true);

  child.kill('SIGKILL');
  await new Promise((r) => child.once('exit', r));
  expect(alive(postmaster)).toBe(true); // the cluster outlived its server

  const db = await startEmbedded(dir, 'shop', { quiet: true });
  try {
    expect(alive(postmaster)).toBe(false);
    const c = new pg.Client(db.url);
    await c.connect();
    expect((await c.query('SELECT count(*)::int AS n FROM kept')).rows[0].n).toBe(1);
    await c.end();
  } finally {
    await db.stop();
  }
}, 120_000);
