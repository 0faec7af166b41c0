/** /api/h5app/wxapp saved invoice titles (api-contract §4.14). */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';
import { BizError } from '../../http/errors';
import { input, param } from '../../http/wire';
import { deleteInvoice, getInvoice, listInvoices, parseInvoiceFields, saveInvoice } from './invoice.service';

const idOf = (v: unknown) => {
  const id = param.int(v);
  if (!id || id < 1) throw new BizError('发票信息不存在', 404);
  return id;
};

export default async function invoiceRoutes(app: FastifyInstance, { db }: AppDeps) {
  const req = { preHandler: app.requireMember };
  app.get('/member/invoicelist', req, async (r) => listInvoices(db, r.member!.user_id));
  app.post('/member/invoice', req, async (r) => {
    const b = input(r);
    return saveInvoice(db, r.member!.user_id, parseInvoiceFields(b), param.bool(b.is_def));
  });
  app.get<{ Params: { id: string } }>('/member/invoice/:id', req, async (r) => getInvoice(db, r.member!.user_id, idOf(r.params.id)));
  app.put<{ Params: { id: string } }>('/member/invoice/:id', req, async (r) => {
    const b = input(r);
    return saveInvoice(db, r.member!.user_id, parseInvoiceFields(b), param.bool(b.is_def), idOf(r.params.id));
  });
  app.delete<{ Params: { id: string } }>('/member/invoice/:id', req, async (r) => deleteInvoice(db, r.member!.user_id, idOf(r.params.id)));
}
