/** /api/h5app/wxapp offline transfer (api-contract §4.7): upload or replace the voucher, read it back. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { input, param } from '../../http/wire';
import { declare, fields, id, int, INT4_MAX, opt, text } from '../../http/schema';
import { orderIdOf } from '../order/routes';
import { MAX_VOUCHER_PICS, memberVoucher, submitVoucher } from './offline.service';

const pics = z.preprocess((v) => (typeof v === 'string' ? [v] : v && typeof v === 'object' && !Array.isArray(v) ? Object.values(v) : v),
  z.array(text(200), { invalid_type_error: '{field}格式不正确' }).max(MAX_VOUCHER_PICS, `{field}最多${MAX_VOUCHER_PICS}张`));
const VoucherInput = fields({
  order_id: text(64, { min: 1 }), bank_account_id: opt(id()), pay_fee: opt(int(1, INT4_MAX)), pay_sn: opt(text(64)),
  transfer_remark: opt(text(200, { multiline: true })), voucher_pic: opt(pics),
});

export default async function offlineRoutes(app: FastifyInstance, { db }: AppDeps) {
  const upload = async (r: FastifyRequest) => {
    const b = input(r);
    return submitVoucher(db, r.member!.user_id, {
      orderId: orderIdOf(b.order_id), bankAccountId: param.int(b.bank_account_id, 0)!, payFee: param.int(b.pay_fee, 0)!, paySn: param.str(b.pay_sn).trim(),
      remark: param.str(b.transfer_remark).trim(), pics: ((b.voucher_pic as string[] | undefined) ?? []).map(String),
    });
  };
  const opts = { preHandler: app.requireMember, ...declare({ input: VoucherInput }) };
  app.post('/order/offline/upload/voucher', opts, upload);
  app.post('/order/offline/update/voucher', opts, upload);
  app.get('/order/offline/get/voucher', { preHandler: app.requireMember, ...declare({ input: fields({ order_id: text(64, { min: 1 }) }) }) }, async (r) =>
    memberVoucher(db, r.member!.user_id, orderIdOf(input(r).order_id)));
}
