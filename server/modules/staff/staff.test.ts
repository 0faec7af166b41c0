/**
 * Staff through the public API: work-number login, the staff flag, staff badges and prices on the item
 * page, staff prices in the cart and the order, and the order's own price check racing a staff change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../../tests/helpers/app';
import { RECEIVER, addToCart, members, orderNew, storeOf } from '../../../tests/helpers/commerce';
import { DEMO_STAFF } from '../../seed/shops.server';
import { PRICE_CHANGED } from './staff-price';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(() => t.close());

/** A staff-goods SKU with a known price, staff price and stock. */
async function staffItem(store: number, price = 5000, staffPrice = 3000) {
  const it = await t.db.selectFrom('items as i').innerJoin('goods as g', 'g.goods_id', 'i.goods_id').select(['i.item_id', 'i.goods_id'])
    .where('g.staff_goods', '=', true).where('g.is_gift', '=', false).where('i.approve_status', '=', 'onsale').orderBy('i.item_id', 'desc').offset(Math.floor(Math.random() * 10)).limit(1).executeTakeFirstOrThrow();
  await t.db.updateTable('items').set({ store, price, staff_price: staffPrice }).where('item_id', '=', it.item_id).execute();
  return it;
}
async function staffMember() {
  const [m] = await members(t, 1);
  await t.db.updateTable('members').set({ is_staff: true }).where('user_id', '=', m.userId).execute();
  return m;
}

describe('staff login', () => {
  it('logs in with work number and password as a member flagged is_staff', async () => {
    const res = await t.call('POST', 'staff/login', { work_id: DEMO_STAFF.work_id, password: DEMO_STAFF.password });
    expect(res.status).toBe(200);
    const info = await t.call('GET', 'member', {}, res.body.data.token);
    expect(info.body.data.is_staff).toBe('1');
  });

  it('refuses bad input in Chinese and tells nobody which part was wrong', async () => {
    expect((await t.call('POST', 'staff/login', { password: 'abc12345' })).body.data.message).toBe('请输入工号');
    expect((await t.call('POST', 'staff/login', { work_id: DEMO_STAFF.work_id })).body.data.message).toBe('请输入密码');
    expect((await t.call('POST', 'staff/login', { work_id: DEMO_STAFF.work_id, password: 'wrong12345' })).body.data.message).toBe('用户名或密码错误');
    expect((await t.call('POST', 'staff/login', { work_id: 'NOPE99', password: 'abc12345' })).body.data.message).toBe('用户名或密码错误');
    expect((await t.call('POST', 'staff/login', { work_id: 'x'.repeat(40), password: 'abc12345' })).status).toBe(422);
  });

  it('the operator creates and disables staff; disabling clears the flag and ends the session', async () => {
    const op = await t.operatorToken();
    const admin = (method: 'GET' | 'POST', url: string, payload?: object) => t.app.inject({ method, url: `/api/admin${url}`, headers: { authorization: `Bearer ${op}` }, payload });
    const bad = await admin('POST', '/staff', { work_id: 'A1', name: '李四', mobile: '13700001111', password: 'short' });
    expect(bad.json().data.message).toBe('8-20位密码，必须为数字和字母混合');
    const created = await admin('POST', '/staff', { work_id: 'CX9001', name: '李四', mobile: '13700001111', password: 'abc12345' });
    expect(created.statusCode).toBe(200);
    expect((await admin('POST', '/staff', { work_id: 'CX9001', name: '李四', mobile: '13700001112', password: 'abc12345' })).json().data.message).toBe('工号已存在');
    const token = (await t.call('POST', 'staff/login', { work_id: 'CX9001', password: 'abc12345' })).body.data.token;
    await admin('POST', `/staff/${created.json().data.staff_id}/disable`);
    expect((await t.call('GET', 'member', {}, token)).status).toBe(401);
    expect((await t.call('POST', 'staff/login', { work_id: 'CX9001', password: 'abc12345' })).body.data.message).toBe('该账号已被禁用.');
    const row = await t.db.selectFrom('members').select('is_staff').where('mobile', '=', '13700001111').executeTakeFirstOrThrow();
    expect(row.is_staff).toBe(false);
  });
});

describe('staff prices', () => {
  it('item page shows product type and staff price to staff only; cart and order charge it', async () => {
    const it1 = await staffItem(50);
    const staff = await staffMember();
    const [shopper] = await members(t, 1);
    const forStaff = (await t.call('GET', `goods/items/${it1.item_id}`, {}, staff.token)).body.data;
    expect(forStaff).toMatchObject({ staff_goods: 1, staff_price: 3000, price: 5000 });
    expect(forStaff.product_type).toMatch(/normal|sale|bag/);
    const forShopper = (await t.call('GET', `goods/items/${it1.item_id}`, {}, shopper.token)).body.data;
    expect(forShopper.staff_price).toBeUndefined();
    expect(forShopper.staff_goods).toBe(1);

    await addToCart(t, staff.token, it1.item_id, 2);
    const cart = (await t.call('GET', 'cart/list', {}, staff.token)).body.data.valid_cart[0].list[0];
    expect(cart).toMatchObject({ price: 3000, original_price: 5000, total_fee: 6000 });
    const order = await orderNew(t, staff.token, { 'items[0][price]': 1, total_fee: 1 });
    expect(order.status).toBe(200);
    const line = await t.db.selectFrom('order_items').select(['price', 'num']).where('order_id', '=', order.body.data.order_id).executeTakeFirstOrThrow();
    expect(line).toEqual({ price: 3000, num: 2 });
  });

  it('concurrent staff orders on scarce stock: never oversold, every line at the staff price', async () => {
    const it1 = await staffItem(5, 4000, 2500);
    const buyers = await members(t, 12);
    await t.db.updateTable('members').set({ is_staff: true }).where('user_id', 'in', buyers.map((b) => b.userId)).execute();
    for (const b of buyers) await addToCart(t, b.token, it1.item_id, 1);
    const results = await Promise.all(buyers.map((b) => orderNew(t, b.token, RECEIVER)));
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(5);
    for (const r of results.filter((x) => x.status !== 200)) expect(r.body.data.message).toMatch(/库存不足/);
    expect(await storeOf(t, it1.item_id)).toBe(0);
    const lines = await t.db.selectFrom('order_items').select('price').where('order_id', 'in', ok.map((r) => r.body.data.order_id)).execute();
    expect(lines.map((l) => l.price)).toEqual([2500, 2500, 2500, 2500, 2500]);
  });

  it('a staff flag revoked while the order is being written: the order waits, sees it and is refused, stock unchanged', async () => {
    const it1 = await staffItem(20, 6000, 3600);
    const staff = await staffMember();
    await addToCart(t, staff.token, it1.item_id, 1);
    let commit!: () => void;
    const held = new Promise<void>((r) => { commit = r; });
    const revoke = t.db.transaction().execute(async (trx) => {
      await trx.updateTable('members').set({ is_staff: false }).where('user_id', '=', staff.userId).execute();
      await held;
    });
    const order = orderNew(t, staff.token, RECEIVER);
    // Wait until the order's transaction is blocked on the member row, then let the revocation commit.
    for (let i = 0; i < 200; i++) {
      const waiting = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`.execute(t.db);
      if (waiting.rows[0].n > 0) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    commit();
    await revoke;
    const res = await order;
    expect(res.status).toBe(422);
    expect(res.body.data.message).toBe(PRICE_CHANGED);
    expect(await storeOf(t, it1.item_id)).toBe(20);
    // Asked again, the cart shows (and the order charges) the normal price.
    const again = await orderNew(t, staff.token, RECEIVER);
    const line = await t.db.selectFrom('order_items').select('price').where('order_id', '=', again.body.data.order_id).executeTakeFirstOrThrow();
    expect(line.price).toBe(6000);
  });

  it('the operator sets product type and staff prices; bad values are refused in Chinese', async () => {
    const op = await t.operatorToken();
    const it1 = await staffItem(10);
    const put = (payload: object) => t.app.inject({ method: 'PUT', url: `/api/admin/staff/goods/${it1.goods_id}`, headers: { authorization: `Bearer ${op}` }, payload });
    expect((await put({ product_type: 'gift' })).json().data.message).toBe('商品类型只能是 normal、sale 或 bag');
    expect((await put({ items: [{ item_id: it1.item_id, staff_price: -1 }] })).json().data.message).toBe('员工价必须是以分为单位的非负整数');
    const ok = await put({ product_type: 'bag', items: [{ item_id: it1.item_id, staff_price: 1234 }] });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.product_type).toBe('bag');
    expect(ok.json().data.items.find((i: { item_id: number }) => i.item_id === it1.item_id).staff_price).toBe(1234);
  });
});
