/** /api/h5app/wxapp saved invoice titles (api-contract §4.14). */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { BizError } from '../../http/errors';
import { input, param } from '../../http/wire';
import { declare, idParams, NO_INPUT } from '../../http/schema';
import { InvoiceFields } from '../checkout/input';
import { deleteInvoice, getInvoice, listInvoices, parseInvoiceFields, saveInvoice } from './invoice.service';

const idOf = (v: unknown) => {
  const id = param.int(v);
  if (!id || id < 1) throw new BizError('发票信息不存在', 404);
  return id;
};

export default async function invoiceRoutes(app: FastifyInstance, { db }: AppDeps) {
  const byId = { params: idParams(), paramsError: { status: 404, message: '发票信息不存在' } };
  const req = (d: Parameters<typeof declare>[0]) => ({ preHandler: app.requireMember, ...declare(d) });
  app.get('/member/invoicelist', req({ input: NO_INPUT }), async (r) => listInvoices(db, r.member!.user_id));
  app.post('/member/invoice', req({ input: InvoiceFields }), async (r) => {
    const b = input(r);
    return saveInvoice(db, r.member!.user_id, parseInvoiceFields(b), param.bool(b.is_def));
  });
  app.get<{ Params: { id: string } }>('/member/invoice/:id', req({ ...byId, input: NO_INPUT }), async (r) => getInvoice(db, r.member!.user_id, idOf(r.params.id)));
  app.put<{ Params: { id: string } }>('/member/invoice/:id', req({ ...byId, input: InvoiceFields }), async (r) => {
    const b = input(r);
    return saveInvoice(db, r.member!.user_id, parseInvoiceFields(b), param.bool(b.is_def), idOf(r.params.id));
  });
  app.delete<{ Params: { id: string } }>('/member/invoice/:id', req({ ...byId, input: NO_INPUT }), async (r) => deleteInvoice(db, r.member!.user_id, idOf(r.params.id)));
}
