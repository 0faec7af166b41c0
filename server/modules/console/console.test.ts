/**
 * The console's admin API through the real app and PostgreSQL: goods with specs and SKUs, shelf and the
 * page rebuilds it triggers, categories, orders, members and points, coupons, settings with write-only
 * keys, role refusals, and the operation log with before → after.
 */
import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/app';
import { members, pointsOf } from '../../../tests/helpers/commerce';
import { paidOrder } from '../../../tests/helpers/aftersales';

let t: TestApp;
let boss: string;
const rebuilt: number[][] = [];
beforeAll(async () => {
  t = await createTestApp({ onCatalogChange: async (ids) => { rebuilt.push(ids); return { pages: ids.map((i) => `items/${i}`), ms: 0 }; } });
  boss = await t.operatorToken();
});
afterAll(async () => { await t.close(); });

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
async function admin(method: Method, url: string, payload?: Record<string, unknown>, token = boss) {
  const res = await t.app.inject({ method, url: `/api/admin/${url}`, payload, headers: { authorization: `Bearer ${token}` } });
  return { status: res.statusCode, body: res.json(), data: res.json().data };
}
async function runner() {
  const name = `runner${Math.floor(Math.random() * 1e6)}`;
  await admin('POST', 'operators', { username: name, password: 'secret-pass-1', role: 'operator' });
  const r = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username: name, password: 'secret-pass-1' } });
  return r.json().data.token as string;
}
const firstCategory = async () => (await t.db.selectFrom('categories').select('category_id').orderBy('category_id').executeTakeFirstOrThrow()).category_id;
const spicyGoods = async (bn: string) => ({
  goods_bn: bn, item_name: '藤椒油 礼盒', brief: '青花椒冷榨', category_id: await firstCategory(), brand: '川香源', tags: ['新品'],
  pics: ['/media/seed/goods-1.png'], intro: '<p>香麻<script>alert(1)</script><img src="x" onerror="alert(1)"></p>', approve_status: 'offline_sale',
  specs: [{ name: '容量', values: ['250ml', '500ml'] }, { name: '包装', values: ['瓶装', '礼盒'] }],
  skus: [['250ml', '瓶装', 2990], ['250ml', '礼盒', 3990], ['500ml', '瓶装', 4990], ['500ml', '礼盒', 5990]].map(([a, b, price], i) => ({ item_bn: `${bn}-${i}`, spec_values: [a, b], price, market_price: (price as number) + 1000, store: 10 + i })),
});

describe('goods', () => {
  it('creates a goods with two specs and four SKUs, sanitises the description, audits it, and rebuilds its pages when put on shelf', async () => {
    const created = await admin('POST', 'goods', await spicyGoods('TJY01'));
    expect(created.status).toBe(200);
    const g = created.data;
    expect(g.skus).toHaveLength(4);
    expect(g.specs).toHaveLength(2);
    expect(g.specs).toEqual(expect.arrayContaining([{ name: '容量', values: ['250ml', '500ml'] }, { name: '包装', values: ['瓶装', '礼盒'] }]));
    expect(g.intro).not.toMatch(/script|onerror/);
    expect(g.intro).toContain('香麻');
    // Off shelf: not sold to shoppers.
    const itemId = g.skus[0].item_id;
    expect((await t.call('GET', `goods/items/${itemId}`)).body.data.message).toBe('商品不存在或者已下架');

    const on = await admin('POST', 'goods/shelf', { goods_ids: [g.goods_id], approve_status: 'onsale' });
    expect(on.data.approve_status).toBe('onsale');
    expect(rebuilt.at(-1)!.sort()).toEqual(g.skus.map((s: { item_id: number }) => s.item_id).sort());
    const shown = (await t.call('GET', `goods/items/${itemId}`)).body.data;
    expect(shown.spec_items).toHaveLength(4);
    expect(shown.spec_items.map((s: { price: number }) => s.price).sort()).toEqual([2990, 3990, 4990, 5990]);

    const log = (await admin('GET', `operation-logs?entity=goods&entity_id=${g.goods_id}`)).data.list;
    expect(log.map((l: { action: string }) => l.action)).toEqual(['商品上架', '新增商品']);
    expect(log[1]).toMatchObject({ before: null, after: { goods_id: g.goods_id, item_name: '藤椒油 礼盒' } });
    expect(log[0]).toMatchObject({ operator_name: 'admin', before: [{ goods_id: g.goods_id, approve_status: 'offline_sale' }], after: [{ goods_id: g.goods_id, approve_status: 'onsale' }] });
  });

  it('an edit keeps SKU ids by item code, changes prices, and logs before → after', async () => {
    const g = (await admin('POST', 'goods', await spicyGoods('TJY02'))).data;
    const input = await spicyGoods('TJY02');
    input.skus[0].price = 1990;
    input.skus.pop();
    const edited = await admin('PUT', `goods/${g.goods_id}`, input);
    expect(edited.status).toBe(200);
    expect(edited.data.skus.map((s: { item_id: number }) => s.item_id)).toEqual(g.skus.slice(0, 3).map((s: { item_id: number }) => s.item_id));
    expect(edited.data.skus[0].price).toBe(1990);
    expect(rebuilt.at(-1)).toContain(g.skus[3].item_id);
    const log = (await admin('GET', `operation-logs?entity=goods&entity_id=${g.goods_id}`)).data.list[0];
    expect([log.action, log.before.skus[0].price, log.after.skus[0].price]).toEqual(['编辑商品', 2990, 1990]);
  });

  it('bad input is refused in Chinese with the field named, and changes nothing', async () => {
    const count = async () => Number((await t.db.selectFrom('goods').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ item_name: '' }, '请填写商品名称', 'item_name'],
      [{ pics: [] }, '请上传至少一张商品图片', 'pics'],
      [{ pics: ['javascript:alert(1)'] }, '图片地址不合法', 'pics[0]'],
      [{ category_id: 999999 }, '分类不存在', 'category_id'],
      [{ skus: [] }, '请至少添加一个SKU', 'skus'],
      // A value of the wrong shape gets zod's own check: in Chinese too, with the field named.
      [{ intro: ['<p>x</p>'] }, '参数 intro 格式不正确', 'intro'],
      [{ brief: { a: 1 } }, '参数 brief 格式不正确', 'brief'],
    ];
    for (const [patch, message, field] of cases) {
      const r = await admin('POST', 'goods', { ...(await spicyGoods('BAD01')), ...patch });
      expect([r.status, r.data.message, Object.keys(r.data.errors ?? {})[0]]).toEqual([422, message, field]);
    }
    const wrongSpec = await spicyGoods('BAD02');
    wrongSpec.skus[1].spec_values = ['250ml', '铁罐'];
    expect((await admin('POST', 'goods', wrongSpec)).data.message).toBe('第2个SKU的规格值“铁罐”不在规格“包装”中');
    const negative = await spicyGoods('BAD03');
    negative.skus[0].store = -1;
    expect((await admin('POST', 'goods', negative)).data.message).toBe('库存不能为负数');
    const taken = await spicyGoods('BAD04');
    taken.skus[0].item_bn = 'TJY01-0';
    expect((await admin('POST', 'goods', taken)).data.message).toBe('货号“TJY01-0”已被其他商品使用');
    expect(await count()).toBe(before);
    expect((await admin('GET', 'goods?keywords=TJY01')).data.list).toHaveLength(1);
    expect((await admin('GET', 'goods?approve_status=sold')).status).toBe(422);
  });
});

describe('two operators at once', () => {
  it('the same new goods saved at once by several operators is made once; the others are told in Chinese, never a 500', async () => {
    const body = await spicyGoods(`RACE${Math.floor(Math.random() * 1e6)}`);
    const answers = await Promise.all(Array.from({ length: 6 }, () => admin('POST', 'goods', body)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect([409, 422]).toContain(a.status);
      expect(a.data.message).toMatch(/已被其他商品使用|已存在|请刷新后重试/);
    }
    expect(await t.db.selectFrom('goods').select('goods_id').where('goods_bn', '=', body.goods_bn).execute()).toHaveLength(1);
  });
});

describe('categories and brands', () => {
  it('adds a child, reorders siblings, refuses deleting a used category', async () => {
    const root = await firstCategory();
    const a = (await admin('POST', 'categories', { category_name: '香油', parent_id: root })).data;
    const b = (await admin('POST', 'categories', { category_name: '藤椒', parent_id: root })).data;
    expect(a.category_level).toBe(2);
    const siblings = (await t.db.selectFrom('categories').select('category_id').where('parent_id', '=', root).orderBy('sort').orderBy('category_id').execute()).map((r) => r.category_id);
    const order = [b.category_id, ...siblings.filter((x) => x !== b.category_id)];
    expect((await admin('POST', 'categories/reorder', { parent_id: root, ids: order })).status).toBe(200);
    const tree = (await admin('GET', 'categories')).data.list;
    expect(tree.find((c: { category_id: number }) => c.category_id === root).children[0].category_name).toBe('藤椒');
    expect((await admin('POST', 'categories/reorder', { parent_id: root, ids: [b.category_id] })).data.message).toBe('排序须包含该级全部分类');
    expect((await admin('DELETE', `categories/${root}`)).data.message).toBe('请先删除该分类下的子分类');
    expect((await admin('DELETE', `categories/${a.category_id}`)).status).toBe(200);
    expect((await admin('POST', 'categories', { category_name: '' })).status).toBe(422);
  });

  it('brands are unique by name', async () => {
    expect((await admin('POST', 'brands', { brand_name: '蜀香' })).status).toBe(200);
    expect((await admin('POST', 'brands', { brand_name: '蜀香' })).data.message).toBe('品牌已存在');
  });
});

describe('orders', () => {
  it('lists by state, ships with logistics the member sees, remarks, and cancels with a reason', async () => {
    const { orderId, m } = await paidOrder(t, boss, [{ price: 1000, num: 1 }]);
    const paid = (await admin('GET', 'orders?order_status=PAYED')).data.list;
    expect(paid.map((o: { order_id: string }) => o.order_id)).toContain(orderId);
    expect((await admin('GET', 'orders?order_status=LOST')).status).toBe(422);
    const bad = await admin('POST', `orders/${orderId}/ship`, { delivery_corp_name: '顺丰速运', delivery_code: '短' });
    expect([bad.status, bad.data.message]).toEqual([422, '请填写正确的快递单号']);
    expect((await admin('POST', `orders/${orderId}/ship`, { delivery_corp_name: '顺丰速运', delivery_code: 'SF0000123456' })).data.order_status).toBe('WAIT_BUYER_CONFIRM');
    const mine = (await t.call('GET', `order/${orderId}`, {}, m.token)).body.data.orderInfo;
    expect([mine.delivery_corp_name, mine.delivery_code]).toEqual(['顺丰速运', 'SF0000123456']);
    expect((await admin('PUT', `orders/${orderId}/remark`, { remark: '客户要求周末送达' })).data.operator_remark).toBe('客户要求周末送达');
    expect((await admin('GET', `orders/${orderId}`)).data.operator_remark).toBe('客户要求周末送达');
    expect((await admin('POST', `orders/${orderId}/cancel`, { reason: '缺货' })).data.message).toBe('订单当前状态不能取消');

    const other = await paidOrder(t, boss, [{ price: 500, num: 1 }]);
    expect((await admin('POST', `orders/${other.orderId}/cancel`, { reason: '' })).data.message).toBe('请填写取消原因');
    expect((await admin('POST', `orders/${other.orderId}/cancel`, { reason: '缺货' })).data.order_status).toBe('CANCEL');
    const row = await t.db.selectFrom('orders').select('cancel_reason').where('order_id', '=', other.orderId).executeTakeFirstOrThrow();
    expect(row.cancel_reason).toBe('商家取消：缺货');
  });
});

describe('members and points', () => {
  it('adjusts points with a reason the member sees in the journal; parallel take-aways never overdraw', async () => {
    const [m] = await members(t, 1);
    expect((await admin('POST', `members/${m.userId}/points`, { points: 100, reason: '活动补偿' })).data.point).toBe(100);
    const journal = (await t.call('GET', 'point/member', { page: 1, pageSize: 10 }, m.token)).body.data;
    expect(JSON.stringify(journal)).toContain('后台调整：活动补偿');
    expect((await admin('POST', `members/${m.userId}/points`, { points: 10 })).data.message).toBe('请填写调整原因');
    expect((await admin('POST', `members/${m.userId}/points`, { points: 'many', reason: 'x' })).status).toBe(422);
    const takes = await Promise.all(Array.from({ length: 8 }, () => admin('POST', `members/${m.userId}/points`, { points: -30, reason: '纠正' })));
    expect(takes.filter((r) => r.status === 200)).toHaveLength(3);
    expect(takes.filter((r) => r.status !== 200).every((r) => r.data.message.startsWith('积分不足'))).toBe(true);
    expect(await pointsOf(t, m.userId)).toBe(10);
  });

  it('changes the grade, disables (ending sessions) and searches', async () => {
    const [m] = await members(t, 1);
    const mobile = (await t.db.selectFrom('members').select('mobile').where('user_id', '=', m.userId).executeTakeFirstOrThrow()).mobile;
    expect((await admin('PUT', `members/${m.userId}`, { grade_id: 3 })).data.grade_id).toBe(3);
    expect((await admin('PUT', `members/${m.userId}`, { grade_id: 9 })).data.message).toBe('会员等级不存在');
    expect((await admin('PUT', `members/${m.userId}`, { disabled: true })).data.disabled).toBe(true);
    expect((await t.call('GET', 'member', {}, m.token)).status).toBe(401);
    expect((await admin('GET', `members?keywords=${mobile}`)).data.list.map((r: { user_id: number }) => r.user_id)).toEqual([m.userId]);
  });
});

describe('coupons', () => {
  it('creates, validates in Chinese, lists for shoppers, and refuses deleting a claimed one', async () => {
    const base = { title: '满100减20', card_type: 'cash', reduce_cost: 2000, least_cost: 10000, quantity: 100, get_limit: 1, begin_date: '2020-01-01T00:00:00Z', end_date: '2099-01-01T00:00:00Z' };
    const c = (await admin('POST', 'coupons', base)).data;
    expect(c.card_id).toBeGreaterThan(0);
    expect((await admin('POST', 'coupons', { ...base, end_date: '2019-01-01' })).data.message).toBe('结束时间必须晚于开始时间');
    expect((await admin('POST', 'coupons', { ...base, card_type: 'gift' })).data.message).toBe('优惠券类型只能是满减券或折扣券');
    expect((await admin('POST', 'coupons', { ...base, reduce_cost: 20000 })).data.message).toBe('减免金额不能大于使用门槛');
    const shopper = (await t.call('GET', 'getCardList', { page: 1, pageSize: 50 })).body.data.list;
    expect(shopper.map((x: { title: string }) => x.title)).toContain('满100减20');
    const [m] = await members(t, 1);
    expect((await t.call('GET', 'user/receiveCard', { card_id: c.card_id }, m.token)).status).toBe(200);
    expect((await admin('PUT', `coupons/${c.card_id}`, { ...base, quantity: 0 })).data.message).toBe('发放总量至少为1');
    expect((await admin('DELETE', `coupons/${c.card_id}`)).data.message).toBe('已有会员领取该优惠券，不能删除，可结束发放');
  });
});

describe('settings and roles', () => {
  it('payment keys are write-only, 管理员 only; a switched-off method leaves the cashier', async () => {
    const garbage = await admin('PUT', 'settings/payment/keys', { ALIPAY_APP_ID: '2021000000000001', ALIPAY_PRIVATE_KEY: 'super-secret-key' });
    expect(garbage.data.message).toBe('密钥格式不正确：ALIPAY_PRIVATE_KEY');
    const pem = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const secret = pem.split('\n')[5];
    const set = await admin('PUT', 'settings/payment/keys', { ALIPAY_APP_ID: '2021000000000001', ALIPAY_PRIVATE_KEY: pem });
    expect(set.data.configured.ALIPAY_APP_ID).toBe(true);
    expect(set.data.configured.ALIPAY_PRIVATE_KEY).toBe(true);
    const all = await admin('GET', 'settings');
    expect(JSON.stringify(all.body)).not.toContain(secret);
    expect(JSON.stringify((await admin('GET', 'operation-logs?keywords=' + encodeURIComponent('支付密钥'))).body)).not.toContain(secret);
    const op = await runner();
    const refused = await admin('PUT', 'settings/payment/keys', { ALIPAY_APP_ID: 'x' }, op);
    expect([refused.status, refused.data.message]).toEqual([403, '没有权限：仅管理员可以进行此操作']);
    expect((await admin('GET', 'operators', undefined, op)).status).toBe(403);
    expect((await admin('PUT', 'settings/payment', { wxpaypc: true, alipay: true, testpay: false }, op)).status).toBe(200);
    const methods = (await t.call('GET', 'trade/payment/list')).body.data.map((p: { pay_type_code: string }) => p.pay_type_code);
    expect(methods).not.toContain('testpay');
    await admin('PUT', 'settings/payment', { wxpaypc: true, alipay: true, testpay: true });
    expect((await admin('PUT', 'settings/payment/keys', { ALIPAY_APP_ID: '', ALIPAY_PRIVATE_KEY: '' })).data.configured.ALIPAY_PRIVATE_KEY).toBe(false);
  });

  it('site, point rule and hot words are validated in Chinese', async () => {
    expect((await admin('PUT', 'settings/site', { site_name: '', logo: '', login_background: '', mobile_redirect: '', statistics_id: '' })).data.message).toBe('请填写站点名称');
    expect((await admin('PUT', 'settings/site', { site_name: '川香源', logo: 'https://evil.example/x.png', login_background: '', mobile_redirect: '', statistics_id: '' })).data.message).toBe('Logo请通过上传设置');
    expect((await admin('PUT', 'settings/point_rule', { enabled: true, gain_point: 2, deduct_point: 0, deduct_proportion_limit: 50 })).data.message).toBe('多少积分抵1元必须在1到10000之间');
    expect((await admin('PUT', 'settings/hot_words', { words: ['花椒', '麻辣'] })).data.words).toEqual(['花椒', '麻辣']);
    expect((await admin('PUT', 'settings/nothing', {})).status).toBe(404);
  });
});
