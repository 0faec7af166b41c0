/**
 * Goods as the operator edits them: one goods row, its specs (名称 + values) and one SKU per spec
 * combination (price, market price, stock, item_bn). Used by the console's form and by bulk import, so
 * both write the same shape with the same checks. Spec names and values are shared rows (specs /
 * spec_values), found or created by name; `items.spec` keeps [{spec_id, spec_value_id}] (contract §4.4).
 */
import { sql, type Transaction } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../db/schema';
import type { Database } from '../../db/database.server';
import { BizError, notFound } from '../../http/errors';
import { sanitizeIntro } from '../../../compiler/render';
import { INT4_MAX, issueMessage } from '../../http/schema';

type Trx = Transaction<DB>;

export const SHELF = { on: 'onsale', off: 'offline_sale' } as const;
const fen = (label: string) => z.coerce.number({ invalid_type_error: `${label}必须是数字` }).int(`${label}必须以分为单位的整数`).min(0, `${label}不能为负数`).max(INT4_MAX, `${label}超出范围`);
const name = (label: string, max: number) => z.string({ required_error: `请填写${label}`, invalid_type_error: `${label}必须是文本` }).trim().min(1, `请填写${label}`).max(max, `${label}不能超过${max}个字符`)
  .refine((s) => !/[\u0000-\u001f\u007f<>]/.test(s), `${label}含有不允许的字符`);
const code = (label: string) => z.string({ required_error: `请填写${label}` }).trim().min(1, `请填写${label}`).max(40, `${label}不能超过40个字符`)
  .regex(/^[A-Za-z0-9_-]+$/, `${label}只能包含字母、数字、下划线和横线`);
const mediaUrl = z.string().trim().max(500, '图片地址过长').refine((u) => /^\/media\/[\w./-]+$/.test(u) || /^https:\/\/[\w.-]+(:\d+)?\/[\w./%-]*$/.test(u), '图片地址不合法');

export const GoodsInput = z.object({
  goods_bn: code('商品编码').optional(),
  item_name: name('商品名称', 120),
  brief: z.string().trim().max(200, '副标题不能超过200个字符').default(''),
  category_id: z.coerce.number({ invalid_type_error: '请选择分类' }).int('请选择分类').min(1, '请选择分类').max(INT4_MAX, '请选择分类'),
  brand: z.string().trim().max(64, '品牌不能超过64个字符').default(''),
  tags: z.array(name('标签', 20)).max(10, '标签最多10个').default([]),
  pics: z.array(mediaUrl).min(1, '请上传至少一张商品图片').max(10, '商品图片最多10张'),
  intro: z.string().max(100_000, '商品详情过长').default(''),
  approve_status: z.enum([SHELF.on, SHELF.off], { errorMap: () => ({ message: '上架状态不正确' }) }).default(SHELF.off),
  sort: z.coerce.number().int().min(0).max(INT4_MAX).default(0),
  specs: z.array(z.object({ name: name('规格名', 32), values: z.array(name('规格值', 32)).min(1, '每个规格至少一个规格值').max(30, '规格值最多30个') }))
    .max(3, '规格最多3个').default([]),
  skus: z.array(z.object({
    item_bn: code('货号'), spec_values: z.array(name('规格值', 32)).default([]),
    price: fen('销售价'), market_price: fen('市场价').default(0), cost_price: fen('成本价').default(0), store: fen('库存'),
  })).min(1, '请至少添加一个SKU').max(300, 'SKU最多300个'),
}).superRefine((g, ctx) => {
  const specNames = g.specs.map((s) => s.name);
  if (new Set(specNames).size !== specNames.length) ctx.addIssue({ code: 'custom', path: ['specs'], message: '规格名不能重复' });
  g.specs.forEach((s, i) => { if (new Set(s.values).size !== s.values.length) ctx.addIssue({ code: 'custom', path: ['specs', i, 'values'], message: `规格“${s.name}”的规格值不能重复` }); });
  const seenCombos = new Set<string>();
  const seenBn = new Set<string>();
  g.skus.forEach((k, i) => {
    if (k.spec_values.length !== g.specs.length) ctx.addIssue({ code: 'custom', path: ['skus', i, 'spec_values'], message: `第${i + 1}个SKU的规格值数量与规格不符` });
    else k.spec_values.forEach((v, j) => { if (!g.specs[j].values.includes(v)) ctx.addIssue({ code: 'custom', path: ['skus', i, 'spec_values'], message: `第${i + 1}个SKU的规格值“${v}”不在规格“${g.specs[j].name}”中` }); });
    const combo = k.spec_values.join('\u0001');
    if (seenCombos.has(combo)) ctx.addIssue({ code: 'custom', path: ['skus', i, 'spec_values'], message: `第${i + 1}个SKU的规格组合重复` });
    seenCombos.add(combo);
    if (seenBn.has(k.item_bn)) ctx.addIssue({ code: 'custom', path: ['skus', i, 'item_bn'], message: `货号“${k.item_bn}”重复` });
    seenBn.add(k.item_bn);
  });
});
export type GoodsInput = z.infer<typeof GoodsInput>;

/** Zod issues → the contract's 422 with the field named (as the console shows it next to the field). */
export function parseGoods(body: unknown): GoodsInput {
  const r = GoodsInput.safeParse(body);
  if (r.success) return r.data;
  const errors: Record<string, string[]> = {};
  for (const i of r.error.issues) (errors[i.path.join('.') || '_'] ??= []).push(issueMessage(i));
  throw new BizError(issueMessage(r.error.issues[0]), 422, undefined, errors);
}

/** Spec ids and their value ids by name, remembered within one transaction (a bulk import reuses them). */
export type SpecCache = Map<string, { specId: number; values: Map<string, number> }>;

/** Spec and value ids by name, created when new (shared rows: "规格" is one spec for every goods). */
async function specIds(trx: Trx, specs: GoodsInput['specs'], cache: SpecCache = new Map()): Promise<{ specId: number; values: Map<string, number> }[]> {
  const out = [];
  for (const s of specs) {
    const known = cache.get(s.name);
    if (known && s.values.every((v) => known.values.has(v))) { out.push(known); continue; }
    await trx.insertInto('specs').values({ spec_name: s.name }).onConflict((oc) => oc.column('spec_name').doNothing()).execute();
    const { spec_id } = await trx.selectFrom('specs').select('spec_id').where('spec_name', '=', s.name).executeTakeFirstOrThrow();
    const existing = await trx.selectFrom('spec_values').select(['spec_value_id', 'spec_value_name']).where('spec_id', '=', spec_id).execute();
    const values = new Map(existing.map((v) => [v.spec_value_name, v.spec_value_id]));
    for (const [i, v] of s.values.entries()) {
      if (values.has(v)) continue;
      const row = await trx.insertInto('spec_values').values({ spec_id, spec_value_name: v, sort: existing.length + i }).returning('spec_value_id').executeTakeFirstOrThrow();
      values.set(v, row.spec_value_id);
    }
    const entry = { specId: spec_id, values };
    cache.set(s.name, entry);
    out.push(entry);
  }
  return out;
}

export interface SavedGoods { goods_id: number; item_ids: number[]; removed_item_ids: number[] }

/**
 * Creates (goodsId undefined) or replaces a goods with its SKUs inside `trx`. SKUs are matched by
 * item_bn: kept SKUs keep their item_id (carts, orders and pages refer to it), new ones are added,
 * missing ones removed (refused when an order refers to them).
 */
export async function saveGoods(trx: Trx, g: GoodsInput, goodsId?: number, specCache?: SpecCache): Promise<SavedGoods> {
  const category = await trx.selectFrom('categories').select('category_id').where('category_id', '=', g.category_id).executeTakeFirst();
  if (!category) throw new BizError('分类不存在', 422, undefined, { category_id: ['分类不存在'] });
  const taken = await trx.selectFrom('items').select(['item_bn', 'goods_id']).where('item_bn', 'in', g.skus.map((k) => k.item_bn)).execute();
  const clash = taken.find((t) => t.goods_id !== goodsId);
  if (clash) throw new BizError(`货号“${clash.item_bn}”已被其他商品使用`, 422, undefined, { item_bn: [`货号“${clash.item_bn}”已被其他商品使用`] });
  if (g.goods_bn) {
    const other = await trx.selectFrom('goods').select('goods_id').where('goods_bn', '=', g.goods_bn).executeTakeFirst();
    if (other && other.goods_id !== goodsId) throw new BizError(`商品编码“${g.goods_bn}”已存在`, 422, undefined, { goods_bn: [`商品编码“${g.goods_bn}”已存在`] });
  }
  const row = {
    item_name: g.item_name, brief: g.brief, category_id: g.category_id, brand: g.brand, tags: JSON.stringify(g.tags) as never,
    pics: JSON.stringify(g.pics) as never, intro: g.intro ? sanitizeIntro(g.intro) : '', approve_status: g.approve_status, sort: g.sort,
    nospec: g.specs.length === 0, ...(g.goods_bn ? { goods_bn: g.goods_bn } : {}), updated_at: sql<Date>`now()` as never,
  };
  let id = goodsId;
  if (id === undefined) id = (await trx.insertInto('goods').values({ ...row, seo: JSON.stringify({}) as never }).returning('goods_id').executeTakeFirstOrThrow()).goods_id;
  else if (!(await trx.updateTable('goods').set(row).where('goods_id', '=', id).returning('goods_id').executeTakeFirst())) throw notFound('商品不存在');
  if (!g.goods_bn) await trx.updateTable('goods').set({ goods_bn: `G${String(id).padStart(6, '0')}` }).where('goods_id', '=', id).where('goods_bn', 'is', null).execute();

  const ids = await specIds(trx, g.specs, specCache);
  const before = await trx.selectFrom('items').select(['item_id', 'item_bn']).where('goods_id', '=', id).execute();
  const itemIds: number[] = [];
  for (const [i, k] of g.skus.entries()) {
    const spec = k.spec_values.map((v, j) => ({ spec_id: ids[j].specId, spec_value_id: ids[j].values.get(v)! })).sort((a, b) => b.spec_id - a.spec_id);
    const values = { spec: JSON.stringify(spec) as never, price: k.price, market_price: k.market_price, cost_price: k.cost_price, store: k.store, approve_status: g.approve_status, is_default: i === 0, updated_at: sql<Date>`now()` as never };
    const kept = before.find((b) => b.item_bn === k.item_bn);
    if (kept) { await trx.updateTable('items').set(values).where('item_id', '=', kept.item_id).execute(); itemIds.push(kept.item_id); }
    else itemIds.push((await trx.insertInto('items').values({ ...values, goods_id: id, item_bn: k.item_bn }).returning('item_id').executeTakeFirstOrThrow()).item_id);
  }
  const gone = before.filter((b) => !itemIds.includes(b.item_id));
  if (gone.length) {
    // An ordered SKU stays for the order history and after-sales: the operator sets its stock to 0 instead.
    const ordered = await trx.selectFrom('order_items').select('item_id').where('item_id', 'in', gone.map((x) => x.item_id)).executeTakeFirst();
    if (ordered) {
      const bn = gone.find((x) => x.item_id === ordered.item_id)!.item_bn;
      throw new BizError(`货号“${bn}”已有订单，不能删除，可将其库存设为0`, 422, undefined, { skus: [`货号“${bn}”已有订单，不能删除`] });
    }
    const free = gone.map((x) => x.item_id);
    await trx.deleteFrom('carts').where('item_id', 'in', free).execute();
    await trx.deleteFrom('member_fav_items').where('item_id', 'in', free).execute();
    await trx.deleteFrom('member_browse_history').where('item_id', 'in', free).execute();
    await trx.deleteFrom('items').where('item_id', 'in', free).execute();
  }
  return { goods_id: id, item_ids: itemIds, removed_item_ids: gone.map((x) => x.item_id) };
}

/** The goods as the form edits it (the reverse of saveGoods). */
export async function goodsForEditing(db: Database | Trx, goodsId: number) {
  const g = await db.selectFrom('goods').selectAll().where('goods_id', '=', goodsId).executeTakeFirst();
  if (!g) throw notFound('商品不存在');
  const live = await db.selectFrom('items').selectAll().where('goods_id', '=', goodsId).orderBy('is_default', 'desc').orderBy('item_id').execute();
  const specIdsUsed = [...new Set(live.flatMap((s) => s.spec.map((x) => x.spec_id)))].sort((a, b) => b - a);
  const specs = specIdsUsed.length ? await db.selectFrom('specs').selectAll().where('spec_id', 'in', specIdsUsed).execute() : [];
  const valueIds = [...new Set(live.flatMap((s) => s.spec.map((x) => x.spec_value_id)))];
  const values = valueIds.length ? await db.selectFrom('spec_values').selectAll().where('spec_value_id', 'in', valueIds).orderBy('sort').orderBy('spec_value_id').execute() : [];
  const valueName = new Map(values.map((v) => [v.spec_value_id, v.spec_value_name]));
  return {
    goods_id: g.goods_id, goods_bn: g.goods_bn ?? '', item_name: g.item_name, brief: g.brief, category_id: g.category_id, brand: g.brand, tags: g.tags, pics: g.pics,
    intro: g.intro, approve_status: g.approve_status, sort: g.sort, updated_at: g.updated_at,
    specs: specIdsUsed.map((sid) => ({ name: specs.find((s) => s.spec_id === sid)?.spec_name ?? '', values: values.filter((v) => v.spec_id === sid).map((v) => v.spec_value_name) })),
    skus: live.map((s) => ({
      item_id: s.item_id, item_bn: s.item_bn, price: s.price, market_price: s.market_price, cost_price: s.cost_price, store: s.store,
      spec_values: specIdsUsed.map((sid) => valueName.get(s.spec.find((x) => x.spec_id === sid)?.spec_value_id ?? 0) ?? ''),
    })),
  };
}
