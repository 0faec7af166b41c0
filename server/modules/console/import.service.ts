/**
 * Bulk goods import. Each row is one SKU; rows sharing a goods code (goods_bn, or the item code when
 * empty) make one goods. Rows are checked one by one and rejected with (line, field, reason); goods are
 * written through the same code as the console's form (saveManyGoods: saveGoods for a whole chunk in a few
 * statements), 50 per transaction, matched by goods_bn and
 * item_bn, so importing the same file twice changes nothing the second time. Image URLs are downloaded
 * only from the allowed hosts (IMPORT_IMAGE_HOSTS) and stored like uploads, named by the URL's hash.
 */
import crypto from 'node:crypto';
import type { Database } from '../../db/database.server';
import { BizError } from '../../http/errors';
import { MAX_BYTES, storeImage } from '../media/image.server';
import { GoodsInput, SHELF, saveManyGoods } from './goods.service';
import type { SheetRow } from './sheet';

export interface Rejection { line: number; field: string; reason: string }
export interface ImportReport { total: number; imported: number; created: number; updated: number; rejected: Rejection[]; ms: number; item_ids: number[] }
export interface ImportOptions { mediaDir: string; allowedHosts: string[]; fetchImpl?: typeof fetch; chunkSize?: number }

const CODE = /^[A-Za-z0-9_-]{1,40}$/;
const YUAN = /^\d{1,9}(\.\d{1,2})?$/;
const SHELF_WORDS: Record<string, string> = { '': SHELF.off, onsale: SHELF.on, offline_sale: SHELF.off, 上架: SHELF.on, 下架: SHELF.off, 出售中: SHELF.on, 仓库中: SHELF.off };

export const allowedImageHosts = (env: NodeJS.ProcessEnv = process.env) => (env.IMPORT_IMAGE_HOSTS ?? '').split(',').map((h) => h.trim().toLowerCase()).filter(Boolean);

interface Parsed { line: number; goodsBn: string; itemBn: string; name: string; category: string; brand: string; tags: string[]; brief: string; pics: string[]; intro: string;
  status: string; spec: [string, string][]; price: number; marketPrice: number; store: number }

class RowError extends Error { constructor(readonly field: string, message: string) { super(message); } }

function parseSpec(text: string): [string, string][] {
  if (!text) return [];
  return text.split(/[;；]/).map((p) => p.trim()).filter(Boolean).map((pair) => {
    const m = /^([^:：]{1,32})[:：](.{1,32})$/.exec(pair);
    if (!m) throw new RowError('spec', `规格“${pair}”格式应为 规格名:规格值`);
    return [m[1].trim(), m[2].trim()] as [string, string];
  });
}

function parseRow(r: SheetRow, categoryOf: (s: string) => number | undefined, hosts: string[]): Parsed {
  const v = r.values;
  const itemBn = v.item_bn ?? '';
  if (!itemBn) throw new RowError('item_bn', '货号不能为空');
  if (!CODE.test(itemBn)) throw new RowError('item_bn', '货号只能包含字母、数字、下划线和横线，最长40个字符');
  const goodsBn = v.goods_bn || itemBn;
  if (!CODE.test(goodsBn)) throw new RowError('goods_bn', '商品编码只能包含字母、数字、下划线和横线，最长40个字符');
  const name = v.item_name ?? '';
  if (name.length > 120) throw new RowError('item_name', '商品名称不能超过120个字符');
  if (!YUAN.test(v.price ?? '')) throw new RowError('price', '销售价必须是金额（元），最多两位小数');
  if (v.market_price && !YUAN.test(v.market_price)) throw new RowError('market_price', '市场价必须是金额（元），最多两位小数');
  if (!/^\d{1,9}$/.test(v.store ?? '')) throw new RowError('store', '库存必须是非负整数');
  const status = SHELF_WORDS[v.approve_status ?? ''];
  if (!status) throw new RowError('approve_status', '上架状态只能是 上架 或 下架');
  const category = v.category ?? '';
  const categoryId = category ? categoryOf(category) : undefined;
  if (category && !categoryId) throw new RowError('category', `分类“${category}”不存在`);
  const pics = (v.pics ?? '').split('|').map((p) => p.trim()).filter(Boolean);
  for (const p of pics) {
    if (/^\/media\/[\w./-]+$/.test(p) && !p.includes('..')) continue;
    let url: URL;
    try { url = new URL(p); } catch { throw new RowError('pics', `图片地址“${p}”不合法`); }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new RowError('pics', `图片地址“${p}”不合法`);
    if (!hosts.includes(url.hostname.toLowerCase())) throw new RowError('pics', `图片域名“${url.hostname}”不在允许的域名内`);
  }
  return { line: r.line, goodsBn, itemBn, name, category: String(categoryId ?? ''), brand: v.brand ?? '', tags: (v.tags ?? '').split(/[|,，]/).map((t) => t.trim()).filter(Boolean), brief: v.brief ?? '',
    pics, intro: v.intro ?? '', status, spec: parseSpec(v.spec ?? ''), price: Math.round(Number(v.price) * 100), marketPrice: Math.round(Number(v.market_price || 0) * 100), store: Number(v.store) };
}

/** Category by id, full path ("调味料/花椒") or unique name. */
async function categoryResolver(db: Database) {
  const rows = await db.selectFrom('categories').select(['category_id', 'parent_id', 'category_name']).execute();
  const byId = new Map(rows.map((r) => [r.category_id, r]));
  const pathOf = (id: number): string => { const c = byId.get(id)!; return c.parent_id && byId.has(c.parent_id) ? `${pathOf(c.parent_id)}/${c.category_name}` : c.category_name; };
  const byPath = new Map(rows.map((r) => [pathOf(r.category_id), r.category_id]));
  const names = new Map<string, number[]>();
  for (const r of rows) names.set(r.category_name, [...(names.get(r.category_name) ?? []), r.category_id]);
  return (s: string) => (/^\d+$/.test(s) && byId.has(Number(s)) ? Number(s) : byPath.get(s.replace(/\s*[>／/]\s*/g, '/')) ?? (names.get(s)?.length === 1 ? names.get(s)![0] : undefined));
}

/** Downloads an allowed image once (named by its URL's hash, so a re-import reuses the file). */
async function fetchImage(url: string, opts: ImportOptions): Promise<string> {
  const key = `import/${crypto.createHash('sha1').update(url).digest('hex')}`;
  const res = await (opts.fetchImpl ?? fetch)(url, { redirect: 'error', signal: AbortSignal.timeout(15_000) }).catch(() => null);
  if (!res || !res.ok) throw new BizError(`图片下载失败：${url}`);
  const len = Number(res.headers.get('content-length') ?? 0);
  if (len > MAX_BYTES) throw new BizError('图片不能超过10MB');
  const buf = Buffer.from(await res.arrayBuffer());
  if (buf.length > MAX_BYTES) throw new BizError('图片不能超过10MB');
  return (await storeImage(opts.mediaDir, key, buf)).url;
}

export async function importGoods(db: Database, rows: SheetRow[], opts: ImportOptions): Promise<ImportReport> {
  const t0 = performance.now();
  const rejected: Rejection[] = [];
  const reject = (line: number, field: string, reason: string) => rejected.push({ line, field, reason });
  const categoryOf = await categoryResolver(db);
  const hosts = opts.allowedHosts.map((h) => h.toLowerCase());

  // 1. Row by row.
  const seenBn = new Set<string>();
  const groups = new Map<string, Parsed[]>();
  for (const r of rows) {
    try {
      const p = parseRow(r, categoryOf, hosts);
      if (seenBn.has(p.itemBn)) throw new RowError('item_bn', `货号“${p.itemBn}”在文件中重复`);
      seenBn.add(p.itemBn);
      groups.set(p.goodsBn, [...(groups.get(p.goodsBn) ?? []), p]);
    } catch (e) {
      if (e instanceof RowError) reject(r.line, e.field, e.message); else throw e;
    }
  }

  // 2. Goods by goods: the SKUs' specs must agree; the assembled goods must pass the form's own checks.
  const goodsBns = [...groups.keys()];
  const existingGoods = new Map(goodsBns.length ? (await db.selectFrom('goods').select(['goods_id', 'goods_bn']).where('goods_bn', 'in', goodsBns).execute()).map((g) => [g.goods_bn!, g.goods_id]) : []);
  const itemOwners = new Map(seenBn.size ? (await db.selectFrom('items').select(['item_bn', 'goods_id']).where('item_bn', 'in', [...seenBn]).execute()).map((i) => [i.item_bn, i.goods_id]) : []);
  // Goods made before codes existed (no goods_bn) are matched by their SKUs' item codes and get the file's code.
  const ownerIds = [...new Set(itemOwners.values())];
  const uncoded = new Set(ownerIds.length ? (await db.selectFrom('goods').select('goods_id').where('goods_id', 'in', ownerIds).where('goods_bn', 'is', null).execute()).map((g) => g.goods_id) : []);
  for (const [goodsBn, skus] of groups) {
    if (existingGoods.has(goodsBn)) continue;
    const owners = new Set(skus.map((p) => itemOwners.get(p.itemBn)).filter((o) => o !== undefined));
    const [only] = owners;
    if (owners.size === 1 && uncoded.has(only!)) existingGoods.set(goodsBn, only!);
  }
  const images = new Map<string, string>();
  const ready: { goodsBn: string; goodsId?: number; input: GoodsInput; lines: number[] }[] = [];
  for (const [goodsBn, skus] of groups) {
    const first = skus[0];
    const specNames = first.spec.map(([n]) => n);
    const fail = (p: Parsed, field: string, reason: string) => reject(p.line, field, reason);
    const ok = skus.filter((p) => {
      if (p.spec.map(([n]) => n).join('|') !== specNames.join('|')) { fail(p, 'spec', `规格名须与同一商品的第一行（第${first.line}行）一致：${specNames.join('、') || '无规格'}`); return false; }
      const owner = itemOwners.get(p.itemBn);
      if (owner !== undefined && owner !== existingGoods.get(goodsBn)) { fail(p, 'item_bn', `货号“${p.itemBn}”已属于其他商品`); return false; }
      return true;
    });
    if (!ok.length) continue;
    const name = ok.find((p) => p.name)?.name ?? '';
    const category = ok.find((p) => p.category)?.category ?? '';
    if (!name || !category) { for (const p of ok) fail(p, !name ? 'item_name' : 'category', !name ? '商品名称不能为空' : '分类不能为空'); continue; }
    let pics: string[];
    try {
      pics = [];
      for (const u of ok.find((p) => p.pics.length)?.pics ?? []) {
        if (u.startsWith('/media/')) { pics.push(u); continue; }
        if (!images.has(u)) images.set(u, await fetchImage(u, opts));
        pics.push(images.get(u)!);
      }
    } catch (e) { for (const p of ok) fail(p, 'pics', (e as Error).message); continue; }
    const input = {
      goods_bn: goodsBn, item_name: name, brief: ok.find((p) => p.brief)?.brief ?? '', category_id: Number(category), brand: ok.find((p) => p.brand)?.brand ?? '',
      tags: ok.find((p) => p.tags.length)?.tags ?? [], pics, intro: ok.find((p) => p.intro)?.intro ?? '', approve_status: first.status,
      specs: specNames.map((n, i) => ({ name: n, values: [...new Set(ok.map((p) => p.spec[i][1]))] })),
      skus: ok.map((p) => ({ item_bn: p.itemBn, spec_values: p.spec.map(([, v]) => v), price: p.price, market_price: p.marketPrice, store: p.store })),
    };
    const checked = GoodsInput.safeParse(input);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      const skuIndex = issue.path[0] === 'skus' && typeof issue.path[1] === 'number' ? issue.path[1] : -1;
      const field = String(issue.path.at(-1) ?? issue.path[0] ?? 'item_bn');
      for (const [i, p] of ok.entries()) if (skuIndex < 0 || skuIndex === i) fail(p, field, issue.message);
      if (skuIndex >= 0) { /* the goods is refused as a whole: its other rows are reported too */ for (const [i, p] of ok.entries()) if (i !== skuIndex) fail(p, field, `同一商品的第${ok[skuIndex].line}行有误：${issue.message}`); }
      continue;
    }
    ready.push({ goodsBn, goodsId: existingGoods.get(goodsBn), input: checked.data, lines: ok.map((p) => p.line) });
  }

  // 3. Write in chunks: a failing chunk is reported and the next one still goes in (a re-run finishes the job).
  let created = 0; let updated = 0; let imported = 0;
  const itemIds: number[] = [];
  const size = opts.chunkSize ?? 50;
  for (let i = 0; i < ready.length; i += size) {
    const chunk = ready.slice(i, i + size);
    try {
      const saved = await db.transaction().execute((trx) => saveManyGoods(trx, chunk.map((g) => ({ input: g.input, goodsId: g.goodsId }))));
      for (const [j, s] of saved.entries()) { itemIds.push(...s.item_ids, ...s.removed_item_ids); if (chunk[j].goodsId) updated++; else created++; imported += chunk[j].lines.length; }
    } catch (e) {
      for (const g of chunk) for (const line of g.lines) reject(line, '', `写入失败：${(e as Error).message}`);
    }
  }
  rejected.sort((a, b) => a.line - b.line);
  return { total: rows.length, imported, created, updated, rejected, ms: Math.round(performance.now() - t0), item_ids: itemIds };
}
