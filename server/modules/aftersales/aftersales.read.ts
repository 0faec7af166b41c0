/** Reading applications in the contract's shapes (api-contract §4.15): list, detail with its timeline. */
import type { Selectable } from 'kysely';
import type { Database } from '../../db/database.server';
import type { AftersalesTable } from '../../db/schema';
import { notFound } from '../../http/errors';
import { dateTime } from '../order/order.service';
import { AFTERSALES_TYPES, lineStatusOf, PROGRESS_LABEL, PROGRESS_TEXT, STATUS_LABEL } from './rules';

export type AftersalesRow = Selectable<AftersalesTable>;
const unix = (d: Date | string) => Math.floor(new Date(d).getTime() / 1000);

async function linesOf(db: Database, bns: string[]) {
  if (!bns.length) return [];
  return db.selectFrom('aftersales_items as a').innerJoin('order_items as o', 'o.id', 'a.order_item_id')
    .select(['a.aftersales_bn', 'a.order_item_id', 'a.num', 'a.refund_fee', 'o.item_id', 'o.item_name', 'o.pic', 'o.item_spec_desc', 'o.price', 'o.item_fee', 'o.num as bought'])
    .where('a.aftersales_bn', 'in', bns).orderBy('a.id').execute();
}

function shape(a: AftersalesRow, lines: Awaited<ReturnType<typeof linesOf>>, shopName: string) {
  return {
    aftersales_bn: a.aftersales_bn, order_id: a.order_id, aftersales_type: a.aftersales_type, aftersales_type_desc: AFTERSALES_TYPES[a.aftersales_type],
    aftersales_status: a.aftersales_status, aftersales_status_desc: STATUS_LABEL[a.aftersales_status] ?? '', progress: a.progress,
    progress_val: PROGRESS_LABEL[a.progress] ?? '', progress_text: PROGRESS_TEXT[a.progress] ?? '',
    create_time: unix(a.created_at), created_time: unix(a.created_at), create_date: dateTime(a.created_at), update_time: unix(a.updated_at),
    reason: a.reason, description: a.description, evidence_pic: a.evidence_pic, refund_fee: a.refund_fee, refund_point: 0,
    return_type: a.return_type, corp_code: a.corp_code, logi_no: a.logi_no, refuse_reason: a.refuse_reason,
    distributor_id: a.distributor_id, distributor_info: { distributor_id: a.distributor_id, name: shopName },
    detail: lines.filter((l) => l.aftersales_bn === a.aftersales_bn).map((l) => ({
      id: l.order_item_id, item_id: l.item_id, item_name: l.item_name, item_pic: l.pic, pic: l.pic, item_spec_desc: l.item_spec_desc, price: l.price,
      // The original client's after-sales page shows a line's 小计 from item_fee: the applied quantity's share.
      num: l.num, item_fee: Math.round((l.item_fee * l.num) / l.bought), refund_fee: l.refund_fee, aftersales_status: lineStatusOf(a.progress),
    })),
  };
}

async function shopNames(db: Database) {
  const rows = await db.selectFrom('shops').select(['distributor_id', 'name']).execute();
  return (id: number) => rows.find((r) => r.distributor_id === id)?.name ?? '自营店铺';
}

export interface ListFilter { userId?: number; status?: number; orderId?: string; page: number; size: number }

export async function listAftersales(db: Database, f: ListFilter) {
  let q = db.selectFrom('aftersales');
  if (f.userId !== undefined) q = q.where('user_id', '=', f.userId);
  if (f.status !== undefined) q = q.where('aftersales_status', '=', f.status);
  if (f.orderId) q = q.where('order_id', '=', f.orderId);
  const { n } = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await q.selectAll().orderBy('created_at', 'desc').orderBy('aftersales_bn', 'desc').limit(f.size).offset((f.page - 1) * f.size).execute();
  const lines = await linesOf(db, rows.map((r) => r.aftersales_bn));
  const name = await shopNames(db);
  return { list: rows.map((r) => shape(r, lines, name(r.distributor_id))), total_count: Number(n) };
}

/** One application with its lines, timeline and order; `userId` limits it to the member's own. */
export async function aftersalesInfo(db: Database, bn: string, userId?: number) {
  let q = db.selectFrom('aftersales').selectAll().where('aftersales_bn', '=', bn);
  if (userId !== undefined) q = q.where('user_id', '=', userId);
  const a = await q.executeTakeFirst();
  if (!a) throw notFound('售后单不存在');
  const lines = await linesOf(db, [bn]);
  const logs = await db.selectFrom('aftersales_logs').selectAll().where('aftersales_bn', '=', bn).orderBy('id').execute();
  const refund = await db.selectFrom('aftersales_refunds').selectAll().where('aftersales_bn', '=', bn).executeTakeFirst();
  const order = await db.selectFrom('orders').select(['order_id', 'order_status', 'order_class', 'total_fee', 'item_fee', 'freight_fee', 'point_fee', 'point_use', 'discount_fee', 'coupon_discount', 'refund_fee', 'pay_type', 'receipt_type', 'receiver_name', 'receiver_mobile', 'receiver_state', 'receiver_city', 'receiver_district', 'receiver_address', 'created_at'])
    .where('order_id', '=', a.order_id).executeTakeFirstOrThrow();
  const info = shape(a, lines, (await shopNames(db))(a.distributor_id));
  return {
    ...info,
    logs: logs.map((l) => ({ progress: l.progress, progress_val: PROGRESS_LABEL[l.progress] ?? '', remark: l.remark, created: unix(l.created_at), create_date: dateTime(l.created_at) })),
    refund: refund ? { refund_bn: refund.refund_bn, refund_fee: refund.refund_fee, refund_status: refund.refund_status, pay_type: refund.pay_type, refunded_time: refund.refunded_at ? unix(refund.refunded_at) : 0 } : null,
    // The original client's after-sales page prices the order from these (item, freight, points, discount).
    order_info: { ...order, point: order.point_use, freight_type: 'cash', order_status_des: order.order_status, create_time: unix(order.created_at) },
    aftersales: info,
  };
}
