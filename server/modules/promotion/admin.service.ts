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
import { refuseUnsafeEdit, sameMinute } from '../activity/edit-guard';
import { goodsPages } from '../activity/page-rebuild';

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

type SaleItem = { item_id: number; act_price: number };

/** The SKUs of a sale, each existing and below its price. */
async function checkedSaleItems(db: Database, b: SaleInput): Promise<{ wanted: SaleItem[]; names: Map<number, string> }> {
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
  return { wanted: wanted.map((i) => ({ item_id: i.item_id!, act_price: i.act_price! })), names: new Map(items.map((i) => [i.item_id, i.item_name])) };
}

/** One sale per SKU at a time: writers queue on this lock, and each sees the sales committed before it. */
async function refuseOverlap(trx: Database, wanted: SaleItem[], w: { begin_at: Date; end_at: Date }, names: Map<number, string>, exceptSaleId = 0): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${SALE_CREATE_LOCK})`.execute(trx);
  const overlapping = await trx.selectFrom('limited_sales').select(['title', 'items']).where('ended_at', 'is', null).where('sale_id', '!=', exceptSaleId)
    .where('begin_at', '<', w.end_at).where('end_at', '>', w.begin_at).execute();
  for (const s of overlapping) {
    const clash = s.items.find((i) => wanted.some((x) => x.item_id === i.item_id));
    if (clash) throw new BizError(`「${names.get(clash.item_id)}」在同一时段已参加限时特惠「${s.title}」`);
  }
}

export async function createLimitedSale(db: Database, b: SaleInput) {
  const w = windowOf(b);
  const { wanted, names } = await checkedSaleItems(db, b);
  return db.transaction().execute(async (trx) => {
    await refuseOverlap(trx, wanted, w, names);
    const row = await trx.insertInto('limited_sales').values({ ...w, limit_num: b.limit_num ?? 0, items: JSON.stringify(wanted) as never }).returningAll().executeTakeFirstOrThrow();
    return saleView(row);
  });
}

const sameItems = (a: SaleItem[], b: SaleItem[]) => a.length === b.length && a.every((x) => b.some((y) => y.item_id === x.item_id && y.act_price === x.act_price));

/**
 * Edits a sale. Before the start everything may change; once started only the name and the end
 * (activity/edit-guard.ts); an ended sale not at all. Returns the sale before and after, for the log.
 */
export async function updateLimitedSale(db: Database, saleId: number, b: SaleInput) {
  const current = await db.selectFrom('limited_sales').select(['end_at', 'ended_at']).where('sale_id', '=', saleId).executeTakeFirst();
  if (!current) throw notFound('活动不存在');
  if (current.ended_at || current.end_at <= new Date()) throw new BizError('活动已结束，不能修改');
  const w = windowOf(b);
  const { wanted, names } = await checkedSaleItems(db, b);
  return db.transaction().execute(async (trx) => {
    const a = await trx.selectFrom('limited_sales').selectAll().where('sale_id', '=', saleId).forUpdate().executeTakeFirst();
    if (!a) throw notFound('活动不存在');
    refuseUnsafeEdit({ begin: a.begin_at, end: a.end_at, ended: a.ended_at !== null }, [
      { label: '特惠商品或特惠价', changed: !sameItems(wanted, a.items) }, { label: '每人限购', changed: (b.limit_num ?? 0) !== a.limit_num },
      { label: '开始时间', changed: !sameMinute(w.begin_at, a.begin_at) },
    ], ['活动名称', '结束时间']);
    await refuseOverlap(trx, wanted, w, names, saleId);
    const row = await trx.updateTable('limited_sales').set({ ...w, limit_num: b.limit_num ?? 0, items: JSON.stringify(wanted) as never })
      .where('sale_id', '=', saleId).returningAll().executeTakeFirstOrThrow();
    return { before: saleView(a), after: saleView(row) };
  });
}

type SaleRow = Awaited<ReturnType<typeof saleRows>>[number];
const saleRows = (db: Database) => db.selectFrom('limited_sales').selectAll().orderBy('sale_id', 'desc').execute();
const saleView = (s: SaleRow) => ({ sale_id: s.sale_id, activity_type: 'limited_time_sale', ...windowView(s), limit_num: s.limit_num, items: s.items });

/** The list names each SKU (goods, name, price), so the console can show and edit a sale. */
export async function listLimitedSales(db: Database) {
  const rows = await saleRows(db);
  const named = new Map((await onSaleItems(db, [...new Set(rows.flatMap((s) => s.items.map((i) => i.item_id)))])).map((i) => [i.item_id, i]));
  const list = rows.map((s) => ({ ...saleView(s), items: s.items.map((i) => {
    const it = named.get(i.item_id);
    return { ...i, goods_id: it?.goods_id ?? null, item_name: it?.item_name ?? '', price: it?.price ?? null };
  }) }));
  return { list, total_count: rows.length };
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

// ── item pages ────────────────────────────────────────────────────────────

/** The item pages a cart promotion shows on (marketing.ts `promotion_activity`): its goods', or every goods' for one on all items. */
export const promotionPageItems = (db: Database, p: { use_all_items: boolean; goods_ids: number[] }) => goodsPages(db, p.use_all_items ? 'all' : p.goods_ids);

/** The SKUs a limited-time sale puts its price and countdown on (marketing.ts): their pages show it. */
export const salePageItems = (s: { items: { item_id: number }[] }) => s.items.map((i) => i.item_id);

/**
 * The item pages showing an activity, read from its row. Packages are not on item pages (the package page
 * reads them live), so none.
 */
export async function activityPageItems(db: Database, table: keyof typeof KEYS, id: number): Promise<number[]> {
  if (table === 'promotions') {
    const p = await db.selectFrom('promotions').select(['use_all_items', 'goods_ids']).where('promotion_id', '=', id).executeTakeFirst();
    return p ? promotionPageItems(db, p) : [];
  }
  if (table === 'limited_sales') {
    const s = await db.selectFrom('limited_sales').select('items').where('sale_id', '=', id).executeTakeFirst();
    return s ? salePageItems(s) : [];
  }
  return [];
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
