/**
 * 开票申请 after purchase (api-contract §4.14 `order/invoice/*`, `orders/invoice`): a member asks for an
 * invoice of a paid order; the operator issues it (invoice number) in the console; the member may change
 * or cancel it while it is pending, and ask for it to be sent again once issued. The amount is what the
 * order finally cost (paid minus refunded). One open request per order (partial unique index).
 */
import type { Selectable } from 'kysely';
import type { Database } from '../../db/database.server';
import type { OrderInvoicesTable } from '../../db/schema';
import { BizError, notFound } from '../../http/errors';
import { param } from '../../http/wire';
import { EMAIL_RE, isMobile } from '../../../src/lib/validation';
import { parseInvoiceFields } from './invoice.service';

export const INVOICEABLE = ['PAYED', 'WAIT_BUYER_CONFIRM', 'DONE'] as const;
export const INVOICE_CONTENTS = ['商品明细', '商品类别'] as const;
export const STATUS_NAME: Record<string, string> = { pending: '待开票', issued: '已开票', cancelled: '已取消' };
export const INVOICE_PROTOCOL = {
  title: '开票说明',
  content: '1. 订单付款后可申请开具电子普通发票，发票金额为订单实付金额（扣除已退款金额）。\n2. 单位抬头须填写纳税人识别号；个人抬头填写个人姓名。\n'
    + '3. 开票前可修改或取消申请；发票开具后将发送至您填写的邮箱，可在“我的发票”中重新发送。\n4. 每个订单只能有一个进行中的开票申请。',
};

type Row = Selectable<OrderInvoicesTable>;
const unix = (d: Date | string | null) => (d ? Math.floor(new Date(d).getTime() / 1000) : 0);

export function invoiceView(r: Row) {
  return {
    id: r.id, order_id: r.order_id, invoice_type: 'normal', title: r.title_type, title_type: r.title_type, company_title: r.title, content: r.title, invoice_content: r.content,
    registration_number: r.registration_number, company_address: r.company_address, company_phone: r.company_phone, bankname: r.bankname, bankaccount: r.bankaccount,
    email: r.email, mobile: r.mobile, amount: r.amount, invoice_amount: r.amount, status: r.status, status_name: STATUS_NAME[r.status] ?? r.status,
    invoice_no: r.invoice_no, created: unix(r.created_at), issued_time: unix(r.issued_at), resent_time: unix(r.resent_at),
  };
}

/** The request's fields: the title as saved titles are checked, plus content and where to send it. */
function requestFields(b: Record<string, unknown>) {
  const f = parseInvoiceFields(b);
  const content = param.str(b.invoice_content) || '商品明细';
  if (!(INVOICE_CONTENTS as readonly string[]).includes(content)) throw new BizError('发票内容只能是商品明细或商品类别');
  const email = param.str(b.email);
  if (!email || !EMAIL_RE.test(email) || email.length > 100) throw new BizError('请填写正确的收票邮箱');
  const mobile = param.str(b.mobile);
  if (mobile && !isMobile(mobile)) throw new BizError('请填写正确的收票手机号');
  return { title_type: f.title, title: f.content, registration_number: f.registration_number, company_address: f.company_address, company_phone: f.company_phone,
    bankname: f.bankname, bankaccount: f.bankaccount, content, email, mobile };
}

async function mine(db: Database, userId: number, id: number): Promise<Row> {
  const r = await db.selectFrom('order_invoices').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!r) throw notFound('开票申请不存在');
  return r;
}

export async function applyInvoice(db: Database, userId: number, orderId: string, b: Record<string, unknown>) {
  const fields = requestFields(b);
  const o = await db.selectFrom('orders').select(['order_id', 'order_status', 'total_fee', 'refund_fee', 'invoice']).where('order_id', '=', orderId).where('user_id', '=', userId).executeTakeFirst();
  if (!o) throw notFound('订单不存在');
  if (!(INVOICEABLE as readonly string[]).includes(o.order_status)) throw new BizError('订单付款后才能申请开票');
  if (o.invoice) throw new BizError('该订单下单时已申请发票');
  const amount = o.total_fee - o.refund_fee;
  if (amount <= 0) throw new BizError('该订单没有可开票金额');
  try {
    const row = await db.insertInto('order_invoices').values({ order_id: o.order_id, user_id: userId, amount, ...fields }).returningAll().executeTakeFirstOrThrow();
    return invoiceView(row);
  } catch (e) {
    if ((e as { constraint?: string }).constraint === 'order_invoices_one_open') throw new BizError('该订单已申请开票');
    throw e;
  }
}

export async function updateInvoice(db: Database, userId: number, id: number, b: Record<string, unknown>) {
  await mine(db, userId, id);
  const row = await db.updateTable('order_invoices').set({ ...requestFields(b), updated_at: new Date() }).where('id', '=', id).where('user_id', '=', userId).where('status', '=', 'pending')
    .returningAll().executeTakeFirst();
  if (!row) throw new BizError('发票已开具或已取消，不能修改');
  return invoiceView(row);
}

export async function cancelInvoice(db: Database, userId: number, id: number) {
  await mine(db, userId, id);
  const row = await db.updateTable('order_invoices').set({ status: 'cancelled', updated_at: new Date() }).where('id', '=', id).where('user_id', '=', userId).where('status', '=', 'pending')
    .returningAll().executeTakeFirst();
  if (!row) throw new BizError('发票已开具或已取消，不能取消');
  return invoiceView(row);
}

/** 重新发送: once issued, to the same or a new address (recorded; delivery by the shop's mail). */
export async function resendInvoice(db: Database, userId: number, id: number, emailIn: unknown) {
  const r = await mine(db, userId, id);
  const email = param.str(emailIn) || r.email;
  if (!EMAIL_RE.test(email) || email.length > 100) throw new BizError('请填写正确的收票邮箱');
  const row = await db.updateTable('order_invoices').set({ email, resent_at: new Date() }).where('id', '=', id).where('status', '=', 'issued').returningAll().executeTakeFirst();
  if (!row) throw new BizError('发票开具后才能重新发送');
  return invoiceView(row);
}

export async function invoiceInfo(db: Database, userId: number, id: number) {
  const r = await mine(db, userId, id);
  const items = await db.selectFrom('order_items').select(['item_name', 'num', 'item_fee']).where('order_id', '=', r.order_id).orderBy('id').execute();
  return { ...invoiceView(r), items };
}

export async function listOrderInvoices(db: Database, userId: number, status: string, page: number, size: number) {
  let q = db.selectFrom('order_invoices').where('user_id', '=', userId);
  if (status) q = q.where('status', '=', status as Row['status']);
  const { n } = await q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const rows = await q.selectAll().orderBy('id', 'desc').limit(size).offset((page - 1) * size).execute();
  return { list: rows.map(invoiceView), total_count: Number(n) };
}

/** `orders/invoice`: the member's paid orders with what can still be invoiced and any open request. */
export async function invoiceableOrders(db: Database, userId: number, page: number, size: number) {
  const q = db.selectFrom('orders as o').where('o.user_id', '=', userId).where('o.order_status', 'in', [...INVOICEABLE]).where('o.invoice', 'is', null)
    .where((eb) => eb('o.total_fee', '>', eb.ref('o.refund_fee')));
  const { n } = await q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const rows = await q.select(['o.order_id', 'o.total_fee', 'o.refund_fee', 'o.created_at', 'o.order_status']).orderBy('o.created_at', 'desc').limit(size).offset((page - 1) * size).execute();
  const ids = rows.map((r) => r.order_id);
  const open = ids.length ? await db.selectFrom('order_invoices').select(['id', 'order_id', 'status']).where('order_id', 'in', ids).where('status', '!=', 'cancelled').execute() : [];
  const names = ids.length ? await db.selectFrom('order_items').select(['order_id', 'item_name']).where('order_id', 'in', ids).orderBy('id').execute() : [];
  return {
    list: rows.map((r) => {
      const inv = open.find((i) => i.order_id === r.order_id);
      const lines = names.filter((x) => x.order_id === r.order_id);
      return { order_id: r.order_id, order_status: r.order_status, total_fee: r.total_fee, invoice_amount: r.total_fee - r.refund_fee, create_time: unix(r.created_at),
        title: lines.length > 1 ? `${lines[0].item_name}等${lines.length}件商品` : lines[0]?.item_name ?? '', invoice_id: inv?.id ?? 0, invoice_status: inv?.status ?? 'none' };
    }),
    total_count: Number(n),
  };
}

export async function invoiceSetting(db: Database, userId: number | undefined) {
  const mineRow = userId ? await db.selectFrom('member_invoice_settings').selectAll().where('user_id', '=', userId).executeTakeFirst() : undefined;
  return { is_open: true, invoice_type: ['normal'], title_types: [{ value: 'individual', label: '个人' }, { value: 'unit', label: '单位' }], contents: [...INVOICE_CONTENTS],
    email: mineRow?.email ?? '', mobile: mineRow?.mobile ?? '' };
}

export async function saveInvoiceSetting(db: Database, userId: number, b: Record<string, unknown>) {
  const email = param.str(b.email);
  const mobile = param.str(b.mobile);
  if (email && (!EMAIL_RE.test(email) || email.length > 100)) throw new BizError('请填写正确的收票邮箱');
  if (mobile && !isMobile(mobile)) throw new BizError('请填写正确的收票手机号');
  await db.insertInto('member_invoice_settings').values({ user_id: userId, email, mobile }).onConflict((oc) => oc.column('user_id').doUpdateSet({ email, mobile })).execute();
  return invoiceSetting(db, userId);
}
