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
  return (await saveManyGoods(trx, [{ input: g, goodsId }], specCache))[0];
}

/**
 * saveGoods for many goods at once (a chunk of a bulk import): the same checks, refusals and rows, in a fixed
 * number of statements per call instead of six or more per goods — what each goods needs (its category, the SKU
 * codes it claims, its goods code, its current SKUs) is read for all of them in one query each, new goods and
 * SKUs are inserted in one statement each, changed ones updated in one. The first goods that fails a check
 * throws, as saveGoods does, and the caller's transaction keeps nothing.
 */
export async function saveManyGoods(trx: Trx, list: { input: GoodsInput; goodsId?: number }[], specCache: SpecCache = new Map()): Promise<SavedGoods[]> {
  try {
    return await writeManyGoods(trx, list, specCache);
  } catch (e) {
    // Two operators (or an import and an edit) saving the same new code at once: both read it free, the second
    // insert meets the unique index once the first commits. Its transaction keeps nothing; say so in Chinese.
    if ((e as { code?: string }).code === '23505') throw new BizError('货号或商品编码刚被其他商品使用（有人同时保存了同样的编码），请刷新后重试', 409);
    throw e;
  }
}

async function writeManyGoods(trx: Trx, list: { input: GoodsInput; goodsId?: number }[], specCache: SpecCache): Promise<SavedGoods[]> {
  if (!list.length) return [];
  const categoryIds = [...new Set(list.map((x) => x.input.category_id))];
  const categories = new Set((await trx.selectFrom('categories').select('category_id').where('category_id', 'in', categoryIds).execute()).map((c) => c.category_id));
  const itemBns = list.flatMap((x) => x.input.skus.map((k) => k.item_bn));
  const owners = new Map((await trx.selectFrom('items').select(['item_bn', 'goods_id']).where('item_bn', 'in', itemBns).execute()).map((t) => [t.item_bn, t.goods_id]));
  const goodsBns = list.map((x) => x.input.goods_bn).filter((bn): bn is string => !!bn);
  const bnOwners = new Map(goodsBns.length ? (await trx.selectFrom('goods').select(['goods_id', 'goods_bn']).where('goods_bn', 'in', goodsBns).execute()).map((o) => [o.goods_bn!, o.goods_id]) : []);
  for (const { input: g, goodsId } of list) {
    if (!categories.has(g.category_id)) throw new BizError('分类不存在', 422, undefined, { category_id: ['分类不存在'] });
    const clash = g.skus.find((k) => owners.has(k.item_bn) && owners.get(k.item_bn) !== goodsId);
    if (clash) throw new BizError(`货号“${clash.item_bn}”已被其他商品使用`, 422, undefined, { item_bn: [`货号“${clash.item_bn}”已被其他商品使用`] });
    const other = g.goods_bn ? bnOwners.get(g.goods_bn) : undefined;
    if (other !== undefined && other !== goodsId) throw new BizError(`商品编码“${g.goods_bn}”已存在`, 422, undefined, { goods_bn: [`商品编码“${g.goods_bn}”已存在`] });
  }

  // The goods rows: new ones in one insert (matched back by their code), existing ones in one update.
  const rowOf = (g: GoodsInput) => ({
    item_name: g.item_name, brief: g.brief, category_id: g.category_id, brand: g.brand, tags: JSON.stringify(g.tags) as never,
    pics: JSON.stringify(g.pics) as never, intro: g.intro ? sanitizeIntro(g.intro) : '', approve_status: g.approve_status, sort: g.sort,
    nospec: g.specs.length === 0, ...(g.goods_bn ? { goods_bn: g.goods_bn } : {}), updated_at: sql<Date>`now()` as never,
  });
  const ids: number[] = list.map((x) => x.goodsId ?? 0);
  const fresh = list.flatMap((x, i) => (x.goodsId === undefined ? [i] : []));
  const coded = fresh.filter((i) => list[i].input.goods_bn);
  if (coded.length) {
    const made = await trx.insertInto('goods').values(coded.map((i) => ({ ...rowOf(list[i].input), seo: JSON.stringify({}) as never }))).returning(['goods_id', 'goods_bn']).execute();
    const idOf = new Map(made.map((m) => [m.goods_bn!, m.goods_id]));
    for (const i of coded) ids[i] = idOf.get(list[i].input.goods_bn!)!;
  }
  for (const i of fresh.filter((j) => !list[j].input.goods_bn)) {
    const id = (await trx.insertInto('goods').values({ ...rowOf(list[i].input), seo: JSON.stringify({}) as never }).returning('goods_id').executeTakeFirstOrThrow()).goods_id;
    await trx.updateTable('goods').set({ goods_bn: `G${String(id).padStart(6, '0')}` }).where('goods_id', '=', id).where('goods_bn', 'is', null).execute();
    ids[i] = id;
  }
  const changed = list.flatMap((x, i) => (x.goodsId === undefined ? [] : [i]));
  if (changed.length) {
    const rows = changed.map((i) => { const { updated_at: _now, ...r } = rowOf(list[i].input); return { ...r, goods_id: ids[i], goods_bn: list[i].input.goods_bn ?? null, tags: list[i].input.tags, pics: list[i].input.pics }; });
    const found = new Set((await sql<{ goods_id: number }>`UPDATE goods AS g SET item_name = x.item_name, brief = x.brief, category_id = x.category_id, brand = x.brand, tags = x.tags,
        pics = x.pics, intro = x.intro, approve_status = x.approve_status, sort = x.sort, nospec = x.nospec, goods_bn = COALESCE(x.goods_bn, g.goods_bn), updated_at = now()
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS x(goods_id int, item_name text, brief text, category_id int, brand text, tags jsonb, pics jsonb, intro text,
        approve_status text, sort int, nospec boolean, goods_bn text)
      WHERE g.goods_id = x.goods_id RETURNING g.goods_id`.execute(trx)).rows.map((r) => r.goods_id));
    const missing = changed.find((i) => !found.has(ids[i]));
    if (missing !== undefined) throw notFound('商品不存在');
    // Goods without a code get one the first time they are saved (as a new goods does), unless the input names it.
    const uncoded = changed.filter((i) => !list[i].input.goods_bn).map((i) => ids[i]);
    if (uncoded.length) await sql`UPDATE goods SET goods_bn = 'G' || lpad(goods_id::text, 6, '0') WHERE goods_id IN (${sql.join(uncoded)}) AND goods_bn IS NULL`.execute(trx);
  }

  // The SKUs: matched by code against each goods' current SKUs (read for all goods in one query).
  const specIdsOf: Awaited<ReturnType<typeof specIds>>[] = [];
  for (const { input } of list) specIdsOf.push(await specIds(trx, input.specs, specCache));
  const existingIds = ids.filter((_, i) => list[i].goodsId !== undefined);
  const before = existingIds.length ? await trx.selectFrom('items').select(['item_id', 'item_bn', 'goods_id']).where('goods_id', 'in', existingIds).execute() : [];
  type SkuRow = { spec: { spec_id: number; spec_value_id: number }[]; price: number; market_price: number; cost_price: number; store: number; approve_status: string; is_default: boolean };
  const inserts: (SkuRow & { goods_id: number; item_bn: string })[] = [];
  const updates: (SkuRow & { item_id: number })[] = [];
  for (const [n, { input: g }] of list.entries()) {
    for (const [i, k] of g.skus.entries()) {
      const spec = k.spec_values.map((v, j) => ({ spec_id: specIdsOf[n][j].specId, spec_value_id: specIdsOf[n][j].values.get(v)! })).sort((a, b) => b.spec_id - a.spec_id);
      const values = { spec, price: k.price, market_price: k.market_price, cost_price: k.cost_price, store: k.store, approve_status: g.approve_status, is_default: i === 0 };
      const kept = before.find((b) => b.goods_id === ids[n] && b.item_bn === k.item_bn);
      if (kept) updates.push({ ...values, item_id: kept.item_id }); else inserts.push({ ...values, goods_id: ids[n], item_bn: k.item_bn });
    }
  }
  const itemIdOf = new Map(before.map((b) => [b.item_bn, b.item_id]));
  if (updates.length) {
    await sql`UPDATE items AS i SET spec = x.spec, price = x.price, market_price = x.market_price, cost_price = x.cost_price, store = x.store, approve_status = x.approve_status,
        is_default = x.is_default, updated_at = now()
      FROM jsonb_to_recordset(${JSON.stringify(updates)}::jsonb) AS x(item_id int, spec jsonb, price int, market_price int,
        cost_price int, store int, approve_status text, is_default boolean)
      WHERE i.item_id = x.item_id`.execute(trx);
  }
  if (inserts.length) {
    const made = await trx.insertInto('items').values(inserts.map((r) => ({ ...r, spec: JSON.stringify(r.spec) as never, updated_at: sql<Date>`now()` as never }))).returning(['item_id', 'item_bn']).execute();
    for (const m of made) itemIdOf.set(m.item_bn, m.item_id);
  }
  const saved = list.map(({ input: g }, n) => {
    const itemIds = g.skus.map((k) => itemIdOf.get(k.item_bn)!);
    return { goods_id: ids[n], item_ids: itemIds, removed_item_ids: before.filter((b) => b.goods_id === ids[n] && !itemIds.includes(b.item_id)).map((b) => b.item_id) };
  });
  const gone = saved.flatMap((s) => s.removed_item_ids);
  if (gone.length) {
    // An ordered SKU stays for the order history and after-sales: the operator sets its stock to 0 instead.
    const ordered = await trx.selectFrom('order_items').select('item_id').where('item_id', 'in', gone).executeTakeFirst();
    if (ordered) {
      const bn = before.find((x) => x.item_id === ordered.item_id)!.item_bn;
      throw new BizError(`货号“${bn}”已有订单，不能删除，可将其库存设为0`, 422, undefined, { skus: [`货号“${bn}”已有订单，不能删除`] });
    }
    await trx.deleteFrom('carts').where('item_id', 'in', gone).execute();
    await trx.deleteFrom('member_fav_items').where('item_id', 'in', gone).execute();
    await trx.deleteFrom('member_browse_history').where('item_id', 'in', gone).execute();
    await trx.deleteFrom('items').where('item_id', 'in', gone).execute();
  }
  return saved;
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
