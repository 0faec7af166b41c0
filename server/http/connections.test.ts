/**
 * Connections cannot be exhausted (issue 22 point 3): per-address cap, silent and half-sent sockets
 * closed after their timeouts, and overload answered 503 in the envelope (never 500). Small limits
 * through the same environment variables an operator sets.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/app';
import { request } from '../../tests/helpers/nginx';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { connect } from '../db/database.server';

// Headers timeout well past the idle one: a silent socket is also a request whose headers never came, and with both
// at 300 ms which ended it first (closed, or answered 408) was up to the timers under load (408 at load 17-20).
const LIMITS = loadConfig({ HTTP_IDLE_TIMEOUT_MS: '300', HTTP_HEADERS_TIMEOUT_MS: '1500', HTTP_REQUEST_TIMEOUT_MS: '2000', MAX_CONNECTIONS_PER_ADDRESS: '5', MAX_IN_FLIGHT: '2' }).http;
const BUSY = { data: { message: '服务繁忙，请稍后再试', status_code: 503 }, msg: '服务繁忙，请稍后再试' };
const bound = <T>(p: Promise<T>, ms: number, what: string) => Promise.race([p, new Promise<never>((_, r) => setTimeout(() => r(new Error(`${what}: nothing after ${ms} ms`)), ms))]);

let t: TestApp;
let port: number;
const origin = () => `http://127.0.0.1:${port}`;

/** A socket from `from`; resolves when connected. */
function open(from: string): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const s = net.connect({ port, host: '127.0.0.1', localAddress: from }, () => resolve(s));
    s.on('error', reject);
  });
}
/** Whether the server closes this socket (true) or answers on it (the first bytes). */
const outcome = (s: net.Socket) => new Promise<'closed' | string>((resolve) => {
  s.once('data', (d) => resolve(d.toString('latin1').split('\r\n')[0]));
  s.once('close', () => resolve('closed'));
  s.once('error', () => resolve('closed'));
});

beforeAll(async () => {
  t = await createTestApp({}, { http: LIMITS });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(async () => { await t?.close(); });

describe('connections', () => {
  it('one address gets at most MAX_CONNECTIONS_PER_ADDRESS; the next are closed, other addresses are served', async () => {
    const held = await Promise.all(Array.from({ length: 5 }, () => open('127.0.0.21')));
    const extra = await Promise.all([open('127.0.0.21'), open('127.0.0.21')]);
    for (const s of extra) s.write('GET /api/h5app/wxapp/goods/category HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(await bound(Promise.all(extra.map(outcome)), 10_000, 'extra sockets')).toEqual(['closed', 'closed']);
    const other = await request(`${origin()}/api/h5app/wxapp/goods/category`, { localAddress: '127.0.0.22' });
    expect(other.status).toBe(200);
    for (const s of held) s.destroy();
  });

  it('a socket that never sends a byte is closed after HTTP_IDLE_TIMEOUT_MS', async () => {
    const silent = await open('127.0.0.23');
    expect(await bound(outcome(silent), 10_000, 'silent socket')).toBe('closed');
  });

  it('half-sent headers are answered 408 and closed after HTTP_HEADERS_TIMEOUT_MS, even while trickling', async () => {
    const slow = await open('127.0.0.24');
    slow.write('GET / HTTP/1.1\r\nHost: x\r\n');
    // One header line every 100 ms keeps the socket busy, so only the headers timeout can end it.
    let n = 0;
    const drip = setInterval(() => { if (!slow.destroyed) slow.write(`X-Drip-${n++}: 1\r\n`); }, 100);
    try {
      const first = await bound(outcome(slow), 10_000, 'trickling socket');
      expect(first).toMatch(/^HTTP\/1\.1 408|^closed$/);
    } finally { clearInterval(drip); slow.destroy(); }
  });
});

describe('overload', () => {
  it('beyond MAX_IN_FLIGHT requests are answered 503 in the envelope with Retry-After, and served again after', async () => {
    // Two uploads whose bodies never finish are in flight.
    const stuck = await Promise.all([open('127.0.0.25'), open('127.0.0.26')]);
    for (const s of stuck) s.write('POST /api/h5app/wxapp/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"user');
    let busy: Awaited<ReturnType<typeof request>> | undefined;
    await expect.poll(async () => (busy = await request(`${origin()}/api/h5app/wxapp/goods/category`, { localAddress: '127.0.0.27' })).status, { timeout: 10_000 }).toBe(503);
    expect(JSON.parse(busy!.body)).toEqual(BUSY);
    expect(busy!.headers['retry-after']).toBe('5');
    // Probes still answer under load.
    expect((await request(`${origin()}/healthz`, { localAddress: '127.0.0.27' })).status).toBe(200);
    for (const s of stuck) s.destroy();
    await expect.poll(async () => (await request(`${origin()}/api/h5app/wxapp/goods/category`, { localAddress: '127.0.0.27' })).status, { timeout: 10_000 }).toBe(200);
  });

  it('a database pool busy past DB_POOL_TIMEOUT_MS answers 503, not 500', async () => {
    // The timeout also bounds opening a connection: 2 s, so a loaded machine still opens the holder's in time.
    const { db, pool } = connect(t.url, 1, 2_000);
    const app = await buildApp({ db, config: t.config, jwtSecret: 'x' });
    const holder = await pool.connect(); // the only connection, taken
    try {
      const res = await app.inject({ url: '/api/h5app/wxapp/goods/category' });
      expect([res.statusCode, res.json()]).toEqual([503, BUSY]);
      holder.release();
      expect((await app.inject({ url: '/api/h5app/wxapp/goods/category' })).statusCode).toBe(200);
    } finally { await app.close(); await db.destroy(); }
  });
});

describe('settings', () => {
  it('are read from the environment and refuse nonsense', () => {
    expect(loadConfig({}).http).toMatchObject({ headersTimeoutMs: 10_000, requestTimeoutMs: 60_000, idleTimeoutMs: 30_000, keepAliveTimeoutMs: 10_000, maxConnectionsPerAddress: 64, maxInFlight: 512 });
    expect(() => loadConfig({ HTTP_IDLE_TIMEOUT_MS: 'soon' })).toThrow(/HTTP_IDLE_TIMEOUT_MS/);
    expect(() => loadConfig({ HTTP_HEADERS_TIMEOUT_MS: '0' })).toThrow();
  });
});
