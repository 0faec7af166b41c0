/**
 * /api/admin/shops: the operator lists the brand's stores, dealers and merchants' shops and edits what the
 * storefront shows of them (name, address, coordinates, hours, phone, tags, 自提). Shop pages and the nearby
 * lists read the shop live (distributor/is_valid, distributor/list), so a change shows at once: no static
 * page holds shop data. Every edit is in the operation log with the row before and after.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/errors';
import { input, param } from '../../http/wire';
import { check, declare, fields, flag, idParams, NO_INPUT, oneOf, opt, page, pageSize, text } from '../../http/schema';
import { recordChange } from '../console/audit';
import type { Database } from '../../db/database.server';
import type { ShopsTable, ShopTag } from '../../db/schema';
import type { Updateable } from 'kysely';
import './tables';

const SHOP_NOT_FOUND = '店铺不存在';
const MAX_TAGS = 10;

/** A latitude / longitude as number or text; anything else gets the named range as its message. */
const coordinate = (label: string, max: number) => {
  const message = `${label}必须是-${max}到${max}之间的数字`;
  const toNumber = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && /^\s*[-+]?\d{1,3}(\.\d{1,10})?\s*$/.test(v) ? Number(v) : NaN);
  return z.unknown()
    .superRefine((v, ctx) => { const n = toNumber(v); if (!Number.isFinite(n) || Math.abs(n) > max) ctx.addIssue({ code: 'custom', message }); })
    .transform(toNumber);
};
/** Tag names: a list, or one text separated by commas (the console's input). */
const tagNames = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(/[,，、]/) : v),
  z.array(z.string({ invalid_type_error: '标签必须是文本' }), { invalid_type_error: '标签格式不正确' })
    .transform((a) => [...new Set(a.map((s) => s.trim()).filter(Boolean))])
    .refine((a) => a.length <= MAX_TAGS, `标签最多${MAX_TAGS}个`)
    .refine((a) => a.every((s) => s.length <= 10), '每个标签不能超过10个字符'),
);

const ShopBody = fields({
  // Text fields take '' as "clear it" (not "not given"), so an operator can remove a phone or the hours.
  name: text(100).refine((s) => s.trim() !== '', '请填写店铺名称').optional(), address: text(200).optional(), province: text(32).optional(), city: text(32).optional(), area: text(32).optional(),
  mobile: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string({ invalid_type_error: '联系电话格式不正确' }).trim().regex(/^([0-9+\-() ]{5,20})?$/, '联系电话格式不正确')).optional(),
  hour: text(32).optional(), lat: opt(coordinate('纬度', 90)), lng: opt(coordinate('经度', 180)),
  tags: z.preprocess((v) => (v === null ? '' : v), tagNames.optional()), is_ziti: opt(flag()), intro: text(2000, { multiline: true }).optional(),
});
const ListQuery = fields({ keywords: opt(text(50)), kind: opt(oneOf(['store', 'dealer', 'merchant'] as const)), page: opt(page()), pageSize: opt(pageSize(100)) });
const byShop = { params: idParams(), paramsError: { status: 404, message: SHOP_NOT_FOUND } };

/** Tag ids stay the same for a name across shops (the storefront filters by tag_id); new names get new ids. */
async function tagsFor(db: Database, names: string[]): Promise<ShopTag[]> {
  const known = (await db.selectFrom('shops').select('tags').execute()).flatMap((r) => r.tags);
  const byName = new Map(known.map((t) => [t.tag_name, t.tag_id]));
  let next = Math.max(0, ...known.map((t) => t.tag_id)) + 1;
  return names.map((tag_name) => ({ tag_id: byName.get(tag_name) ?? next++, tag_name }));
}

export default async function shopAdminRoutes(app: FastifyInstance, { db }: AppDeps) {
  const op = (d: Parameters<typeof declare>[0]) => ({ preHandler: app.requireOperator, ...declare(d) });
  const one = (id: number) => db.selectFrom('shops').selectAll().where('distributor_id', '=', id).executeTakeFirst();
  const idOf = (req: { params: unknown }) => Number((req.params as { id: string }).id);

  app.get('/shops', op({ input: ListQuery }), async (req) => {
    const q = input(req);
    const p = param.int(q.page, 1)!; const size = param.int(q.pageSize, 20)!;
    let base = db.selectFrom('shops');
    const kw = param.str(q.keywords);
    if (kw) {
      const like = `%${kw.replace(/[\\%_]/g, '\\$&')}%`;
      base = base.where((eb) => eb.or([eb('name', 'ilike', like), eb('address', 'ilike', like), eb('city', 'ilike', like)]));
    }
    if (q.kind === 'merchant') base = base.where('merchant_id', 'is not', null);
    else if (q.kind) base = base.where('kind', '=', q.kind as 'store' | 'dealer').where('merchant_id', 'is', null);
    const { n } = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const list = await base.selectAll().orderBy('distributor_id').limit(size).offset((p - 1) * size).execute();
    return { list, total_count: Number(n) };
  });

  app.get('/shops/:id', op({ ...byShop, input: NO_INPUT }), async (req) => {
    const shop = await one(idOf(req));
    if (!shop) throw notFound(SHOP_NOT_FOUND);
    return shop;
  });

  app.put('/shops/:id', op({ ...byShop, input: ShopBody }), async (req) => {
    const id = idOf(req);
    const b = check(ShopBody, input(req));
    const before = await one(id);
    if (!before) throw notFound(SHOP_NOT_FOUND);
    const set: Updateable<ShopsTable> = {};
    for (const k of ['name', 'address', 'province', 'city', 'area', 'mobile', 'hour', 'intro'] as const) if (b[k] !== undefined) set[k] = String(b[k]).trim();
    if (b.lat !== undefined) set.lat = b.lat;
    if (b.lng !== undefined) set.lng = b.lng;
    if (b.is_ziti !== undefined) set.is_ziti = b.is_ziti === true || b.is_ziti === 'true' || b.is_ziti === '1' || b.is_ziti === 'on';
    if (b.tags !== undefined) set.tags = JSON.stringify(await tagsFor(db, b.tags));
    const after = Object.keys(set).length
      ? await db.updateTable('shops').set(set).where('distributor_id', '=', id).returningAll().executeTakeFirstOrThrow()
      : before;
    recordChange(req, { action: '编辑店铺', entity: 'shop', entity_id: id, before, after });
    return after;
  });
}
