/**
 * The shop's pool keeps its warmed connections however long it is quiet: a new PostgreSQL session costs 20–30 ms of
 * CPU and loses the named statements and plans the old one kept (database.server.ts `warmPool`). Idle connections
 * above the kept number still close (here after 20 ms instead of 10 s, so the test waits for that state briefly).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import type pg from 'pg';
import { connect, warmPool, type Database } from './database.server';
import { PREPARED } from './named-statements.server';
import { createTestDatabase } from '../../tests/helpers/app';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const opened: Database[] = [];
beforeAll(async () => { database = await createTestDatabase(); });
afterAll(async () => { for (const db of opened) await db.destroy(); await database.drop(); });

/** A pool of `size` connections keeping `open` of them, the others closed after 20 ms idle. */
function pool(size: number, open: number): { db: Database; pool: pg.Pool } {
  const p = connect(database.url, size, 10_000, { open, idleMs: 20 });
  opened.push(p.db);
  return p;
}

/** The backend pid and named statements of `n` connections checked out at once. */
async function sessions(p: pg.Pool, n: number): Promise<{ pid: number; named: number }[]> {
  const clients = await Promise.all(Array.from({ length: n }, () => p.connect()));
  try {
    return await Promise.all(clients.map(async (c) => ({
      pid: (await c.query('SELECT pg_backend_pid() AS pid')).rows[0].pid as number,
      named: (await c.query('SELECT count(*)::int AS n FROM pg_prepared_statements')).rows[0].n as number,
    })));
  } finally {
    for (const c of clients) c.release();
  }
}

/** A named statement on each of `n` sessions (a list page's rows are one). */
async function nameOnEach(p: { db: Database; pool: pg.Pool }, n: number): Promise<void> {
  const clients = await Promise.all(Array.from({ length: n }, () => p.pool.connect()));
  const text = sql`${PREPARED} SELECT count(*) FROM goods WHERE goods_id = ANY(${[1]}::int[])`.compile(p.db).sql;
  await Promise.all(clients.map((c) => c.query(text, [[1]])));
  for (const c of clients) c.release();
}

describe('database pool', () => {
  it('a fixed-size pool (the shop\'s) is opened warm and keeps the same sessions and named statements through a quiet spell', async () => {
    const shop = pool(3, 3);
    await warmPool(shop.pool, 3);
    expect(shop.pool.totalCount).toBe(3);
    await nameOnEach(shop, 3);
    const before = await sessions(shop.pool, 3);
    expect(before.map((s) => s.named)).toEqual([1, 1, 1]);
    // The quiet spell: a pool keeping none, used at the same time, has closed its idle sessions.
    const control = pool(3, 0);
    await sessions(control.pool, 3);
    await vi.waitFor(() => expect(control.pool.totalCount).toBe(0), { timeout: 5_000, interval: 10 });
    await vi.waitFor(() => expect(shop.pool.idleCount).toBe(3), { timeout: 5_000, interval: 10 });
    const after = await sessions(shop.pool, 3);
    expect(after.map((s) => s.pid).sort()).toEqual(before.map((s) => s.pid).sort());
    expect(after.map((s) => s.named)).toEqual([1, 1, 1]);
  });

  it('a server that refuses some connections does not stop the warming: what opened is warmed and returned, and the pool answers', async () => {
    // A role allowed 2 sessions, as a managed PostgreSQL's limit or other processes' connections would leave.
    const role = `pool_limited_${process.pid}`;
    const admin = pool(1, 0);
    await sql.raw(`CREATE ROLE ${role} LOGIN PASSWORD 'x' CONNECTION LIMIT 2`).execute(admin.db);
    await sql.raw(`GRANT CONNECT ON DATABASE "${new URL(database.url).pathname.slice(1)}" TO ${role}`).execute(admin.db);
    try {
      const url = new URL(database.url);
      url.username = role;
      url.password = 'x';
      const limited = connect(url.toString(), 4, 2_000, { open: 4, idleMs: 20 });
      opened.push(limited.db);
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      try {
        expect(await warmPool(limited.pool, 4)).toBe(2);
        expect(warn).toHaveBeenCalledTimes(1);
      } finally {
        warn.mockRestore();
      }
      expect(limited.pool.totalCount).toBe(2);
      expect(limited.pool.idleCount).toBe(2); // every opened client given back
      expect((await sql<{ one: number }>`SELECT 1 AS one`.execute(limited.db)).rows[0].one).toBe(1);
      await limited.db.destroy();
      opened.splice(opened.indexOf(limited.db), 1);
    } finally {
      await sql.raw(`DROP OWNED BY ${role}`).execute(admin.db).catch(() => undefined);
      await sql.raw(`DROP ROLE IF EXISTS ${role}`).execute(admin.db);
    }
  });

  it('connections opened above the kept number close once idle', async () => {
    const p = pool(4, 2);
    await warmPool(p.pool, 2);
    expect(p.pool.totalCount).toBe(2);
    expect(await sessions(p.pool, 4)).toHaveLength(4);
    expect(p.pool.totalCount).toBe(4);
    await vi.waitFor(() => expect(p.pool.totalCount).toBe(2), { timeout: 5_000, interval: 10 });
  });
});
