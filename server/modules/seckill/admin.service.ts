/** The operator's side of seckill: create, edit, put on or take off the shelf, list with the stock buckets. */
import { sql } from 'kysely';
import type { Database } from '../../db/database.server';
import { BizError, notFound } from '../../http/errors';
import { requiredTitle, timeRange, unix } from '../activity/admin-input';
import { phaseOf } from './rules';
import { endStillAhead, refuseUnsafeEdit, sameMinute } from '../activity/edit-guard';

export interface SeckillInput { title?: unknown; item_id?: unknown; act_price?: unknown; total_stock?: unknown; limit_num?: unknown; begin_time?: unknown; end_time?: unknown }

const positive = (v: unknown, label: string) => {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1) throw new BizError(`${label}必须是正整数`);
  return n;
};

async function onSaleItem(db: Database, itemId: unknown) {
  const it = await db.selectFrom('items').select(['item_id', 'price', 'approve_status']).where('item_id', '=', positive(itemId, '商品')).executeTakeFirst();
  if (!it) throw new BizError('商品不存在');
  return it;
}

export async function createSeckill(db: Database, b: SeckillInput) {
  const title = requiredTitle(b.title);
  const item = await onSaleItem(db, b.item_id);
  const actPrice = positive(b.act_price, '秒杀价');
  if (actPrice >= item.price) throw new BizError('秒杀价必须低于商品售价');
  const total = positive(b.total_stock, '秒杀库存');
  const limit = positive(b.limit_num, '每人限购数量');
  const { begin, end } = timeRange(b as Record<string, unknown>);
  const row = await db.insertInto('seckill_activities').values({
    title, item_id: item.item_id, act_price: actPrice, total_stock: total, free: total, limit_num: limit, begin_time: begin, end_time: end,
  }).returning('seckill_id').executeTakeFirstOrThrow();
  return seckillInfo(db, row.seckill_id);
}

/**
 * Edits. Before the start everything may change; once started only the name, the end and the stock
 * (activity/edit-guard.ts). A new total keeps what is held and sold (the guarded UPDATE refuses a total below them).
 */
export async function updateSeckill(db: Database, seckillId: number, b: SeckillInput) {
  const a = await db.selectFrom('seckill_activities').selectAll().where('seckill_id', '=', seckillId).executeTakeFirst();
  if (!a) throw notFound('秒杀活动不存在');
  const { begin, end } = timeRange({ begin_time: b.begin_time ?? unix(a.begin_time), end_time: b.end_time ?? unix(a.end_time) });
  const itemId = b.item_id !== undefined ? positive(b.item_id, '商品') : a.item_id;
  const actPrice = b.act_price !== undefined ? positive(b.act_price, '秒杀价') : a.act_price;
  const limit = b.limit_num !== undefined ? positive(b.limit_num, '每人限购数量') : a.limit_num;
  refuseUnsafeEdit({ begin: a.begin_time, end: a.end_time }, [
    { label: '活动商品', changed: itemId !== a.item_id }, { label: '秒杀价', changed: actPrice !== a.act_price },
    { label: '每人限购', changed: limit !== a.limit_num }, { label: '开始时间', changed: !sameMinute(begin, a.begin_time) },
  ], ['活动名称', '结束时间', '秒杀库存']);
  if (a.begin_time <= new Date()) endStillAhead(end);
  const item = await onSaleItem(db, itemId);
  if (actPrice >= item.price) throw new BizError('秒杀价必须低于商品售价');
  const patch = { title: b.title !== undefined ? requiredTitle(b.title) : a.title, item_id: itemId, act_price: actPrice, limit_num: limit, begin_time: begin, end_time: end };
  let q = db.updateTable('seckill_activities').set(patch).where('seckill_id', '=', seckillId);
  if (b.total_stock !== undefined) {
    const total = positive(b.total_stock, '秒杀库存');
    q = q.set({ total_stock: total, free: sql`${total}::int - held - sold` }).where(sql<boolean>`held + sold <= ${total}::int`);
  }
  const res = await q.executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) throw new BizError('秒杀库存不能少于已抢和已售的数量');
  return seckillInfo(db, seckillId);
}

export async function setSeckillDisabled(db: Database, seckillId: number, disabled: boolean) {
  const res = await db.updateTable('seckill_activities').set({ disabled }).where('seckill_id', '=', seckillId).executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) throw notFound('秒杀活动不存在');
  return seckillInfo(db, seckillId);
}

export async function seckillInfo(db: Database, seckillId: number) {
  const a = await db.selectFrom('seckill_activities as s').innerJoin('items as i', 'i.item_id', 's.item_id').innerJoin('goods as g', 'g.goods_id', 'i.goods_id')
    .selectAll('s').select(['g.item_name', 'i.goods_id', 'i.price']).where('s.seckill_id', '=', seckillId).executeTakeFirst();
  if (!a) throw notFound('秒杀活动不存在');
  return toAdmin(a);
}

type Row = Awaited<ReturnType<typeof listRows>>[number];
const listRows = (db: Database) => db.selectFrom('seckill_activities as s').innerJoin('items as i', 'i.item_id', 's.item_id').innerJoin('goods as g', 'g.goods_id', 'i.goods_id')
  .selectAll('s').select(['g.item_name', 'i.goods_id', 'i.price']).orderBy('s.seckill_id', 'desc').execute();

const toAdmin = (a: Row) => ({
  seckill_id: a.seckill_id, title: a.title, goods_id: a.goods_id, item_id: a.item_id, item_name: a.item_name, price: a.price, act_price: a.act_price,
  total_stock: a.total_stock, free: a.free, held: a.held, sold: a.sold, limit_num: a.limit_num,
  begin_time: unix(a.begin_time), end_time: unix(a.end_time), disabled: a.disabled, status: a.disabled ? 'removed' : phaseOf(a, new Date()),
});

export async function listSeckills(db: Database) {
  return { list: (await listRows(db)).map(toAdmin) };
}
