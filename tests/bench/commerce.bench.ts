/**
 * Commerce figures: add-to-cart and order-create latency (p50/p95) at 50 concurrent requests,
 * through a real listening server on an ephemeral port, called with fetch (form-encoded, Bearer).
 */
import qs from 'qs';
import { loadConfig } from '../../server/config';
import { buildApp } from '../../server/app';
import { memberToken } from '../helpers/commerce';
import { benchEnv, fmt, percentile } from './env';

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
const ROUNDS = 6;

export async function run(): Promise<void> {
  const env = await benchEnv('commerce');
  const config = { ...loadConfig({}), distDir: `${env.base}/dist`, mediaDir: env.mediaDir, dataDir: env.base, designerDir: `${env.base}/designer` };
  const app = await buildApp({ db: env.db, config, jwtSecret: 'bench' });
  try {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const rows = await env.db.insertInto('members').values(Array.from({ length: CONCURRENCY }, (_, i) => ({ mobile: String(16000000000 + i), password_hash: 'x' }))).returning('user_id').execute();
    const tokens = rows.map((r) => memberToken(r.user_id, 'bench'));
    const items = await env.db.selectFrom('items').select('item_id').where('store', '>', 0).orderBy('item_id').limit(5).execute();
    await env.db.updateTable('items').set({ store: 1_000_000 }).where('item_id', 'in', items.map((i) => i.item_id)).execute();

    const post = async (path: string, token: string, body: Record<string, unknown>) => {
      const t0 = performance.now();
      const res = await fetch(`${base}/api/h5app/wxapp/${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' }, body: qs.stringify({ company_id: 1, ...body }) });
      await res.text();
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
      return performance.now() - t0;
    };
    const addToCart = (i: number) => post('cart', tokens[i], { item_id: items[i % items.length].item_id, num: 1, cart_type: 'cart', shop_type: 'distributor' });
    const order = (i: number) => post('order_new', tokens[i], { cart_type: 'cart', receiver_name: '张三', receiver_mobile: '13900139000', receiver_state: '北京市',
      receiver_city: '北京市', receiver_district: '朝阳区', receiver_address: '建国路88号', request_key: `bench-${i}-${Date.now()}` });
    const wave = (f: (i: number) => Promise<number>) => Promise.all(tokens.map((_, i) => f(i)));

    await wave(addToCart); // warm-up (not counted)
    await wave(order);
    const cartMs: number[] = [];
    const orderMs: number[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      cartMs.push(...(await wave(addToCart)));
      orderMs.push(...(await wave(order)));
    }
    const line = (name: string, xs: number[]) => console.log(`${name}: p50 ${fmt(percentile(xs, 50))}, p95 ${fmt(percentile(xs, 95))} (${xs.length} requests, ${CONCURRENCY} concurrent, real HTTP on ${base})`);
    line('add to cart (POST cart)', cartMs);
    line('order create (POST order_new)', orderMs);
  } finally {
    await app.close();
    await env.close();
  }
}
