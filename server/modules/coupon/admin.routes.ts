/**
 * /api/admin/coupons: the console's coupon templates (满减 cash in fen, 折扣 percent off). Quantity never
 * drops below what members already claimed (guarded UPDATE); a claimed coupon cannot be deleted, only
 * ended (its end date set to now), so members' coupons keep their template. Every item page lists the running
 * coupons (they apply to all goods), so each change rebuilds every item page once saved.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { BizError, notFound } from '../../http/errors';
import { input, param } from '../../http/wire';
import { declare, fields, idParams, NO_INPUT, oneOf, opt, page, pageSize, sameAs, text, INT4_MAX } from '../../http/schema';
import { recordChange } from '../console/audit';
import { goodsPages, rebuildActivityPages } from '../activity/page-rebuild';

const fen = (label: string) => z.coerce.number({ invalid_type_error: `${label}必须是数字` }).int(`${label}必须是以分为单位的整数`).min(0, `${label}不能为负数`).max(INT4_MAX, `${label}超出范围`);
const date = (label: string) => z.coerce.date({ errorMap: () => ({ message: `${label}格式不正确` }) }).refine((d) => d.getFullYear() >= 2000 && d.getFullYear() <= 2100, `${label}格式不正确`);
const CouponInput = z.object({
  title: z.string({ required_error: '请填写优惠券名称' }).trim().min(1, '请填写优惠券名称').max(50, '优惠券名称不能超过50个字符').refine((s) => !/[\u0000-\u001f\u007f<>]/.test(s), '优惠券名称含有不允许的字符'),
  card_type: z.enum(['cash', 'discount'], { errorMap: () => ({ message: '优惠券类型只能是满减券或折扣券' }) }),
  reduce_cost: fen('减免金额').default(0), least_cost: fen('使用门槛').default(0),
  discount: z.coerce.number({ invalid_type_error: '折扣必须是数字' }).int('折扣必须是整数').min(0, '折扣必须在1到99之间').max(99, '折扣必须在1到99之间').default(0),
  quantity: z.coerce.number({ invalid_type_error: '发放总量必须是数字' }).int('发放总量必须是整数').min(1, '发放总量至少为1').max(10_000_000, '发放总量超出范围'),
  get_limit: z.coerce.number({ invalid_type_error: '每人限领必须是数字' }).int('每人限领必须是整数').min(1, '每人限领至少为1').max(100, '每人限领最多100张').default(1),
  begin_date: date('开始时间'), end_date: date('结束时间'),
  description: z.string().trim().max(500, '使用说明不能超过500个字符').default(''),
}).superRefine((c, ctx) => {
  if (c.end_date <= c.begin_date) ctx.addIssue({ code: 'custom', path: ['end_date'], message: '结束时间必须晚于开始时间' });
  if (c.card_type === 'cash' && c.reduce_cost <= 0) ctx.addIssue({ code: 'custom', path: ['reduce_cost'], message: '请填写减免金额' });
  if (c.card_type === 'cash' && c.least_cost > 0 && c.reduce_cost > c.least_cost) ctx.addIssue({ code: 'custom', path: ['reduce_cost'], message: '减免金额不能大于使用门槛' });
  if (c.card_type === 'discount' && c.discount <= 0) ctx.addIssue({ code: 'custom', path: ['discount'], message: '折扣必须在1到99之间' });
});

function parse(body: unknown) {
  const r = CouponInput.safeParse(body);
  if (r.success) return r.data;
  const errors: Record<string, string[]> = {};
  for (const i of r.error.issues) (errors[i.path.join('.') || '_'] ??= []).push(i.message);
  throw new BizError(r.error.issues[0].message, 422, undefined, errors);
}
const byCoupon = { params: idParams(), paramsError: { status: 404, message: '优惠券不存在' } };

export default async function couponAdminRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;
  const op = (d: Parameters<typeof declare>[0]) => ({ preHandler: app.requireOperator, ...declare(d) });
  const rebuildItemPages = async (change: string) => rebuildActivityPages(deps, await goodsPages(db, 'all'), change);
  const one = (id: number) => db.selectFrom('coupon_templates').selectAll().where('card_id', '=', id).executeTakeFirst();

  app.get('/coupons', op({ input: fields({ keywords: opt(text(50)), card_type: opt(oneOf(['cash', 'discount'])), state: opt(oneOf(['active', 'ended'])), page: opt(page()), pageSize: opt(pageSize(100)) }) }), async (req) => {
    const b = input(req);
    const p = param.int(b.page, 1)!; const size = param.int(b.pageSize, 20)!;
    let q = db.selectFrom('coupon_templates');
    const kw = param.str(b.keywords);
    if (kw) q = q.where('title', 'ilike', `%${kw.replace(/[\\%_]/g, '\\$&')}%`);
    if (b.card_type) q = q.where('card_type', '=', param.str(b.card_type) as 'cash');
    if (b.state === 'active') q = q.where('end_date', '>=', new Date());
    if (b.state === 'ended') q = q.where('end_date', '<', new Date());
    const { n } = await q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const list = await q.selectAll().orderBy('card_id', 'desc').limit(size).offset((p - 1) * size).execute();
    return { list, total_count: Number(n) };
  });

  app.get('/coupons/:id', op({ ...byCoupon, input: NO_INPUT }), async (req) => {
    const c = await one(Number((req.params as { id: string }).id));
    if (!c) throw notFound('优惠券不存在');
    return c;
  });

  app.post('/coupons', op({ input: sameAs(CouponInput) }), async (req) => {
    const c = parse(input(req));
    const row = await db.insertInto('coupon_templates').values(c).returningAll().executeTakeFirstOrThrow();
    recordChange(req, { action: '新增优惠券', entity: 'coupon', entity_id: row.card_id, before: null, after: row });
    await rebuildItemPages('新增优惠券');
    return row;
  });

  app.put('/coupons/:id', op({ ...byCoupon, input: sameAs(CouponInput) }), async (req) => {
    const id = Number((req.params as { id: string }).id);
    const c = parse(input(req));
    const before = await one(id);
    if (!before) throw notFound('优惠券不存在');
    const after = await db.updateTable('coupon_templates').set(c).where('card_id', '=', id).where('get_num', '<=', c.quantity).returningAll().executeTakeFirst();
    if (!after) throw new BizError(`发放总量不能少于已领取数量${(await one(id))?.get_num ?? ''}`, 422, undefined, { quantity: ['发放总量不能少于已领取数量'] });
    recordChange(req, { action: '编辑优惠券', entity: 'coupon', entity_id: id, before, after });
    await rebuildItemPages('编辑优惠券');
    return after;
  });

  /** Ends a coupon now (members keep what they claimed, and may still use it until its end). */
  app.post('/coupons/:id/end', op({ ...byCoupon, input: NO_INPUT }), async (req) => {
    const id = Number((req.params as { id: string }).id);
    const before = await one(id);
    if (!before) throw notFound('优惠券不存在');
    const after = await db.updateTable('coupon_templates').set({ end_date: new Date() }).where('card_id', '=', id).returningAll().executeTakeFirstOrThrow();
    recordChange(req, { action: '结束优惠券', entity: 'coupon', entity_id: id, before, after });
    await rebuildItemPages('结束优惠券');
    return after;
  });

  app.delete('/coupons/:id', op({ ...byCoupon, input: NO_INPUT }), async (req) => {
    const id = Number((req.params as { id: string }).id);
    const before = await one(id);
    if (!before) throw notFound('优惠券不存在');
    const done = await db.deleteFrom('coupon_templates').where('card_id', '=', id).where(({ not, exists, selectFrom }) => not(exists(selectFrom('user_coupons').select('id').where('card_id', '=', id)))).executeTakeFirst();
    if (!Number(done.numDeletedRows)) throw new BizError('已有会员领取该优惠券，不能删除，可结束发放');
    recordChange(req, { action: '删除优惠券', entity: 'coupon', entity_id: id, before, after: null });
    await rebuildItemPages('删除优惠券');
    return { status: true };
  });
}
