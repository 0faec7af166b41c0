/** Shopper routes of 开票申请 (api-contract §4.14) and the console's list and 开票 (/api/admin/invoices). */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { BizError, notFound } from '../../http/errors';
import { input, param } from '../../http/wire';
import { declare, fields, idParams, NO_INPUT, oneOf, opt, page, pageSize, text } from '../../http/schema';
import { InvoiceFields } from '../checkout/input';
import { recordChange } from '../console/audit';
import { applyInvoice, cancelInvoice, invoiceableOrders, invoiceInfo, invoiceSetting, invoiceView, INVOICE_PROTOCOL, listOrderInvoices, resendInvoice, saveInvoiceSetting, updateInvoice } from './order-invoice.service';

const Request = InvoiceFields.extend({ order_id: opt(text(32)), id: opt(text(12)), invoice_content: opt(text(20)), email: opt(text(100)), mobile: opt(text(20)) });
const Paging = { page: opt(page()), pageSize: opt(pageSize(50)) };
const idOf = (v: unknown) => {
  const id = param.int(v);
  if (!id || id < 1 || id > 2_147_483_647) throw new BizError('开票申请不存在', 404);
  return id;
};
const orderOf = (v: unknown) => {
  const id = param.str(v);
  if (!/^\d{1,32}$/.test(id)) throw new BizError('请选择要开票的订单');
  return id;
};

export async function orderInvoiceRoutes(app: FastifyInstance, { db }: AppDeps) {
  const req = (d: Parameters<typeof declare>[0]) => ({ preHandler: app.requireMember, ...declare(d) });
  app.post('/order/invoice/apply', req({ input: Request }), async (r) => { const b = input(r); return applyInvoice(db, r.member!.user_id, orderOf(b.order_id), b); });
  app.post('/order/invoice/update', req({ input: Request }), async (r) => { const b = input(r); return updateInvoice(db, r.member!.user_id, idOf(b.id), b); });
  // Not one of ECShopX's eight, but a shopper must be able to withdraw a pending request.
  app.post('/order/invoice/cancel', req({ input: fields({ id: opt(text(12)) }) }), async (r) => cancelInvoice(db, r.member!.user_id, idOf(input(r).id)));
  app.post('/order/invoice/resend', req({ input: fields({ id: opt(text(12)), email: opt(text(100)) }) }), async (r) => { const b = input(r); return resendInvoice(db, r.member!.user_id, idOf(b.id), b.email); });
  app.get('/order/invoice/list', req({ input: fields({ ...Paging, status: opt(oneOf(['pending', 'issued', 'cancelled'] as const)) }) }), async (r) => {
    const b = input(r);
    return listOrderInvoices(db, r.member!.user_id, param.str(b.status), param.int(b.page, 1)!, param.int(b.pageSize, 10)!);
  });
  app.get<{ Params: { id: string } }>('/order/invoice/info/:id', req({ params: idParams(), paramsError: { status: 404, message: '开票申请不存在' }, input: NO_INPUT }), async (r) =>
    invoiceInfo(db, r.member!.user_id, idOf(r.params.id)));
  app.get('/order/invoice/setting', { preHandler: app.optionalMember, ...declare({ input: NO_INPUT }) }, async (r) => invoiceSetting(db, r.member?.user_id));
  app.post('/order/invoice/setting', req({ input: fields({ email: opt(text(100)), mobile: opt(text(20)) }) }), async (r) => saveInvoiceSetting(db, r.member!.user_id, input(r)));
  app.get('/order/invoice/protocol', declare({ input: NO_INPUT }), async () => INVOICE_PROTOCOL);
  app.get('/orders/invoice', req({ input: fields(Paging) }), async (r) => {
    const b = input(r);
    return invoiceableOrders(db, r.member!.user_id, param.int(b.page, 1)!, param.int(b.pageSize, 10)!);
  });
}

export async function orderInvoiceAdminRoutes(app: FastifyInstance, { db }: AppDeps) {
  const op = (d: Parameters<typeof declare>[0]) => ({ preHandler: app.requireOperator, ...declare(d) });
  app.get('/invoices', op({ input: fields({ ...Paging, status: opt(oneOf(['pending', 'issued', 'cancelled'] as const)), keywords: opt(text(32)) }) }), async (r) => {
    const b = input(r);
    const p = param.int(b.page, 1)!; const size = param.int(b.pageSize, 20)!;
    let q = db.selectFrom('order_invoices');
    if (b.status) q = q.where('status', '=', param.str(b.status) as 'pending');
    if (param.str(b.keywords)) q = q.where('order_id', '=', param.str(b.keywords));
    const { n } = await q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const rows = await q.selectAll().orderBy('id', 'desc').limit(size).offset((p - 1) * size).execute();
    return { list: rows.map(invoiceView), total_count: Number(n) };
  });
  // 开票: the operator records the invoice number of the invoice issued through the tax system.
  app.post<{ Params: { id: string } }>('/invoices/:id/issue', op({ params: idParams(), paramsError: { status: 404, message: '开票申请不存在' }, input: fields({ invoice_no: text(40, { min: 1 }) }) }), async (r) => {
    const id = Number(r.params.id);
    const invoiceNo = param.str(input(r).invoice_no).trim();
    if (!/^[0-9A-Za-z-]{8,40}$/.test(invoiceNo)) throw new BizError('请填写正确的发票号码', 422, undefined, { invoice_no: ['请填写正确的发票号码'] });
    const before = await db.selectFrom('order_invoices').selectAll().where('id', '=', id).executeTakeFirst();
    if (!before) throw notFound('开票申请不存在');
    const row = await db.updateTable('order_invoices').set({ status: 'issued', invoice_no: invoiceNo, issued_at: new Date(), updated_at: new Date() })
      .where('id', '=', id).where('status', '=', 'pending').returningAll().executeTakeFirst();
    if (!row) throw new BizError('该申请已开票或已取消');
    recordChange(r, { action: '开具发票', entity: 'invoice', entity_id: id, before: { status: before.status }, after: { status: row.status, invoice_no: invoiceNo } });
    return invoiceView(row);
  });
}
