/**
 * A 500 leaves a trace, and the process can be watched (issue 22 point 12): request ids in answers and
 * logs, one structured line per request, 5xx with its stack, /healthz, /readyz (database, compiler
 * process), /metrics in Prometheus format (loopback or METRICS_TOKEN).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { connect } from '../db/database.server';
import { compilerProcess } from '../../compiler/process.server';
import { createMetrics } from './metrics';
import { freePort } from '../../tests/helpers/nginx';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

/** A database that is not there (nothing listens on its port): every query fails to connect. */
const goneDatabase = async () => connect(`postgres://shop@127.0.0.1:${await freePort()}/shop`, 1, 2000);

/** An app whose log lines are collected (what `npm start` writes to stdout). */
async function loggedApp(db = t.db) {
  const stream = new PassThrough();
  const lines: Record<string, any>[] = [];
  stream.on('data', (d) => { for (const l of String(d).split('\n').filter(Boolean)) lines.push(JSON.parse(l)); });
  const app = await buildApp({ db, config: t.config, jwtSecret: 'x' }, { logger: true, logStream: stream });
  return { app, lines };
}

describe('request ids', () => {
  it('every answer carries x-request-id; a sane incoming id is kept, anything else replaced', async () => {
    const own = await t.app.inject({ url: '/api/h5app/wxapp/goods/category' });
    expect(own.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const other = await t.app.inject({ url: '/api/h5app/wxapp/goods/category' });
    expect(other.headers['x-request-id']).not.toBe(own.headers['x-request-id']);
    expect((await t.app.inject({ url: '/no/such/page', headers: { 'x-request-id': 'lb-7f3a.42' } })).headers['x-request-id']).toBe('lb-7f3a.42');
    for (const bad of ['a b', 'x'.repeat(65), '<script>', 'id\u00e9']) {
      expect((await t.app.inject({ url: '/healthz', headers: { 'x-request-id': bad } })).headers['x-request-id'], bad).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe('logs', () => {
  it('one structured line per request: id, route pattern, status, duration, the path without its query', async () => {
    const { app, lines } = await loggedApp();
    try {
      const res = await app.inject({ url: '/api/h5app/wxapp/goods/items/999999?mobile=13800138000', headers: { 'x-request-id': 'trace-1' } });
      const line = lines.find((l) => l.reqId === 'trace-1' && l.msg === 'request');
      expect(line).toMatchObject({ level: 30, method: 'GET', route: '/api/h5app/wxapp/goods/items/:item_id', path: '/api/h5app/wxapp/goods/items/999999', status: res.statusCode });
      expect(typeof line!.ms).toBe('number');
      expect(JSON.stringify(lines)).not.toContain('13800138000');
    } finally { await app.close(); }
  });

  it('a 500 is logged with its stack under the request id that the answer names', async () => {
    const { db } = await goneDatabase();
    const { app, lines } = await loggedApp(db);
    try {
      const res = await app.inject({ url: '/api/h5app/wxapp/goods/category' });
      expect(res.statusCode).toBe(500);
      const id = res.headers['x-request-id'];
      const failed = lines.find((l) => l.reqId === id && l.level === 50 && l.err);
      expect(failed?.err.stack).toMatch(/Error: .*\n\s+at /);
      expect(lines.find((l) => l.reqId === id && l.msg === 'request answered 5xx')).toMatchObject({ status: 500, route: '/api/h5app/wxapp/goods/category' });
    } finally { await app.close(); await db.destroy(); }
  });

  it('LOG_LEVEL is checked at start', () => {
    expect(loadConfig({}).logLevel).toBe('info');
    expect(loadConfig({ LOG_LEVEL: 'WARN' }).logLevel).toBe('warn');
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });
});

describe('probes', () => {
  it('/healthz answers while the process lives; /readyz fails when the database is gone', async () => {
    expect([(await t.app.inject({ url: '/healthz' })).statusCode, (await t.app.inject({ url: '/healthz' })).json()]).toEqual([200, { status: 'ok' }]);
    expect((await t.app.inject({ url: '/readyz' })).json()).toEqual({ status: 'ok', database: 'ok', compiler: 'not-used' });
    const { db } = await goneDatabase();
    const down = await buildApp({ db, config: t.config, jwtSecret: 'x' });
    try {
      const res = await down.inject({ url: '/readyz' });
      expect([res.statusCode, res.json()]).toEqual([503, { status: 'unavailable', database: 'unreachable', compiler: 'not-used' }]);
      expect((await down.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally { await down.close(); await db.destroy(); }
  });

  it('/readyz waits for the compiler process, starts a stopped one, and is ready once it answers', async () => {
    const base = fs.mkdtempSync(path.join(os.tmpdir(), 'ops-compiler-'));
    fs.mkdirSync(path.join(base, 'astro/shell'), { recursive: true });
    fs.writeFileSync(path.join(base, 'astro/shell/index.html'), '<!doctype html><html><head><meta name="shop-slot" content="head"></head><body><shop-slot name="body"></shop-slot></body></html>');
    const compiler = compilerProcess({ databaseUrl: t.url, config: { ...t.config, distDir: path.join(base, 'dist'), astroOutDir: path.join(base, 'astro') } });
    const metrics = createMetrics();
    const app = await buildApp({ db: t.db, config: t.config, jwtSecret: 'x', compiler, metrics });
    try {
      const first = await app.inject({ url: '/readyz' });
      expect([first.statusCode, first.json().compiler]).toEqual([503, 'stopped']);
      await expect.poll(async () => (await app.inject({ url: '/readyz' })).json().compiler, { timeout: 60_000, interval: 200 }).toBe('ready');
      expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
      // A rebuild through the timed handle is measured; the compiler queue is exported.
      await metrics.timed('rebuild_slots', compiler.rebuildSlots)([]);
      const text = (await app.inject({ url: '/metrics' })).body;
      expect(text).toMatch(/^shop_build_duration_seconds_count\{kind="rebuild_slots",outcome="ok"\} 1$/m);
      expect(text).toMatch(/^shop_compiler_queue\{state="pending"\} 0$/m);
      expect(text).toMatch(/^shop_compiler_up 1$/m);
    } finally { await app.close(); await compiler.close(); fs.rmSync(base, { recursive: true, force: true }); }
  });
});

describe('/metrics', () => {
  it('Prometheus text: requests and latency by route pattern, requests in flight, the database pool', async () => {
    const { db, pool } = connect(t.url, 3);
    const metrics = createMetrics({ processMetrics: true });
    const app = await buildApp({ db, pool, config: t.config, jwtSecret: 'x', metrics });
    try {
      for (let i = 0; i < 3; i++) await app.inject({ url: '/api/h5app/wxapp/goods/category' });
      await app.inject({ url: '/api/h5app/wxapp/goods/items/1' });
      const res = await app.inject({ url: '/metrics' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(res.body).toMatch(/^shop_http_requests_total\{method="GET",route="\/api\/h5app\/wxapp\/goods\/category",status="200"\} 3$/m);
      expect(res.body).toMatch(/^shop_http_request_duration_seconds_count\{method="GET",route="\/api\/h5app\/wxapp\/goods\/items\/:item_id"\} 1$/m);
      expect(res.body).toMatch(/^shop_http_in_flight 0$/m); // the scrape itself is exempt from the in-flight cap and count
      expect(res.body).toMatch(/^shop_db_pool_connections\{state="total"\} [1-3]$/m);
      expect(res.body).toMatch(/^shop_db_pool_connections\{state="waiting"\} 0$/m);
      expect(res.body).toMatch(/^process_open_fds \d+$/m);
      expect(res.body).toContain('# TYPE shop_build_duration_seconds histogram');
    } finally { await app.close(); await db.destroy(); }
  });

  it('answers this machine only, or a request with METRICS_TOKEN', async () => {
    const refused = { data: { message: '监控指标只对本机或持有 METRICS_TOKEN 的请求开放', status_code: 403 }, msg: '监控指标只对本机或持有 METRICS_TOKEN 的请求开放' };
    const remote = await t.app.inject({ url: '/metrics', remoteAddress: '203.0.113.5' });
    expect([remote.statusCode, remote.json()]).toEqual([403, refused]);
    expect((await t.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.5' } })).statusCode).toBe(403);
    const withToken = await buildApp({ db: t.db, config: { ...t.config, metricsToken: 's3cret-token-for-prometheus' }, jwtSecret: 'x' });
    try {
      expect((await withToken.inject({ url: '/metrics', remoteAddress: '203.0.113.5', headers: { authorization: 'Bearer s3cret-token-for-prometheus' } })).statusCode).toBe(200);
      expect((await withToken.inject({ url: '/metrics', remoteAddress: '203.0.113.5', headers: { authorization: 'Bearer wrong' } })).statusCode).toBe(403);
    } finally { await withToken.close(); }
  });
});
