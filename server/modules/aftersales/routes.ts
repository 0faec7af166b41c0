/** /api/h5app/wxapp after-sales (api-contract §4.15) and the member's picture upload. */
import crypto from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';
import { BizError } from '../../http/errors';
import { input, param } from '../../http/wire';
import { MAX_BYTES, storeImage } from '../media/image.server';
import { applyAftersales, closeAftersales, modifyAftersales, sendBack, type ApplyInput } from './aftersales.actions';
import { aftersalesInfo, listAftersales } from './aftersales.read';
import { AFTERSALES_REASONS } from './rules';
import { schemas } from './schemas';

const listOf = (v: unknown): unknown[] => (Array.isArray(v) ? v : v && typeof v === 'object' ? Object.values(v) : []);

/** `detail` arrives as JSON text (desktop) or bracket-encoded lines. */
function detailOf(v: unknown): { id: number; num: number }[] {
  let raw: unknown = v;
  if (typeof v === 'string') {
    try { raw = JSON.parse(v); } catch { throw new BizError('请选择售后商品'); }
  }
  return listOf(raw).slice(0, 50).map((l) => {
    const r = (l ?? {}) as Record<string, unknown>;
    return { id: param.int(r.id, 0)!, num: Number(r.num) };
  });
}

export function applyInputOf(b: Record<string, unknown>): ApplyInput {
  return {
    orderId: param.str(b.order_id), lines: detailOf(b.detail), type: param.str(b.aftersales_type), reason: param.str(b.reason),
    description: param.str(b.description), pics: listOf(b.evidence_pic).map((p) => String(p)).filter(Boolean),
    refundFee: b.refund_fee === undefined || b.refund_fee === '' ? undefined : Number(b.refund_fee),
  };
}

const result = (a: { aftersales_bn: string; aftersales_status: number; progress: number }) =>
  ({ status: true, result: { aftersales_bn: a.aftersales_bn, aftersales_status: a.aftersales_status, progress: a.progress }, aftersales_bn: a.aftersales_bn });

export default async function aftersalesRoutes(app: FastifyInstance, { db, config }: AppDeps) {
  const req = { preHandler: app.requireMember };
  await app.register(multipart, { limits: { fileSize: MAX_BYTES, files: 1, fields: 5 } });

  app.get('/aftersales/reason/list', req, async () => [...AFTERSALES_REASONS]);

  app.post('/aftersales', { ...req, schema: schemas.apply }, async (r) => result(await applyAftersales(db, r.member!.user_id, applyInputOf(input(r)))));

  app.get('/aftersales', { ...req, schema: schemas.list }, async (r) => {
    const b = input(r);
    return listAftersales(db, { userId: r.member!.user_id, status: param.int(b.aftersales_status), orderId: param.str(b.order_id) || undefined,
      page: param.int(b.page, 1)!, size: param.int(b.pageSize, 10)! });
  });

  app.get('/aftersales/info', { ...req, schema: schemas.info }, async (r) => aftersalesInfo(db, param.str(input(r).aftersales_bn), r.member!.user_id));

  app.post('/aftersales/modify', { ...req, schema: schemas.modify }, async (r) => {
    const b = input(r);
    return result(await modifyAftersales(db, r.member!.user_id, param.str(b.aftersales_bn), applyInputOf(b)));
  });
  app.post('/aftersales/close', { ...req, schema: schemas.byBn }, async (r) => result(await closeAftersales(db, r.member!.user_id, param.str(input(r).aftersales_bn))));
  app.post('/aftersales/sendback', { ...req, schema: schemas.sendback }, async (r) => {
    const b = input(r);
    return result(await sendBack(db, r.member!.user_id, param.str(b.aftersales_bn), param.str(b.corp_code), param.str(b.logi_no)));
  });

  /** A member's picture (after-sales evidence, rating): JPG/PNG checked by content; only these URLs are accepted back. */
  app.post('/member/image/upload', req, async (r) => {
    if (!r.isMultipart()) throw new BizError('请选择图片');
    const file = await r.file();
    if (!file) throw new BizError('请选择图片');
    const buf = await file.toBuffer().catch(() => { throw new BizError('图片不能超过10MB'); });
    const out = await storeImage(config.mediaDir, `member/${crypto.randomBytes(16).toString('hex')}`, buf);
    await db.insertInto('member_uploads').values({ user_id: r.member!.user_id, url: out.url, mime: out.mime }).execute();
    return { img_url: out.url, url: out.url, width: out.width, height: out.height };
  });
}
