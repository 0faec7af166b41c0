/**
 * What the original ECShopX desktop client (Nuxt 2, commit 8d4ed15) really sends, over real HTTP, encoded
 * by its own rules (axios-wire.ts): coupons at checkout with each item as JSON text, the cashier paying by
 * 预存款 and polling the order, 线下转账 before its voucher form and on its result page, the order detail's
 * pickup-code call for a delivery order, the order detail and after-sales pages after an application, and a
 * new member's registration and password reset through auth/reg.vue and auth/forget-password.vue.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { RECEIVER } from '../helpers/commerce';
import { operator, picture } from '../helpers/aftersales';
import { axiosQuery, clientRequest, type ClientAnswer, type Method } from './axios-wire';
import { LogSmsProvider } from '../../server/modules/account/sms/providers';

let t: TestApp;
// The SMS "sent" to a mobile is read from the development sender's inbox; the clock moves past the resend limit.
const sms = new LogSmsProvider(() => undefined);
let aheadMs = 0;
let port: number;
let token = '';

beforeAll(async () => {
  t = await createTestApp({ sms, clock: () => new Date(Date.now() + aheadMs) });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  token = await t.login();
});
afterAll(async () => { await t.close(); });

/** One request as the client's axios instance makes it (src/api/req.js). */
const client = (method: Method, path: string, params: Record<string, unknown> = {}, bearer = token): Promise<ClientAnswer> =>
  clientRequest(port, method, path, params, bearer);

async function ok(method: Method, path: string, params: Record<string, unknown> = {}) {
  const r = await client(method, path, params);
  expect(r.status, `${method} ${path} → ${JSON.stringify(r.data).slice(0, 300)}`).toBe(200);
  return r.data;
}

/** Cart → checkout as the client's checkout page sends it; returns the new order. */
async function placeOrder(num = 2) {
  const item = (await ok('GET', 'goods/items', { page: 1, pageSize: 5 })).list[0];
  await ok('POST', 'cart', { item_id: item.item_id, num, distributor_id: 0, shop_type: 'distributor', isAccumulate: false });
  const params = { distributor_id: 0, cart_type: 'cart', order_type: 'normal', pay_type: 'deposit', promotion: 'normal', receipt_type: 'logistics', not_use_coupon: 1, ...RECEIVER };
  const quote = await ok('POST', 'getFreightFee', params);
  return { item, quote, order: await ok('POST', 'order_new', params) };
}

describe('the original client at checkout and in the cashier', () => {
  it('lists usable coupons for checkout lines sent as JSON text (items[]={"item_id":…})', async () => {
    const item = (await ok('GET', 'goods/items', { page: 1, pageSize: 5 })).list[0];
    const claimable = (await ok('GET', 'getCardList', { page_no: 1, page_size: 999, end_date: 1 })).list.find((c: { title: string }) => c.title === '满99减10');
    await ok('GET', 'user/receiveCard', { card_id: claimable.card_id });
    const items = [{ item_id: item.item_id, price: item.price * 2, num: 2 }];
    const query = axiosQuery({ items });
    expect(query).toBe(`items[]=${encodeURIComponent(JSON.stringify(items[0])).replace(/%3A/g, ':').replace(/%2C/g, ',')}`);
    const base = { page_no: 1, page_size: 999, status: 1, is_checkout: true, cart_type: 'cart', distributor_id: 0, use_platform: 'mall', page_type: 'picker' };
    const asJson = await ok('GET', 'user/newGetCardList', { ...base, items });
    const coupon = asJson.list.find((c: { title: string }) => c.title === '满99减10');
    expect(coupon).toBeTruthy();
    // The same lines in bracket form give the same answer.
    const bracket = await client('GET', 'user/newGetCardList', { ...base, 'items[0][item_id]': item.item_id, 'items[0][num]': 2 });
    expect(bracket.status).toBe(200);
    expect(bracket.data.list.map((c: { card_id: number; valid?: unknown }) => c.card_id)).toEqual(asJson.list.map((c: { card_id: number }) => c.card_id));
    // Garbage is still refused in Chinese.
    const bad = await client('GET', 'user/newGetCardList', { ...base, items: ['{"item_id":"x"'] });
    expect(bad.status).toBe(422);
  });

  it('pays by 预存款 (pay_type=deposit&pay_channel=deposit) and the polled order turns PAYED', async () => {
    const before = (await ok('GET', 'member')).deposit;
    const { order } = await placeOrder(1);
    const methods = await ok('GET', 'trade/payment/list', { platform: 'pc' });
    expect(methods.map((m: { pay_type_code: string }) => m.pay_type_code)).toContain('deposit');
    const cashier = await ok('GET', `order_new/${order.order_id}`, { pay_type: 'wxpaypc' });
    expect(cashier.total_fee).toBe(order.total_fee);
    await ok('POST', 'payment', { order_id: order.order_id, pay_type: 'deposit', return_url: 'http://localhost:3000', pay_channel: 'deposit' });
    const polled = await ok('GET', `order/${order.order_id}`);
    expect(polled.orderInfo).toMatchObject({ order_status: 'PAYED', total_fee: order.total_fee, pay_type: 'deposit' });
    const member = await ok('GET', 'member');
    expect(member.deposit).toBe(before - order.total_fee);
    expect((await ok('GET', 'deposit/list')).list[0]).toMatchObject({ trade_type: 'pay', outcome: order.total_fee });
  });

  it('线下转账: POST payment pay_type=offline_pay&pay_channel=offline_pay answers before the voucher form, then the voucher moves the order', async () => {
    await t.db.insertInto('offline_bank_accounts').values({ bank_name: '招商银行', bank_account_name: '川香源食品有限公司', bank_account_no: '6225880212345678', is_default: true }).execute();
    const { order } = await placeOrder(1);
    const accounts = await ok('GET', 'order/offline/backaccount');
    const pay = await ok('POST', 'payment', { order_id: order.order_id, pay_type: 'offline_pay', return_url: 'http://localhost:3000', pay_channel: 'offline_pay' });
    expect(pay).toMatchObject({ pay_type: 'offline_pay', order_id: order.order_id, trade_info: { order_id: order.order_id } });
    expect((await ok('GET', `order/${order.order_id}`)).orderInfo.order_status).toBe('NOTPAY');
    // The voucher picture as the cashier's uploadImageFn sends it: token with filetype → 七牛 form (file first,
    // then token and key; no Bearer header) → bare {key} → `${domain}/${key}`.
    const { driver, token: form } = await ok('GET', 'espier/image_upload_token', { filetype: 'image', filename: 'v.png' });
    expect(driver).toBe('qiniu');
    const boundary = '----qiniu';
    const multipart = Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="v.png"\r\nContent-Type: image/png\r\n\r\n`), await picture(),
      Buffer.from(`\r\n--${boundary}\r\nContent-Disposition: form-data; name="token"\r\n\r\n${form.token}\r\n--${boundary}\r\nContent-Disposition: form-data; name="key"\r\n\r\n${form.key}\r\n--${boundary}--\r\n`)]);
    const up = await t.app.inject({ method: 'POST', url: new URL(form.host).pathname, payload: multipart, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
    expect(up.statusCode).toBe(200);
    const pic = { url: `${form.domain}/${up.json().key}` };
    const forged = await t.app.inject({ method: 'POST', url: new URL(form.host).pathname, payload: multipart.toString('latin1').replace(form.token, `${form.token.slice(0, -4)}0000`), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
    expect(forged.statusCode).toBe(422);
    await ok('POST', 'order/offline/upload/voucher', { pay_sn: 'SN100', total_fee: order.total_fee, transfer_remark: '', voucher_pic: [pic.url], order_id: order.order_id,
      bank_account_id: accounts.list[0].id, pay_fee: order.total_fee });
    expect((await ok('GET', `order/${order.order_id}`)).orderInfo.order_status).toBe('WAIT_PAID_CONFIRM');
  });

  it('线下转账 result page (finish/result.vue fetch): tradeInfo names the order before any trade exists, so 订单号 is shown', async () => {
    const { order } = await placeOrder(1);
    await ok('POST', 'payment', { order_id: order.order_id, pay_type: 'offline_pay', return_url: 'http://localhost:3000', pay_channel: 'offline_pay' });
    // result.vue: `const { tradeState, orderId } = tradeInfo; this.orderId = orderId` — 订单号 is tradeInfo.orderId.
    const { tradeInfo } = await ok('GET', `order/${order.order_id}`, { id: order.order_id });
    expect(tradeInfo).toMatchObject({ orderId: order.order_id, tradeState: 'NOTPAY', totalFee: order.total_fee });
  });

  it('the order detail asks ziticode for a delivery order: an empty answer, no error', async () => {
    const { order } = await placeOrder(1);
    expect(await client('GET', 'ziticode', { order_id: order.order_id })).toMatchObject({ status: 200, data: {} });
  });
});

describe('order detail after an after-sales application', () => {
  it('the applied line carries orderItem; aftersales/info prices the order', async () => {
    const { order } = await placeOrder(2);
    await ok('POST', 'payment', { order_id: order.order_id, pay_type: 'deposit', return_url: 'http://localhost:3000', pay_channel: 'deposit' });
    const detail = await ok('GET', `order/${order.order_id}`);
    const line = detail.orderInfo.items[0];
    const applied = await ok('POST', 'aftersales', { order_id: order.order_id, detail: [{ id: line.id, num: 1 }], aftersales_type: 'ONLY_REFUND', reason: '质量问题', description: '' });
    const after = (await ok('GET', `order/${order.order_id}`)).orderInfo;
    expect(after.create_time).toBeGreaterThan(0);
    expect(after.items[0]).toMatchObject({ aftersales_bn: applied.aftersales_bn, orderItem: { item_fee: line.item_fee, num: line.num } });
    const info = await ok('GET', 'aftersales/info', { aftersales_bn: applied.aftersales_bn });
    expect(info.order_info).toMatchObject({ order_id: order.order_id, item_fee: after.item_fee, freight_fee: after.freight_fee, point_fee: 0, discount_fee: after.discount_fee, freight_type: 'cash' });
    const op = await t.operatorToken();
    expect((await operator(t, op, applied.aftersales_bn, 'approve')).status).toBe(200);
  });
});

describe('线下转账 chosen at checkout, as the cashier and finish/result.vue read it', () => {
  it('order_new pay_type=offline_pay opens the cashier on the voucher form; after the voucher the result page reads pay_type offline_pay, check status 0', async () => {
    await t.db.insertInto('offline_bank_accounts').values({ bank_name: '建设银行', bank_account_name: '川香源食品有限公司', bank_account_no: '6217000012345678', is_default: true }).execute();
    const item = (await ok('GET', 'goods/items', { page: 1, pageSize: 5 })).list[1];
    await ok('POST', 'cart', { item_id: item.item_id, cart_type: 'fastbuy', num: 1, shop_type: 'distributor', distributor_id: 0 });
    // checkout.vue getParams() with 线下支付 picked.
    const order = await ok('POST', 'order_new', { distributor_id: 0, cart_type: 'fastbuy', order_type: 'normal', pay_type: 'offline_pay', promotion: 'normal', receipt_type: 'logistics',
      remark: '', point_use: 0, not_use_coupon: 1, coupon_discount: '', receiver_address: RECEIVER.receiver_address, receiver_city: RECEIVER.receiver_city,
      receiver_district: RECEIVER.receiver_district, receiver_mobile: RECEIVER.receiver_mobile, receiver_name: RECEIVER.receiver_name, receiver_state: RECEIVER.receiver_state });
    // cashier/index.vue getOrderInfo(): `if (pay_type == 'offline_pay') this.paymentType = pay_type` shows the voucher form.
    expect(await ok('GET', `order_new/${order.order_id}`, { pay_type: 'wxpaypc' })).toMatchObject({ pay_type: 'offline_pay', total_fee: order.total_fee });
    const accounts = await ok('GET', 'order/offline/backaccount');
    await ok('POST', 'payment', { order_id: order.order_id, pay_type: 'offline_pay', return_url: 'http://localhost:3000', pay_channel: 'offline_pay' });
    const pic = await memberPicture();
    await ok('POST', 'order/offline/upload/voucher', { pay_sn: 'SN200', total_fee: order.total_fee, transfer_remark: '', voucher_pic: [pic], order_id: order.order_id,
      bank_account_id: accounts.list.find((a: { is_default: string }) => a.is_default === '1').id, pay_fee: order.total_fee });
    // finish/result.vue: isOfflinePay = orderInfo.pay_type == 'offline_pay'; offlinePayCheckStatus == 0 → 待商家确认.
    const { orderInfo, tradeInfo } = await ok('GET', `order/${order.order_id}`, { id: order.order_id });
    expect(orderInfo).toMatchObject({ pay_type: 'offline_pay', offline_pay_check_status: 0, order_status: 'WAIT_PAID_CONFIRM', order_class: 'normal', offline_pay_name: '线下转账' });
    expect(tradeInfo).toMatchObject({ orderId: order.order_id });
    expect((await ok('GET', 'order/offline/get/voucher', { order_id: order.order_id })).check_status).toBe(0);
  });
});

/** A picture the member uploaded (the voucher form's upload), as its url. */
async function memberPicture() {
  const { token: form } = await ok('GET', 'espier/image_upload_token', { filetype: 'image', filename: 'v.png' });
  const boundary = '----qiniu';
  const multipart = Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="v.png"\r\nContent-Type: image/png\r\n\r\n`), await picture(),
    Buffer.from(`\r\n--${boundary}\r\nContent-Disposition: form-data; name="token"\r\n\r\n${form.token}\r\n--${boundary}\r\nContent-Disposition: form-data; name="key"\r\n\r\n${form.key}\r\n--${boundary}--\r\n`)]);
  const up = await t.app.inject({ method: 'POST', url: new URL(form.host).pathname, payload: multipart, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
  expect(up.statusCode).toBe(200);
  return `${form.domain}/${up.json().key}`;
}

describe('after-sales through the client\'s own pages (order-good.vue, aftersale-list.vue, aftersale.vue)', () => {
  it('applies from the order detail dialog, is listed under 待处理, its page prices the line, and 撤销申请 closes it', async () => {
    const { order } = await placeOrder(2);
    await ok('POST', 'payment', { order_id: order.order_id, pay_type: 'deposit', return_url: 'http://localhost:3000', pay_channel: 'deposit' });
    const before = (await ok('GET', `order/${order.order_id}`, { id: order.order_id })).orderInfo;
    expect(before.can_apply_aftersales).toBe(1);
    const line = before.items[0];
    // order-good.vue 售后确认: detail is JSON text, return_type '' for 仅退款.
    await ok('POST', 'aftersales', { order_id: order.order_id, detail: JSON.stringify([{ id: line.id, num: 1 }]), distributor_id: line.distributor_id ?? 0,
      aftersales_type: 'ONLY_REFUND', reason: '物流破损', description: '包装破损，花椒洒了', return_type: '' });
    // aftersale-list.vue getAftersalesList() on the 待处理 tab.
    const listed = await ok('GET', 'aftersales', { pageSize: 20, page: 1, order_type: 'normal', aftersales_status: 0 });
    const row = listed.list.find((a: { order_id: string }) => a.order_id === order.order_id);
    expect(row).toMatchObject({ aftersales_status: 0, distributor_info: { name: expect.any(String) }, detail: [{ item_id: line.item_id, num: 1 }] });
    // aftersale.vue (type=1): only aftersales_bn; its goods table shows each line's 小计 from item_fee.
    const info = await ok('GET', 'aftersales/info', { aftersales_bn: row.aftersales_bn });
    expect(info.progress).toBe(0);
    expect(info.detail[0].item_fee).toBe(line.item_fee / line.num);
    expect(info.order_info).toMatchObject({ order_id: order.order_id, order_class: 'normal' });
    // 撤销申请 → aftersales/close; the page reloads the info: 售后已关闭.
    await ok('POST', 'aftersales/close', { aftersales_bn: row.aftersales_bn });
    expect(await ok('GET', 'aftersales/info', { aftersales_bn: row.aftersales_bn })).toMatchObject({ aftersales_status: 4, progress: 7 });
    expect((await ok('GET', 'aftersales', { pageSize: 20, page: 1, order_type: 'normal', aftersales_status: 4 })).list.some((a: { aftersales_bn: string }) => a.aftersales_bn === row.aftersales_bn)).toBe(true);
  });
});

describe('a new member registers and resets the password through the client\'s own forms', () => {
  const lastCode = (mobile: string) => sms.inbox.find((m) => m.mobile === mobile)?.code ?? '';
  /** The picture code as the member reads it off the image (the server's stored answer). */
  async function picture4(type: string) {
    const { imageToken, imageData } = await ok('GET', 'member/image/code', { type });
    expect(imageData).toMatch(/^data:image\//);
    const row = await t.db.selectFrom('captcha_codes').select('answer').where('token', '=', imageToken).executeTakeFirstOrThrow();
    return { token: imageToken as string, yzm: row.answer };
  }

  it('auth/reg.vue: picture code, SMS code (mobile, type=sign, yzm, token), register with password2, then log in', async () => {
    const mobile = `1395${String(Date.now()).slice(-7)}`;
    const guest = '';
    const pic = await picture4('sign');
    const sent = await client('GET', 'member/sms/code', { mobile, type: 'sign', yzm: pic.yzm, token: pic.token }, guest);
    expect(sent.status).toBe(200);
    expect(lastCode(mobile)).toMatch(/^\d{6}$/);
    // authRegsiter(): {...info, user_type: 'local'} with the empty optional fields the form keeps.
    const reg = await client('POST', 'member', { mobile, password: 'Spice2026ok', password2: 'Spice2026ok', yzm: pic.yzm, vcode: lastCode(mobile), birthday: '', sex: '', user_type: 'local' }, guest);
    expect(reg.status, JSON.stringify(reg.data)).toBe(200);
    expect(reg.data.token).toBeTruthy();
    const login = await client('POST', 'login', { username: mobile, password: 'Spice2026ok' }, guest);
    expect(login.status).toBe(200);
    expect((await client('GET', 'member', {}, login.data.token)).data.memberInfo.mobile).toContain(mobile.slice(-4));

    // auth/forget-password.vue, past the 60-second resend limit: picture code, SMS (type=forgot_password), new password.
    aheadMs += 61_000;
    const pic2 = await picture4('forgot_password');
    expect((await client('GET', 'member/sms/code', { mobile, type: 'forgot_password', yzm: pic2.yzm, token: pic2.token }, guest)).status).toBe(200);
    const reset = await client('POST', 'member/reset/password', { mobile, password: 'Pepper2026new', vcode: lastCode(mobile) }, guest);
    expect(reset.status, JSON.stringify(reset.data)).toBe(200);
    expect((await client('POST', 'login', { username: mobile, password: 'Spice2026ok' }, guest)).status).toBe(422);
    expect((await client('POST', 'login', { username: mobile, password: 'Pepper2026new' }, guest)).data.token).toBeTruthy();
  });

  it('a wrong picture code sends nothing and says so in Chinese', async () => {
    const mobile = `1396${String(Date.now()).slice(-7)}`;
    const pic = await picture4('sign');
    const r = await client('GET', 'member/sms/code', { mobile, type: 'sign', yzm: pic.yzm === 'aaaa' ? 'bbbb' : 'aaaa', token: pic.token }, '');
    expect(r.status).toBe(422);
    expect(r.data.message).toMatch(/验证码/);
    expect(lastCode(mobile)).toBe('');
  });
});

describe('the points mall list page (pointitems/index.vue)', () => {
  it('reads pointsmall/setting screen (points ranges) and pointsmall/goods/category, and filters the list by them', async () => {
    // getShopConfig(): `const { pc_banner, screen: { point_section, … } } = await getTemplateConfig()`.
    const setting = await ok('GET', 'pointsmall/setting');
    expect(Array.isArray(setting.pc_banner)).toBe(true);
    expect(setting.screen).toMatchObject({ cat_openstatus: true, point_openstatus: true });
    for (const [from, to] of setting.screen.point_section) expect(from).toBeLessThan(to);
    // fetchCategory(): getCategory({ have_items: true }) → a tree whose leaves the filter lists.
    const goods = (await ok('GET', 'pointsmall/goods/items', { page: 1, pageSize: 50, item_type: 'normal' })).list as { item_id: number; item_point: number }[];
    expect(goods.length).toBeGreaterThan(0);
    const tree = await ok('GET', 'pointsmall/goods/category', { have_items: true });
    const leaves: { category_id: number; category_name: string }[] = [];
    const walk = (nodes: { category_id: number; category_name: string; children: never[] }[]) => nodes.forEach((n) => (n.children.length ? walk(n.children) : leaves.push(n)));
    walk(tree);
    expect(leaves.length).toBeGreaterThan(0);
    const inLeaves = await Promise.all(leaves.map(async (l) => (await ok('GET', 'pointsmall/goods/items', { page: 1, pageSize: 50, item_type: 'normal', category_id: l.category_id })).list.length));
    expect(inLeaves.every((n) => n > 0)).toBe(true);
    expect(inLeaves.reduce((a, b) => a + b, 0)).toBe(goods.length);
    // A 积分 range: start_price/end_price are points on this page.
    const cheapest = Math.min(...goods.map((g) => g.item_point));
    const ranged = (await ok('GET', 'pointsmall/goods/items', { page: 1, pageSize: 50, item_type: 'normal', start_price: 0, end_price: cheapest })).list as { item_point: number }[];
    expect(ranged.length).toBeGreaterThan(0);
    expect(ranged.every((g) => g.item_point <= cheapest)).toBe(true);
    // 价格升序 / 价格降序 (goodsSort 3 / 2) order by points.
    const asc = (await ok('GET', 'pointsmall/goods/items', { page: 1, pageSize: 50, item_type: 'normal', goodsSort: '3' })).list.map((g: { item_point: number }) => g.item_point);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await ok('GET', 'pointsmall/goods/items', { page: 1, pageSize: 50, item_type: 'normal', goodsSort: '2' })).list.map((g: { item_point: number }) => g.item_point);
    expect(desc).toEqual([...asc].reverse());
    expect((await client('GET', 'pointsmall/goods/category', { have_items: 'maybe' })).status).toBe(422);
  });
});
