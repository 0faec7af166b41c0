/**
 * /api/h5app/wxapp merchant entry (api-contract §4.1 merchant/login, §4.17 merchant onboarding): SMS
 * login with its own JWT (the storefront sends it from the ECSHOPX_STORE_TOKEN cookie for /merchant/
 * URLs), base settings, category types, the three-step application, its detail and audit status, and
 * the licence picture upload.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps';
import { BizError } from '../../http/errors';
import { input, param } from '../../http/wire';
import { declare, fields, NO_INPUT, oneOf, opt, page, pageSize, text, type Declared } from '../../http/schema';
import { bankList } from './banks';
import { normaliseImage } from '../media/routes';
import { APPLY_STEPS, SETTLED_TYPES, type StepNo } from '../../../src/lib/merchant-apply';
import { applyDetail, auditStatus, merchantLogin, merchantTypes, saveStep } from './merchant.service';
import { MERCHANT_PROTOCOL } from './protocol';

export const MERCHANT_TOKEN_TTL_SECONDS = 30 * 24 * 3600;
const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
const LICENSE_EDGE = 1600;

declare module 'fastify' {
  interface FastifyRequest { merchantId?: number }
}

const LoginInput = fields({ mobile: opt(text(20)), vcode: opt(text(8)) });
const short = (n: number) => opt(text(n));
const StepInput = fields({
  settled_type: short(20), merchant_type_id: short(10), merchant_name: short(40), social_credit_code: short(18), legal_name: short(20),
  legal_id_card: short(18), license_url: short(100), province: short(32), city: short(32), area: short(32), address: short(100),
  bank_account_name: short(40), bank_name: short(40), bank_account_no: short(30), contact_mobile: short(20),
});

export default async function merchantRoutes(app: FastifyInstance, { db, config, clock }: AppDeps) {
  const now = clock ?? (() => new Date());
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5 } });
  const mediaDir = path.join(config.mediaDir, 'merchant');
  await fs.mkdir(mediaDir, { recursive: true });

  async function requireMerchant(req: FastifyRequest) {
    const unauthenticated = new BizError('Unable to authenticate user.', 401, 401001);
    if (!req.headers.authorization) throw unauthenticated;
    let claims: { merchant_id?: number; operator_type?: string };
    try { claims = await req.jwtVerify(); } catch { throw unauthenticated; }
    if (claims.operator_type !== 'merchant' || !Number.isInteger(claims.merchant_id)) throw unauthenticated;
    const row = await db.selectFrom('merchants').select(['merchant_id', 'disabled']).where('merchant_id', '=', claims.merchant_id!).executeTakeFirst();
    if (!row) throw unauthenticated;
    if (row.disabled) throw new BizError('该账号已被禁用.', 401, 401002);
    req.merchantId = row.merchant_id;
  }
  const merchant = (inp: Declared['input'] = NO_INPUT, extra: Partial<Declared> = {}) => ({ preHandler: requireMerchant, ...declare({ input: inp, ...extra }) });

  app.post('/merchant/login', declare({ input: LoginInput }), async (req) => {
    const b = input(req);
    const merchantId = await merchantLogin(db, param.str(b.mobile), param.str(b.vcode), now());
    const token = app.jwt.sign({ sub: `merchant_${merchantId}`, merchant_id: merchantId, operator_type: 'merchant', sv: Date.now() }, { expiresIn: MERCHANT_TOKEN_TTL_SECONDS });
    return { token };
  });

  app.get('/merchant/basesetting', declare({ input: NO_INPUT }), async () => ({
    status: true, settled_type: SETTLED_TYPES, steps: APPLY_STEPS, protocol: MERCHANT_PROTOCOL,
  }));

  app.get('/merchant/type/list', merchant(), async () => ({ list: await merchantTypes(db) }));

  app.get('/merchant/settlementapply/detail', merchant(), async (r) => applyDetail(db, r.merchantId!));
  app.get('/merchant/settlementapply/step', merchant(), async (r) => {
    const d = await applyDetail(db, r.merchantId!);
    return { step: d.step, audit_status: d.audit_status };
  });
  app.get('/merchant/settlementapply/auditstatus', merchant(), async (r) => auditStatus(db, r.merchantId!));
  app.post<{ Params: { step: string } }>('/merchant/settlementapply/:step', merchant(StepInput, {
    params: fields({ step: oneOf(['1', '2', '3'], '入驻步骤不存在') }), paramsError: { status: 404, message: '入驻步骤不存在' },
  }), async (r) => saveStep(db, r.merchantId!, Number(r.params.step) as StepNo, input(r), now()));

  // The business licence picture: one JPG/PNG, checked by content and re-encoded.
  app.post('/merchant/upload', merchant(NO_INPUT, { rawBody: true }), async (r) => {
    if (!r.isMultipart()) throw new BizError('请选择图片');
    const file = await r.file();
    if (!file) throw new BizError('请选择图片');
    const buf = await file.toBuffer().catch(() => { throw new BizError('图片不能超过5MB'); });
    if (file.file.truncated) throw new BizError('图片不能超过5MB');
    const img = await normaliseImage(buf, LICENSE_EDGE);
    const key = `${crypto.randomBytes(16).toString('hex')}.${img.ext}`;
    await fs.writeFile(path.join(mediaDir, key), img.data);
    return { url: `/media/merchant/${key}`, width: img.info.width, height: img.info.height };
  });

  // 结算银行 for the application's bank step (merchant JWT, api-contract §4.17).
  app.get('/adapay/bank/list', merchant(fields({ bank_name: opt(text(40)), page: opt(page()), pageSize: opt(pageSize(100)) })), async (r) => {
    const b = input(r);
    return bankList(param.str(b.bank_name), param.int(b.page, 1)!, param.int(b.pageSize, 100)!);
  });
}
