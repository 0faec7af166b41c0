/** Shopper-language helpers for commerce tests: members in bulk, a valid receiver, cart and checkout calls. */
import crypto from 'node:crypto';
import type { TestApp } from './app';

export const ADDRESS = { username: '张三', telephone: '13900139000', province: '北京市', city: '北京市', county: '朝阳区', adrdetail: '建国路88号', postalCode: '100022' };
export const RECEIVER = { receiver_name: '张三', receiver_mobile: '13900139000', receiver_state: '北京市', receiver_city: '北京市', receiver_district: '朝阳区', receiver_address: '建国路88号' };

let seq = 0;
let mobiles = 0;

/** An HS256 member token with the claims auth.ts checks, signed with the test app's secret. */
export function memberToken(userId: number, secret = 'test-secret'): string {
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const body = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: `${userId}_espier_companyid_espier_1`, user_id: userId, company_id: 1, operator_type: 'user', iat: now, exp: now + 3600 })}`;
  return `${body}.${crypto.createHmac('sha256', secret).update(body).digest('base64url')}`;
}

/** n members created directly (no bcrypt, no login round trip): fast enough for hundreds. */
export async function members(t: TestApp, n: number): Promise<{ userId: number; token: string }[]> {
  const base = 15000000000 + mobiles;
  mobiles += n;
  const rows = await t.db.insertInto('members').values(Array.from({ length: n }, (_, i) => ({ mobile: String(base + i), password_hash: 'x', username: `m${base + i}` })))
    .returning('user_id').execute();
  return rows.map((r) => ({ userId: r.user_id, token: memberToken(r.user_id) }));
}

/** An on-sale SKU with its stock set to `store`. */
export async function stockedItem(t: TestApp, store: number, price?: number): Promise<{ item_id: number; price: number }> {
  const it = await t.db.selectFrom('items').select(['item_id', 'price']).where('approve_status', '=', 'onsale').where('store', '>', 0).orderBy('item_id').offset(seq++ % 20).limit(1).executeTakeFirstOrThrow();
  await t.db.updateTable('items').set({ store, ...(price ? { price } : {}) }).where('item_id', '=', it.item_id).execute();
  return { item_id: it.item_id, price: price ?? it.price };
}

export const storeOf = async (t: TestApp, itemId: number) => (await t.db.selectFrom('items').select('store').where('item_id', '=', itemId).executeTakeFirstOrThrow()).store;
export const pointsOf = async (t: TestApp, userId: number) => (await t.db.selectFrom('members').select('point').where('user_id', '=', userId).executeTakeFirstOrThrow()).point;

export async function addToCart(t: TestApp, token: string, itemId: number, num = 1, cartType: 'cart' | 'fastbuy' = 'cart') {
  const r = await t.call('POST', 'cart', { item_id: itemId, num, cart_type: cartType, shop_type: 'distributor' }, token);
  if (r.status !== 200) throw new Error(`add to cart failed: ${JSON.stringify(r.body)}`);
}

export const orderNew = (t: TestApp, token: string, params: Record<string, unknown> = {}) =>
  t.call('POST', 'order_new', { cart_type: 'cart', receipt_type: 'logistics', order_type: 'normal', ...RECEIVER, ...params }, token);

export const quote = (t: TestApp, token: string, params: Record<string, unknown> = {}) =>
  t.call('POST', 'getFreightFee', { cart_type: 'cart', receipt_type: 'logistics', order_type: 'normal', ...params }, token);
