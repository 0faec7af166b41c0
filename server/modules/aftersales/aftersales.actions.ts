/**
 * Changing applications. Every progress move is a conditional UPDATE (`WHERE progress = <expected>`),
 * and the quantity and amount an application holds on its order lines are taken and given back with
 * guarded UPDATEs in the same transaction, so parallel requests never apply for more than was bought
 * or ask back more than was paid.
 */
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/database.server';
import type { AftersalesType, DB } from '../../db/schema';
import { BizError, notFound } from '../../http/errors';
import { holdsLines, isAftersalesType, linePaidShares, maxLineRefund, nextProgress, PROGRESS_TEXT, REFUSED_MOVE, splitRefund, statusOf, typesAllowed, AFTERSALES_REASONS, type AftersalesEvent } from './rules';
import type { AftersalesRow } from './aftersales.read';

export type Trx = Transaction<DB>;
export const STALE_AFTERSALES = () => new BizError('售后单状态已变化，请刷新后重试');
export const MAX_PICS = 3;

export interface ApplyInput {
  orderId: string; lines: { id: number; num: number }[]; type: string; reason: string; description: string;
  pics: string[]; refundFee?: number;
}

async function newAftersalesBn(trx: Trx): Promise<string> {
  const { rows } = await sql<{ n: string }>`SELECT nextval('aftersales_no_seq')::text AS n`.execute(trx);
  const day = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '');
  return `${day}7${rows[0].n.padStart(8, '0')}`;
}

export async function log(trx: Trx, bn: string, progress: number, remark = ''): Promise<void> {
  await trx.insertInto('aftersales_logs').values({ aftersales_bn: bn, progress, remark: (remark || PROGRESS_TEXT[progress] || '').slice(0, 300) }).execute();
}

/** Checks what the member typed; throws a Chinese 422 before anything is written. */
async function checkInput(db: Database | Trx, userId: number, i: ApplyInput): Promise<AftersalesType> {
  if (!isAftersalesType(i.type)) throw new BizError('请选择售后类型');
  if (!(AFTERSALES_REASONS as readonly string[]).includes(i.reason)) throw new BizError('请选择售后原因');
  if (i.description.length > 500) throw new BizError('问题描述不能超过500字');
  if (!i.lines.length) throw new BizError('请选择售后商品');
  if (new Set(i.lines.map((l) => l.id)).size !== i.lines.length) throw new BizError('售后商品重复');
  if (i.lines.some((l) => !Number.isInteger(l.num) || l.num < 1)) throw new BizError('售后数量须为正整数');
  if (i.refundFee !== undefined && (!Number.isInteger(i.refundFee) || i.refundFee < 0)) throw new BizError('退款金额不正确');
  if (i.pics.length > MAX_PICS) throw new BizError(`最多上传${MAX_PICS}张图片`);
  if (i.pics.length) {
    const own = await db.selectFrom('member_uploads').select('url').where('user_id', '=', userId).where('url', 'in', i.pics).execute();
    if (own.length !== new Set(i.pics).size) throw new BizError('图片无效，请重新上传');
  }
  return i.type;
}

/**
 * Takes `lines` of the order for one application: each order line is locked (in id order, so
 * applications cannot deadlock), its room checked, then the guarded UPDATE adds quantity and amount.
 * Returns the per-line refund amounts.
 */
async function holdLines(trx: Trx, order: { order_id: string; total_fee: number }, wanted: { id: number; num: number }[], asked: number | undefined, type: AftersalesType) {
  const all = await trx.selectFrom('order_items').select(['id', 'item_fee']).where('order_id', '=', order.order_id).orderBy('id').execute();
  const shares = linePaidShares(order.total_fee, all);
  const sorted = [...wanted].sort((a, b) => a.id - b.id);
  const rows = [];
  for (const w of sorted) {
    const row = await trx.selectFrom('order_items').select(['id', 'num', 'applied_num', 'applied_fee', 'item_name']).where('id', '=', w.id).where('order_id', '=', order.order_id).forUpdate().executeTakeFirst();
    if (!row) throw new BizError('售后商品不在该订单中');
    if (row.applied_num + w.num > row.num) throw new BizError(`${row.item_name}最多还可申请${row.num - row.applied_num}件`);
    rows.push({ ...row, want: w.num, max: maxLineRefund(row, shares.get(row.id) ?? 0, w.num) });
  }
  const maxTotal = rows.reduce((n, r) => n + r.max, 0);
  // An exchange gives goods back, never money.
  const total = type === 'EXCHANGING_GOODS' ? 0 : asked ?? maxTotal;
  if (total > maxTotal) throw new BizError(`退款金额不能超过${(maxTotal / 100).toFixed(2)}元`);
  const parts = splitRefund(total, rows.map((r) => r.max));
  for (const [i, r] of rows.entries()) {
    const cap = shares.get(r.id) ?? 0;
    const res = await trx.updateTable('order_items').set({ applied_num: sql`applied_num + ${r.want}`, applied_fee: sql`applied_fee + ${parts[i]}` })
      .where('id', '=', r.id).where(sql<boolean>`applied_num + ${r.want} <= num`).where(sql<boolean>`applied_fee + ${parts[i]} <= ${cap}`).executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw new BizError('可申请数量已变化，请刷新后重试');
  }
  return rows.map((r, i) => ({ order_item_id: r.id, num: r.want, refund_fee: parts[i] }));
}

/** Gives an application's quantity and amount back to its order lines. */
export async function releaseLines(trx: Trx, bn: string): Promise<void> {
  await sql`UPDATE order_items o SET applied_num = o.applied_num - a.num, applied_fee = o.applied_fee - a.refund_fee
    FROM aftersales_items a WHERE a.aftersales_bn = ${bn} AND a.order_item_id = o.id`.execute(trx);
}

async function payableOrder(trx: Trx, userId: number, orderId: string) {
  // Locks the order row: an application and a cancel of the same order go one after the other.
  const o = await trx.selectFrom('orders').selectAll().where('order_id', '=', orderId).where('user_id', '=', userId).forUpdate().executeTakeFirst();
  if (!o || o.order_class !== 'normal') throw notFound('订单不存在');
  return o;
}

export async function applyAftersales(db: Database, userId: number, i: ApplyInput): Promise<AftersalesRow> {
  const type = await checkInput(db, userId, i);
  return db.transaction().execute(async (trx) => {
    const o = await payableOrder(trx, userId, i.orderId);
    const allowed = typesAllowed(o.order_status);
    if (!allowed.length) throw new BizError('该订单当前不能申请售后');
    if (!allowed.includes(type)) throw new BizError('未发货的订单只能申请仅退款');
    const lines = await holdLines(trx, o, i.lines, i.refundFee, type);
    const bn = await newAftersalesBn(trx);
    const row = await trx.insertInto('aftersales').values({
      aftersales_bn: bn, order_id: o.order_id, user_id: userId, aftersales_type: type, reason: i.reason, description: i.description,
      evidence_pic: JSON.stringify(i.pics) as never, refund_fee: lines.reduce((n, l) => n + l.refund_fee, 0),
      return_type: type === 'ONLY_REFUND' ? '' : 'logistics', distributor_id: o.distributor_id,
    }).returningAll().executeTakeFirstOrThrow();
    await trx.insertInto('aftersales_items').values(lines.map((l) => ({ aftersales_bn: bn, ...l }))).execute();
    await log(trx, bn, 0, '提交申请，等待商家处理');
    return row;
  });
}

/**
 * Moves an application by `event` with a guarded UPDATE; null when another request moved it first.
 * Leaving a state that holds the lines for one that does not gives them back in the same transaction.
 */
export async function moveAftersales(trx: Trx, a: AftersalesRow, event: AftersalesEvent, patch: Partial<Pick<AftersalesRow, 'corp_code' | 'logi_no' | 'refuse_reason'>> = {}, remark = ''): Promise<AftersalesRow> {
  const to = nextProgress(a.aftersales_type, a.progress, event);
  if (to === null) throw new BizError(REFUSED_MOVE[event]);
  const row = await trx.updateTable('aftersales').set({ ...patch, progress: to, aftersales_status: statusOf(to), updated_at: new Date() })
    .where('aftersales_bn', '=', a.aftersales_bn).where('progress', '=', a.progress).returningAll().executeTakeFirst();
  if (!row) throw STALE_AFTERSALES();
  if (holdsLines(a.progress) && !holdsLines(to)) await releaseLines(trx, a.aftersales_bn);
  await log(trx, a.aftersales_bn, to, remark);
  return row;
}

/**
 * Reads an application after locking its order row: every change to an order's applications and
 * lines takes that lock first, so they queue per order and cannot deadlock.
 */
export async function lockedAftersales(trx: Trx, bn: string, userId?: number): Promise<AftersalesRow> {
  let q = trx.selectFrom('aftersales').select('order_id').where('aftersales_bn', '=', bn);
  if (userId !== undefined) q = q.where('user_id', '=', userId);
  const found = await q.executeTakeFirst();
  if (!found) throw notFound('售后单不存在');
  await trx.selectFrom('orders').select('order_id').where('order_id', '=', found.order_id).forUpdate().executeTakeFirst();
  return trx.selectFrom('aftersales').selectAll().where('aftersales_bn', '=', bn).executeTakeFirstOrThrow();
}
const memberAftersales = (trx: Trx, userId: number, bn: string) => lockedAftersales(trx, bn, userId);

export async function closeAftersales(db: Database, userId: number, bn: string): Promise<AftersalesRow> {
  return db.transaction().execute(async (trx) => moveAftersales(trx, await memberAftersales(trx, userId, bn), 'close', {}, '您已撤销售后申请'));
}

export const LOGI_NO = /^[A-Za-z0-9-]{6,30}$/;
export const CORP_CODE = /^[A-Za-z0-9_]{1,20}$/;

export async function sendBack(db: Database, userId: number, bn: string, corpCode: string, logiNo: string): Promise<AftersalesRow> {
  if (!CORP_CODE.test(corpCode)) throw new BizError('请选择物流公司');
  if (!LOGI_NO.test(logiNo)) throw new BizError('物流单号须为6-30位字母或数字');
  return db.transaction().execute(async (trx) =>
    moveAftersales(trx, await memberAftersales(trx, userId, bn), 'sendback', { corp_code: corpCode.toUpperCase(), logi_no: logiNo }, `已寄回，${corpCode.toUpperCase()} ${logiNo}`));
}

/** 修改 / 再次申请: new type, reason, lines and amount for a pending or refused application; back to pending. */
export async function modifyAftersales(db: Database, userId: number, bn: string, i: ApplyInput): Promise<AftersalesRow> {
  const type = await checkInput(db, userId, i);
  return db.transaction().execute(async (trx) => {
    const a = await memberAftersales(trx, userId, bn);
    const o = await payableOrder(trx, userId, a.order_id);
    if (!typesAllowed(o.order_status).includes(type)) throw new BizError('该订单当前不能申请此类售后');
    if (nextProgress(a.aftersales_type, a.progress, 'modify') === null) throw new BizError(REFUSED_MOVE.modify);
    const claimed = await trx.updateTable('aftersales').set({ updated_at: new Date() }).where('aftersales_bn', '=', bn).where('progress', '=', a.progress).executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw STALE_AFTERSALES();
    if (holdsLines(a.progress)) await releaseLines(trx, bn);
    await trx.deleteFrom('aftersales_items').where('aftersales_bn', '=', bn).execute();
    const lines = await holdLines(trx, o, i.lines, i.refundFee, type);
    await trx.insertInto('aftersales_items').values(lines.map((l) => ({ aftersales_bn: bn, ...l }))).execute();
    const row = await trx.updateTable('aftersales').set({
      aftersales_type: type, reason: i.reason, description: i.description, evidence_pic: JSON.stringify(i.pics) as never,
      refund_fee: lines.reduce((n, l) => n + l.refund_fee, 0), return_type: type === 'ONLY_REFUND' ? '' : 'logistics',
      progress: 0, aftersales_status: 0, refuse_reason: '', corp_code: '', logi_no: '',
    }).where('aftersales_bn', '=', bn).returningAll().executeTakeFirstOrThrow();
    await log(trx, bn, 0, '修改申请，等待商家处理');
    return row;
  });
}
