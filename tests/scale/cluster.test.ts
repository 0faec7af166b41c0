/**
 * Several API processes on one PostgreSQL behind nginx behave as one shop (issue 13 point 7): the
 * purchase, publish and login-throttle journeys run through nginx, and every process is then asked
 * directly what it knows — the same session, the same order, the same page, the same lock.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { NGINX, startCluster, type Cluster } from '../../deploy/cluster.server';
import { createTestDatabase } from '../helpers/app';
import { DEMO_MEMBER, DEMO_OPERATOR } from '../../server/seed/seed.server';
import { getWidget } from '../../src/widgets/registry';

/**
 * nginx on a port and the API processes on the next three: SCALE_TEST_PORT, else the first block of four free ports
 * from 18390 on, so a second `npm test` on the machine (another checkout) does not meet this one's cluster there.
 */
async function freePortBlock(size: number): Promise<number> {
  if (process.env.SCALE_TEST_PORT) return Number(process.env.SCALE_TEST_PORT);
  const free = (port: number) => new Promise<boolean>((resolve) => {
    const probe = net.createServer().once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
  for (let base = 18390; base < 18990; base += size) {
    if ((await Promise.all(Array.from({ length: size }, (_, i) => free(base + i)))).every(Boolean)) return base;
  }
  throw new Error('no four free ports from 18390 to 18989: set SCALE_TEST_PORT');
}

let cluster: Cluster;
let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;

type Answer<T> = { status: number; body: { data: T; message?: string; msg?: string } };
async function call<T = any>(origin: string, method: string, path: string, data?: object, token?: string): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (data && method !== 'GET') headers['content-type'] = 'application/json';
  const query = data && method === 'GET' ? `?${new URLSearchParams(Object.entries(data).map(([k, v]) => [k, String(v)]))}` : '';
  const res = await fetch(`${origin}${path}${query}`, { method, headers, body: data && method !== 'GET' ? JSON.stringify(data) : undefined });
  return { status: res.status, body: await res.json() };
}
const shop = <T = any>(origin: string, method: string, path: string, data?: object, token?: string) => call<T>(origin, method, `/api/h5app/wxapp/${path}`, data, token);
const admin = <T = any>(origin: string, method: string, path: string, data?: object, token?: string) => call<T>(origin, method, `/api/admin/${path}`, data, token);

const RECEIVER = { receiver_name: '王麻辣', receiver_mobile: '13912340000', receiver_state: '四川省', receiver_city: '成都市', receiver_district: '武侯区', receiver_address: '科华北路 65 号' };

describe.skipIf(!NGINX)('three API processes behind nginx on one database', () => {
  // The processes share a clone of the run's seeded template and its pictures (tests/setup/global-db.ts): no
  // PostgreSQL of their own to initialise and seed again.
  beforeAll(async () => {
    database = await createTestDatabase();
    cluster = await startCluster({ processes: 3, port: await freePortBlock(4), quiet: true, databaseUrl: database.url, mediaDir: inject('mediaDir') });
  }, 600_000);
  afterAll(async () => { await cluster?.stop(); await database?.drop(); }, 60_000);

  it('a purchase through nginx is one session and one order on every process', async () => {
    const login = await shop<{ token: string }>(cluster.origin, 'POST', 'login', { username: DEMO_MEMBER.mobile, password: DEMO_MEMBER.password });
    expect(login.status).toBe(200);
    const token = login.body.data.token;
    for (const p of cluster.processes) expect((await shop(p, 'GET', 'member', undefined, token)).status).toBe(200);

    const list = await shop<{ list: { item_id: number; store: number }[] }>(cluster.origin, 'GET', 'goods/items', { page: 1, pageSize: 5 });
    const item = list.body.data.list.find((g) => g.store > 5)!;
    // Each step lands wherever nginx sends it; the cart written by one process is the one the next reads.
    expect((await shop(cluster.origin, 'POST', 'cart', { item_id: item.item_id, num: 2, cart_type: 'cart', shop_type: 'distributor' }, token)).status).toBe(200);
    const order = await shop<{ order_id: string }>(cluster.origin, 'POST', 'order_new', { cart_type: 'cart', receipt_type: 'logistics', order_type: 'normal', ...RECEIVER }, token);
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    const orderId = order.body.data.order_id;
    expect((await shop(cluster.origin, 'POST', 'payment', { order_id: orderId, pay_type: 'testpay' }, token)).status).toBe(200);
    for (const p of cluster.processes) {
      const seen = await shop<{ orderInfo: { order_status: string } }>(p, 'GET', `order/${orderId}`, undefined, token);
      expect(seen.body.data.orderInfo.order_status).toBe('PAYED');
    }
    // Paying again, on another process, is refused: the payment happened once.
    const again = await shop(cluster.processes[2], 'POST', 'payment', { order_id: orderId, pay_type: 'testpay' }, token);
    expect(again.status).not.toBe(200);
  });

  it('a page published on one process is what nginx and every process serve', async () => {
    const { token } = (await admin<{ token: string }>(cluster.processes[0], 'POST', 'login', DEMO_OPERATOR)).body.data;
    const id = (await admin<{ theme_pc_template_id: number }>(cluster.processes[0], 'POST', 'templates', { template_title: '多进程发布', page_type: 'custom' }, token)).body.data.theme_pc_template_id;
    const { widgets } = (await admin<{ widgets: Record<string, unknown>[] }>(cluster.processes[1], 'GET', `templates/${id}`, undefined, token)).body.data;
    const text = `多进程发布 ${Date.now()}`;
    const footerAt = widgets.findIndex((w) => w.comptyle === 'footer');
    widgets.splice(footerAt < 0 ? widgets.length : footerAt, 0, { ...structuredClone(getWidget('W0011')!.defaults), type: 'W0011', uuid: crypto.randomUUID(), text });
    const saved = await admin(cluster.processes[1], 'PUT', `templates/${id}/draft`, { widgets }, token);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await admin(cluster.processes[2], 'POST', `templates/${id}/publish`, undefined, token)).status).toBe(200);
    for (const origin of [cluster.origin, ...cluster.processes]) {
      const page = await fetch(`${origin}/custompage/${id}/`);
      expect(page.status, origin).toBe(200);
      expect(await page.text(), origin).toContain(text);
    }
  });

  it('an operator price change is what every process answers at once (shared cache invalidation)', async () => {
    const { token } = (await admin<{ token: string }>(cluster.origin, 'POST', 'login', DEMO_OPERATOR)).body.data;
    const list = await shop<{ list: { item_id: number }[] }>(cluster.processes[1], 'GET', 'goods/items', { page: 1, pageSize: 5 });
    const sku = list.body.data.list[0].item_id;
    for (const p of cluster.processes) await shop(p, 'GET', `goods/items/${sku}`); // every process caches it
    const price = 3100 + Math.floor(Math.random() * 800);
    expect((await admin(cluster.processes[0], 'PUT', `items/${sku}`, { price }, token)).status).toBe(200);
    for (const p of cluster.processes) {
      await expect.poll(async () => (await shop<{ price: number }>(p, 'GET', `goods/items/${sku}`)).body.data.price, { timeout: 5000 }).toBe(price);
    }
  });

  it('failed logins spread over the processes make every process ask for the image captcha (no hard lock of the member)', async () => {
    const mobile = '13955550123';
    const p = cluster.processes;
    for (let i = 0; i < 5; i++) {
      const r = await shop(p[i % p.length], 'POST', 'login', { username: mobile, password: `wrong-${i}-pass` });
      expect(r.status).not.toBe(200);
    }
    for (const origin of [cluster.origin, ...p]) {
      const asked = await shop(origin, 'POST', 'login', { username: mobile, password: 'whatever123' });
      expect(JSON.stringify(asked.body)).toMatch(/请输入图片验证码/);
    }
  });
});
