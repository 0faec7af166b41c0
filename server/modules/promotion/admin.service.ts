/**
 * The operator creates, lists and ends activities: cart promotions, limited-time sales and packages.
 * Every rule is checked here with a Chinese message; a refused request changes nothing.
 */
import { sql } from 'kysely';
import type { Database } from '../../db/database.server';
import type { PromotionTier, PromotionType } from '../../db/schema';
import { BizError, notFound } from '../../http/errors';
import { statusOf } from './activities';
import { PROMOTION_TAGS, ruleText, tierProblem } from './rules';

export const MAX_TIERS = 10;
export const MAX_ACTIVITY_ITEMS = 50;
const SALE_CREATE_LOCK = 110_001;
const STATUS_TEXT = { upcoming: '未开始', live: '进行中', over: '已结束' } as const;

export interface WindowInput { title?: string; begin_time?: number; end_time?: number }

/** Title and time window (unix seconds) of any activity. */
function windowOf(w: WindowInput): { title: string; begin_at: Date; end_at: Date } {
  const title = (w.title ?? '').trim();
  if (!title) throw new BizError('请填写活动名称');
  if (!w.begin_time || !w.end_time) throw new BizError('请填写活动开始和结束时间');
  if (w.end_time <= w.begin_time) throw new BizError('结束时间必须晚于开始时间');
  if (w.end_time * 1000 <= Date.now()) throw new BizError('结束时间必须晚于当前时间');
  return { title, begin_at: new Date(w.begin_time * 1000), end_at: new Date(w.end_time * 1000) };
}

async function onSaleItems(db: Database, itemIds: number[]) {
  if (!itemIds.length) return [];
  return db.selectFrom('items as i').innerJoin('goods as g', 'g.goods_id', 'i.goods_id').select(['i.item_id', 'i.goods_id', 'i.price', 'g.item_name', 'g.is_gift'])
    .where('i.item_id', 'in', itemIds).execute();
}

const unix = (d: Date) => Math.floor(d.getTime() / 1000);
const windowView = (a: { title: string; begin_at: Date; end_at: Date; ended_at: Date | null; created_at: Date }) => {
  const status = statusOf(a);
  return { title: a.title, begin_time: unix(a.begin_at), end_time: unix(a.end_at), ended_time: a.ended_at ? unix(a.ended_at) : null, status, status_text: STATUS_TEXT[status], created: unix(a.created_at) };
};

// ── cart promotions ───────────────────────────────────────────────────────

export interface PromotionInput extends WindowInput { promotion_type?: PromotionType; use_all_items?: boolean; goods_ids?: number[]; tiers?: PromotionTier[] }

export async function createPromotion(db: Database, b: PromotionInput) {
  const w = windowOf(b);
  const type = b.promotion_type;
  if (!type || !(type in PROMOTION_TAGS)) throw new BizError('请选择促销类型（满减、满折、满赠或加价购）');
  const tiers = (b.tiers ?? []).map((t) => Object.fromEntries(Object.entries(t).filter(([, v]) => v !== undefined)) as PromotionTier);
  if (tiers.length > MAX_TIERS) throw new BizError(`优惠条件最多${MAX_TIERS}档`);
  const problem = tierProblem(type, tiers);
  if (problem) throw new BizError(problem);
  const goodsIds = [...new Set(b.goods_ids ?? [])];
  if (!b.use_all_items && !goodsIds.length) throw new BizError('请选择参与活动的商品');
  if (goodsIds.length > MAX_ACTIVITY_ITEMS) throw new BizError(`参与活动的商品最多${MAX_ACTIVITY_ITEMS}个`);
  if (goodsIds.length) {
    const found = await db.selectFrom('goods').select('goods_id').where('goods_id', 'in', goodsIds).execute();
    if (found.length !== goodsIds.length) throw new BizError('参与活动的商品不存在');
  }
  const linked = tiers.map((t) => t.gift_item_id ?? t.item_id).filter((x): x is number => !!x);
  const items = await onSaleItems(db, linked);
  if (items.length !== new Set(linked).size) throw new BizError(type === 'full_gift' ? '赠品不存在' : '换购商品不存在');
  const row = await db.insertInto('promotions').values({ ...w, promotion_type: type, use_all_items: !!b.use_all_items, goods_ids: JSON.stringify(b.use_all_items ? [] : goodsIds) as never,
    tiers: JSON.stringify(tiers.sort((a, c) => a.full - c.full)) as never }).returningAll().executeTakeFirstOrThrow();
  return promotionView(row);
}

type PromotionRow = Awaited<ReturnType<typeof listPromotionRows>>[number];
const listPromotionRows = (db: Database) => db.selectFrom('promotions').selectAll().orderBy('promotion_id', 'desc').execute();

const promotionView = (p: PromotionRow) => ({
  promotion_id: p.promotion_id, promotion_type: p.promotion_type, promotion_tag: PROMOTION_TAGS[p.promotion_type], ...windowView(p),
  use_all_items: p.use_all_items, goods_ids: p.goods_ids, tiers: p.tiers, rule_desc: ruleText(p.promotion_type, p.tiers),
});

export async function listPromotions(db: Database) {
  const rows = await listPromotionRows(db);
  return { list: rows.map(promotionView), total_count: rows.length };
}

// ── limited-time sales ────────────────────────────────────────────────────

export interface SaleInput extends WindowInput { limit_num?: number; items?: { item_id?: number; act_price?: number }[] }

export async function createLimitedSale(db: Database, b: SaleInput) {
  const w = windowOf(b);
  const wanted = (b.items ?? []).filter((i) => i.item_id);
  if (!wanted.length) throw new BizError('请选择参与限时特惠的商品');
  if (wanted.length > MAX_ACTIVITY_ITEMS) throw new BizError(`参与活动的商品最多${MAX_ACTIVITY_ITEMS}个`);
  if (new Set(wanted.map((i) => i.item_id)).size !== wanted.length) throw new BizError('同一商品不能重复添加');
  const items = await onSaleItems(db, wanted.map((i) => i.item_id!));
  for (const it of wanted) {
    const found = items.find((x) => x.item_id === it.item_id);
    if (!found || found.is_gift) throw new BizError('参与活动的商品不存在');
    if (!it.act_price || it.act_price <= 0 || it.act_price >= found.price) throw new BizError(`「${found.item_name}」的活动价必须大于0且低于售价`);
  }
  return db.transaction().execute(async (trx) => {
    // One sale per SKU at a time: creations queue on this lock, and each sees the ones committed before it.
    await sql`SELECT pg_advisory_xact_lock(${SALE_CREATE_LOCK})`.execute(trx);
    const overlapping = await trx.selectFrom('limited_sales').select(['title', 'items']).where('ended_at', 'is', null)
      .where('begin_at', '<', w.end_at).where('end_at', '>', w.begin_at).execute();
    for (const s of overlapping) {
      const clash = s.items.find((i) => wanted.some((x) => x.item_id === i.item_id));
      if (clash) throw new BizError(`「${items.find((x) => x.item_id === clash.item_id)!.item_name}」在同一时段已参加限时特惠「${s.title}」`);
    }
    const row = await trx.insertInto('limited_sales').values({ ...w, limit_num: b.limit_num ?? 0,
      items: JSON.stringify(wanted.map((i) => ({ item_id: i.item_id!, act_price: i.act_price! }))) as never }).returningAll().executeTakeFirstOrThrow();
    return saleView(row);
  });
}

type SaleRow = Awaited<ReturnType<typeof saleRows>>[number];
const saleRows = (db: Database) => db.selectFrom('limited_sales').selectAll().orderBy('sale_id', 'desc').execute();
const saleView = (s: SaleRow) => ({ sale_id: s.sale_id, activity_type: 'limited_time_sale', ...windowView(s), limit_num: s.limit_num, items: s.items });

export async function listLimitedSales(db: Database) {
  const rows = await saleRows(db);
  return { list: rows.map(saleView), total_count: rows.length };
}

// ── packages ──────────────────────────────────────────────────────────────

export interface PackageInput extends WindowInput { package_price?: number; items?: { item_id?: number; num?: number }[] }

export async function createPackage(db: Database, b: PackageInput) {
  const w = windowOf(b);
  const wanted = (b.items ?? []).filter((i) => i.item_id).map((i) => ({ item_id: i.item_id!, num: i.num ?? 1 }));
  if (wanted.length < 2) throw new BizError('组合套餐至少包含2件不同的商品');
  if (wanted.length > 10) throw new BizError('组合套餐最多包含10件商品');
  if (new Set(wanted.map((i) => i.item_id)).size !== wanted.length) throw new BizError('同一商品不能重复添加');
  if (wanted.some((i) => !Number.isInteger(i.num) || i.num < 1 || i.num > 99)) throw new BizError('套餐内商品数量必须在1到99之间');
  const items = await onSaleItems(db, wanted.map((i) => i.item_id));
  if (items.length !== wanted.length || items.some((i) => i.is_gift)) throw new BizError('套餐内的商品不存在');
  const sum = wanted.reduce((n, i) => n + items.find((x) => x.item_id === i.item_id)!.price * i.num, 0);
  if (!b.package_price || b.package_price <= 0 || b.package_price >= sum) throw new BizError('套餐价必须大于0且低于商品原价之和');
  const row = await db.insertInto('packages').values({ ...w, package_price: b.package_price, items: JSON.stringify(wanted) as never }).returningAll().executeTakeFirstOrThrow();
  return packageAdminView(row);
}

type PackageRow = Awaited<ReturnType<typeof packageRows>>[number];
const packageRows = (db: Database) => db.selectFrom('packages').selectAll().orderBy('package_id', 'desc').execute();
const packageAdminView = (p: PackageRow) => ({ package_id: p.package_id, ...windowView(p), package_price: p.package_price, items: p.items });

export async function listPackages(db: Database) {
  const rows = await packageRows(db);
  return { list: rows.map(packageAdminView), total_count: rows.length };
}

// ── ending ────────────────────────────────────────────────────────────────

const KEYS = { promotions: 'promotion_id', limited_sales: 'sale_id', packages: 'package_id' } as const;

/** Ends an activity now; an activity already over is refused. */
export async function endActivity(db: Database, table: keyof typeof KEYS, id: number) {
  const key = KEYS[table];
  const row = await db.selectFrom(table).select(['ended_at', 'end_at']).where(key as never, '=', id as never).executeTakeFirst() as { ended_at: Date | null; end_at: Date } | undefined;
  if (!row) throw notFound('活动不存在');
  const res = await db.updateTable(table).set({ ended_at: new Date() }).where(key as never, '=', id as never).where('ended_at', 'is', null).where('end_at', '>', new Date()).executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) throw new BizError('活动已结束');
  return { status: true };
}
