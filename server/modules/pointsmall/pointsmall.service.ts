/**
 * The points mall (积分商城): catalogue SKUs priced in points, optionally plus cash. An exchange is one
 * transaction: stock taken with a guarded UPDATE, points spent with the guarded spend of the points
 * module (the balance never goes negative), the per-member limit claimed under the member's row lock,
 * and an order of class `pointsmall` written (paid at once when there is no cash part). Cancelling an
 * unpaid order returns points and stock through the order's own state machine.
 */
import { sql } from 'kysely';
import type { Database } from '../../db/database.server';
import { BizError, notFound } from '../../http/errors';
import { spendPoints } from '../points/points.service';
import { currentPointRule } from '../points/rule.service';
import { newOrderId } from '../checkout/steps/write-order';
import { resolveReceiver } from '../checkout/steps/receiver';
import { payOrder } from '../order/order.actions';
import { purchasedNum, recordClaims } from '../promotion/claims';
import { categoryTree, type CategoryNode } from '../catalog/catalog.service';

export const POINTSMALL = 'pointsmall';
const MAX_NUM = 99;

export async function rows(db: Database, itemId?: number) {
  let q = db.selectFrom('pointsmall_goods as p').innerJoin('items as i', 'i.item_id', 'p.item_id').innerJoin('goods as g', 'g.goods_id', 'i.goods_id')
    .select(['p.id', 'p.item_id', 'p.point', 'p.cash', 'p.limit_num', 'i.goods_id', 'g.item_name', 'g.brief', 'g.pics', 'g.intro', 'i.price', 'i.market_price', 'i.store', 'g.distributor_id', 'g.category_id', 'g.sales', 'p.created_at'])
    .where('p.enabled', '=', true).where('i.approve_status', '=', 'onsale').where('g.approve_status', '=', 'onsale');
  if (itemId) q = q.where('p.item_id', '=', itemId);
  return q.orderBy('p.sort').orderBy('p.id').execute();
}
export type Row = Awaited<ReturnType<typeof rows>>[number];

export const card = ({ intro: _intro, created_at: _created, ...r }: Row) => ({ ...r, pointsmall_id: r.id, item_point: r.point, cash_price: r.cash, price: r.cash, original_price: r.price, pic: r.pics[0] ?? '' });

/** What the points mall's list page filters by (its category, a points range, words of the name). */
export interface PointGoodsFilter { categoryId?: number; minPoint?: number; maxPoint?: number; keywords?: string; sort?: number }

/** goodsSort as the catalogue list has it (1 销量, 2/3 price high→low/low→high, 4 上新); here the price is points. */
export const POINT_SORTS: Record<number, (a: Row, b: Row) => number> = {
  1: (a, b) => b.sales - a.sales, 2: (a, b) => b.point - a.point, 3: (a, b) => a.point - b.point,
  4: (a, b) => new Date(b.created_at).getTime() - new Date(a.created_at).getTime(),
};

export async function listPointGoods(db: Database, page: number, size: number, f: PointGoodsFilter = {}) {
  const words = f.keywords?.trim().toLowerCase() ?? '';
  const all = (await rows(db)).filter((r) => (!f.categoryId || r.category_id === f.categoryId)
    && (f.minPoint === undefined || r.point >= f.minPoint) && (f.maxPoint === undefined || r.point <= f.maxPoint)
    && (!words || r.item_name.toLowerCase().includes(words)));
  const order = f.sort ? POINT_SORTS[f.sort] : undefined;
  if (order) all.sort(order);
  return { list: all.slice((page - 1) * size, page * size).map(card), total_count: all.length };
}

/** Points ranges the list page offers as 积分 filters ([from, to] each). */
export const POINT_SECTIONS: [number, number][] = [[0, 500], [500, 1000], [1000, 3000], [3000, 10000]];

/**
 * The category tree the points mall's filter shows (`pointsmall/goods/category`): with `haveItems`, only the
 * branches that hold an exchangeable goods.
 */
export async function pointGoodsCategories(db: Database, haveItems: boolean) {
  const tree = await categoryTree(db);
  if (!haveItems) return tree;
  const used = new Set((await rows(db)).map((r) => r.category_id));
  const prune = (nodes: CategoryNode[]): CategoryNode[] => nodes
    .map((n) => ({ ...n, children: prune(n.children) }))
    .filter((n) => used.has(n.category_id) || n.children.length > 0);
  return prune(tree);
}

export async function pointGoods(db: Database, itemId: number, userId?: number) {
  const [r] = await rows(db, itemId);
  if (!r) throw notFound('积分商品不存在或已下架');
  const member = userId ? await db.selectFrom('members').select('point').where('user_id', '=', userId).executeTakeFirst() : undefined;
  const bought = userId && r.limit_num ? await purchasedNum(db, userId, POINTSMALL, r.id) : 0;
  return { ...card(r), intro: r.intro, user_point: member?.point ?? null, bought_num: bought };
}

/** The SKU's spec as order lines carry it ("包装:袋装,规格:100g", the cart's order): which of the goods' SKUs is exchanged. */
export async function specDescOf(db: Database, itemId: number): Promise<string> {
  const { spec } = await db.selectFrom('items').select('spec').where('item_id', '=', itemId).executeTakeFirstOrThrow();
  if (!spec.length) return '';
  const names = await db.selectFrom('spec_values as v').innerJoin('specs as s', 's.spec_id', 'v.spec_id').select(['v.spec_value_id', 'v.spec_value_name', 's.spec_name'])
    .where('v.spec_value_id', 'in', spec.map((x) => x.spec_value_id)).execute();
  return [...spec].sort((a, b) => b.spec_id - a.spec_id).map((x) => names.find((n) => n.spec_value_id === x.spec_value_id))
    .flatMap((n) => (n ? [`${n.spec_name}:${n.spec_value_name}`] : [])).join(',');
}

export interface ExchangeQuote { goods: Row; num: number; point_total: number; cash_total: number; user_point: number }

/** What an exchange of `num` costs, refused in Chinese when it cannot happen now. */
export async function quoteExchange(db: Database, userId: number, itemId: number, num: number): Promise<ExchangeQuote> {
  if (!Number.isInteger(num) || num < 1 || num > MAX_NUM) throw new BizError(`兑换数量必须在1到${MAX_NUM}之间`);
  const [goods] = await rows(db, itemId);
  if (!goods) throw new BizError('积分商品不存在或已下架');
  if (goods.store < num) throw new BizError(`${goods.item_name}库存不足，最大库存为${goods.store}件`);
  const { point } = await db.selectFrom('members').select('point').where('user_id', '=', userId).executeTakeFirstOrThrow();
  const pointTotal = goods.point * num;
  if (point < pointTotal) throw new BizError(`积分不足，兑换需要${pointTotal}积分，您当前有${point}积分`);
  if (goods.limit_num) {
    const bought = await purchasedNum(db, userId, POINTSMALL, goods.id);
    if (bought + num > goods.limit_num) throw new BizError(`「${goods.item_name}」每人限兑${goods.limit_num}件${bought ? `，您已兑换${bought}件` : ''}`);
  }
  return { goods, num, point_total: pointTotal, cash_total: goods.cash * num, user_point: point };
}

export const quoteView = (q: ExchangeQuote) => ({
  item: card(q.goods), num: q.num, point_total: q.point_total, cash_total: q.cash_total, total_fee: q.cash_total, freight_fee: 0, user_point: q.user_point,
  point_left: q.user_point - q.point_total,
});

export interface ExchangeInput {
  itemId: number; num: number; addressId?: number; receiver: Record<string, unknown>; remark: string; requestKey: string | null; timeoutMinutes: number;
  /** The member's buy-now line this exchange takes (the original client's path): taken once, so a second submit makes no second order. */
  cartLineId?: number;
  /** Told after the exchange took the SKU's last stock (its pre-rendered pages then say so, as after a checkout). */
  onSoldOut?: (itemId: number) => void;
}

/** A sold-out SKU changes its pre-rendered pages: the catalogue hook is told, never waited for (as after a checkout). */
export const soldOutNotice = (onCatalogChange?: (itemIds: number[]) => Promise<unknown>) => (itemId: number) => {
  void onCatalogChange?.([itemId])?.catch?.(() => undefined);
};

export async function exchange(db: Database, userId: number, x: ExchangeInput) {
  if (x.requestKey) {
    const done = await db.selectFrom('orders').selectAll().where('user_id', '=', userId).where('request_key', '=', x.requestKey).executeTakeFirst();
    if (done) return exchangeResponse(done);
  }
  const q = await quoteExchange(db, userId, x.itemId, x.num);
  const receiver = await resolveReceiver(db, userId, x.addressId, x.receiver, true);
  const specDesc = await specDescOf(db, x.itemId);
  let soldOut = false;
  const o = await db.transaction().execute(async (trx) => {
    if (x.cartLineId) {
      const taken = await trx.deleteFrom('carts').where('cart_id', '=', x.cartLineId).where('user_id', '=', userId).executeTakeFirst();
      if (Number(taken.numDeletedRows) !== 1) throw new BizError('订单已提交，请勿重复提交');
    }
    const stock = await trx.updateTable('items').set({ store: sql`store - ${x.num}` })
      .where('item_id', '=', x.itemId).where('store', '>=', x.num).where('approve_status', '=', 'onsale').returning('store').executeTakeFirst();
    if (!stock) throw new BizError(`${q.goods.item_name}库存不足`);
    soldOut = stock.store === 0;
    const orderId = await newOrderId(trx);
    // Its cash part earns points on completion at today's rate, kept on the order.
    const { gain_point } = await currentPointRule(trx, true);
    const inserted = await trx.insertInto('orders').values({
      order_id: orderId, user_id: userId, request_key: x.requestKey, order_status: 'NOTPAY', order_class: POINTSMALL, order_type: 'normal', cart_type: 'fastbuy',
      pay_type: q.cash_total ? '' : 'point', receipt_type: 'logistics', distributor_id: q.goods.distributor_id, item_fee: q.cash_total, total_fee: q.cash_total,
      point_use: q.point_total, point_gain_rate: gain_point, total_num: x.num, ...(receiver ?? {}), remark: x.remark, auto_cancel_time: new Date(Date.now() + x.timeoutMinutes * 60_000),
    }).onConflict((oc) => oc.columns(['user_id', 'request_key']).doNothing()).returning('order_id').executeTakeFirst();
    if (!inserted) throw new BizError('订单正在提交，请稍后查看');
    await spendPoints(trx, userId, q.point_total, orderId);
    await trx.insertInto('order_items').values({
      order_id: orderId, item_id: q.goods.item_id, goods_id: q.goods.goods_id, item_name: q.goods.item_name, item_spec_desc: specDesc, pic: q.goods.pics[0] ?? '', price: q.goods.cash,
      market_price: q.goods.price, num: x.num, item_fee: q.cash_total,
    }).execute();
    await recordClaims(trx, orderId, userId, [{ activity_type: POINTSMALL, activity_id: q.goods.id, title: q.goods.item_name, discount_fee: 0, num: x.num, limit_num: q.goods.limit_num }]);
    // Points alone pay for it: paid now. A cash part goes through the cashier like any order.
    const paid = q.cash_total === 0 ? await payOrder(trx, orderId, 'point') : null;
    return paid ?? (await trx.selectFrom('orders').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow());
  });
  if (soldOut) x.onSoldOut?.(x.itemId);
  return exchangeResponse(o);
}

const exchangeResponse = (o: { order_id: string; pay_type: string; order_type: string; total_fee: number; order_status: string; point_use: number; order_class: string }) =>
  ({ order_id: o.order_id, pay_type: o.pay_type, order_type: o.order_type, order_class: o.order_class, team_id: null, total_fee: o.total_fee, point: o.point_use, order_status: o.order_status });

// ── operator ──────────────────────────────────────────────────────────────

export interface PointGoodsInput { item_id?: number; point?: number; cash?: number; limit_num?: number; sort?: number }

export async function addPointGoods(db: Database, b: PointGoodsInput) {
  if (!b.item_id) throw new BizError('请选择商品');
  if (!b.point || b.point < 1) throw new BizError('兑换积分必须大于0');
  const item = await db.selectFrom('items as i').innerJoin('goods as g', 'g.goods_id', 'i.goods_id').select(['i.item_id', 'g.is_gift']).where('i.item_id', '=', b.item_id).executeTakeFirst();
  if (!item || item.is_gift) throw new BizError('商品不存在');
  const row = await db.insertInto('pointsmall_goods').values({ item_id: b.item_id, point: b.point, cash: b.cash ?? 0, limit_num: b.limit_num ?? 0, sort: b.sort ?? 0 })
    .onConflict((oc) => oc.column('item_id').doNothing()).returningAll().executeTakeFirst();
  if (!row) throw new BizError('该商品已在积分商城中');
  return row;
}

export async function listPointGoodsAdmin(db: Database) {
  const list = await db.selectFrom('pointsmall_goods as p').innerJoin('items as i', 'i.item_id', 'p.item_id').innerJoin('goods as g', 'g.goods_id', 'i.goods_id')
    .select(['p.id', 'p.item_id', 'p.point', 'p.cash', 'p.limit_num', 'p.sort', 'p.enabled', 'g.item_name', 'i.store']).orderBy('p.sort').orderBy('p.id').execute();
  return { list, total_count: list.length };
}

export async function setPointGoodsEnabled(db: Database, id: number, enabled: boolean) {
  const res = await db.updateTable('pointsmall_goods').set({ enabled }).where('id', '=', id).executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) throw notFound('积分商品不存在');
  return { status: true };
}
