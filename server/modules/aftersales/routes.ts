/** /api/h5app/wxapp after-sales (api-contract §4.15) and the member's picture upload. */
import crypto from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { BizError } from '../../http/errors';
import { input, jsonTooDeep, param } from '../../http/wire';
import { declare, fields, int, INT4_MAX, NO_INPUT, opt } from '../../http/schema';
import { isCleanString } from '../../../src/widgets/shared/validate';
import { z } from 'zod';
import { MAX_BYTES, removeFiles, storeImage } from '../media/image.server';
import { countUpload } from '../throttle/uploads';
import { applyAftersales, closeAftersales, modifyAftersales, sendBack, type ApplyInput } from './aftersales.actions';
import { aftersalesInfo, listAftersales } from './aftersales.read';
import { AFTERSALES_REASONS } from './rules';

// Declared inputs (ARCHITECTURE principle 9), the bounds the ajv schemas had. A malformed value answers the
// contract's plain 422 参数错误 (as before); the handlers keep their own Chinese checks (6-30位物流单号 …).
// Only explicit check messages survive check()'s error map, so wrong types are first turned into values
// the explicit checks refuse (a control character, Infinity).
export const BAD = '参数错误';
const scalar = (v: unknown) => (typeof v === 'number' || typeof v === 'boolean' ? String(v) : v);
const asString = (v: unknown) => { const s = scalar(v); return typeof s === 'string' ? s : '\u0000'; };
const asNumber = (v: unknown) => (typeof v === 'number' || (typeof v === 'string' && /^\s*[-+]?\d{1,12}\s*$/.test(v)) ? v : Infinity);
const str = (build: (s: z.ZodString) => z.ZodTypeAny) => z.preprocess(asString, build(z.string()));
/** An integer in [min, max]. */
export const whole = (min: number, max: number) => z.preprocess(asNumber, int(min, max, BAD));
/** Printable text up to `max` characters (line breaks only when multiline). */
export const plainText = (max: number, multiline = false) => str((s) => s.max(max, BAD).refine((v) => isCleanString(v, multiline), BAD));
/** Order and after-sales numbers: digits only, as the contract's ids (api-contract §7). */
export const numericId = () => str((s) => s.regex(/^[0-9]{1,32}$/, BAD));
export const choice = (values: readonly string[]) => str((s) => s.refine((v) => values.includes(v), BAD));
export const statusPage = { page: opt(whole(1, 100000)), pageSize: opt(whole(1, 50)), aftersales_status: opt(whole(0, 4)), order_id: opt(numericId()) };

const Line = fields({ id: whole(1, INT4_MAX), num: whole(1, 99999) });
const applyFields = {
  order_id: numericId(),
  // JSON text as the desktop sends it, or bracket-encoded lines. Array first: the union tries options in order.
  detail: z.union([z.array(Line).max(50, BAD), z.record(Line).refine((o) => Object.keys(o).length <= 50, BAD), plainText(2000)]),
  aftersales_type: choice(['ONLY_REFUND', 'REFUND_GOODS', 'EXCHANGING_GOODS']),
  reason: plainText(60),
  description: opt(plainText(500, true)),
  evidence_pic: opt(z.union([z.array(plainText(200)).max(3, BAD), z.record(plainText(200)).refine((o) => Object.keys(o).length <= 3, BAD), plainText(200)])),
  refund_fee: opt(whole(0, INT4_MAX)),
  return_type: opt(plainText(16)),
  distributor_id: opt(whole(0, INT4_MAX)),
};
const Apply = fields(applyFields);
const Modify = fields({ ...applyFields, order_id: opt(numericId()), aftersales_bn: numericId() });
const ByBn = fields({ aftersales_bn: numericId() });

const listOf = (v: unknown): unknown[] => (Array.isArray(v) ? v : v && typeof v === 'object' ? Object.values(v) : []);

/** `detail` arrives as JSON text (desktop) or bracket-encoded lines. */
function detailOf(v: unknown): { id: number; num: number }[] {
  let raw: unknown = v;
  if (typeof v === 'string') {
    if (jsonTooDeep(v)) throw new BizError('请选择售后商品');
    try { raw = JSON.parse(v); } catch { throw new BizError('请选择售后商品'); }
  }
  return listOf(raw).slice(0, 50).map((l) => {
    const r = (l ?? {}) as Record<string, unknown>;
    return { id: param.int(r.id, 0)!, num: param.int(r.num, NaN)! };
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
  const req = (d: Parameters<typeof declare>[0]) => ({ preHandler: app.requireMember, ...declare(d) });
  await app.register(multipart, { limits: { fileSize: MAX_BYTES, files: 1, fields: 5 } });

  app.get('/aftersales/reason/list', req({ input: NO_INPUT }), async () => [...AFTERSALES_REASONS]);

  app.post('/aftersales', req({ input: Apply }), async (r) => result(await applyAftersales(db, r.member!.user_id, applyInputOf(input(r)))));

  app.get('/aftersales', req({ input: fields({ ...statusPage, order_type: opt(plainText(20)) }) }), async (r) => {
    const b = input(r);
    return listAftersales(db, { userId: r.member!.user_id, status: param.int(b.aftersales_status), orderId: param.str(b.order_id) || undefined,
      page: param.int(b.page, 1)!, size: param.int(b.pageSize, 10)! });
  });

  app.get('/aftersales/info', req({ input: fields({ aftersales_bn: numericId(), order_id: opt(numericId()), item_id: opt(whole(1, INT4_MAX)) }) }), async (r) => aftersalesInfo(db, param.str(input(r).aftersales_bn), r.member!.user_id));

  app.post('/aftersales/modify', req({ input: Modify }), async (r) => {
    const b = input(r);
    return result(await modifyAftersales(db, r.member!.user_id, param.str(b.aftersales_bn), applyInputOf(b)));
  });
  app.post('/aftersales/close', req({ input: ByBn }), async (r) => result(await closeAftersales(db, r.member!.user_id, param.str(input(r).aftersales_bn))));
  app.post('/aftersales/sendback', req({ input: fields({ aftersales_bn: numericId(), corp_code: plainText(20), logi_no: plainText(30) }) }), async (r) => {
    const b = input(r);
    return result(await sendBack(db, r.member!.user_id, param.str(b.aftersales_bn), param.str(b.corp_code), param.str(b.logi_no)));
  });

  /** A member's picture (after-sales evidence, rating): JPG/PNG checked by content; only these URLs are accepted back. */
  app.post('/member/image/upload', req({ input: NO_INPUT, rawBody: true }), async (r) => {
    if (!r.isMultipart()) throw new BizError('请选择图片');
    const file = await r.file();
    if (!file) throw new BizError('请选择图片');
    const buf = await file.toBuffer().catch(() => { throw new BizError('图片不能超过10MB'); });
    await countUpload(app.throttle, 'member', r.member!.user_id);
    const out = await storeImage(config.mediaDir, `member/${crypto.randomBytes(16).toString('hex')}`, buf);
    await db.insertInto('member_uploads').values({ user_id: r.member!.user_id, url: out.url, mime: out.mime }).execute()
      .catch(async (e) => { await removeFiles(config.mediaDir, out.files); throw e; });
    return { img_url: out.url, url: out.url, width: out.width, height: out.height };
  });
}
