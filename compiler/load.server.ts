/** Load phase: published documents, templates and catalogue data, straight from the database. */
import { sql } from 'kysely';
import type { Database } from '../server/db/database.server';
import type { WidgetNode } from '../src/widgets/types';
import { loadSlot, pageSlot, withLivePrices } from '../server/modules/template/documents.service';
import { categoryTree, itemDetail, listItems } from '../server/modules/catalog/catalog.service';
import { LIST_PAGE_SIZE } from '../src/lib/constants';
import type { SeoData } from '../server/db/schema';

export interface TemplateDoc { id: number; title: string; pageType: string; seo: SeoData; widgets: WidgetNode[] }

/** A published slot; a stored document that no migration can read is logged and built as empty. */
async function publishedSlot(db: Database, slot: string): Promise<WidgetNode[]> {
  try {
    return await loadSlot(db, slot, 'published');
  } catch (e) {
    console.error(`[compiler] 文档 ${slot} 无法读取：${(e as Error).message}`);
    return [];
  }
}

export async function loadChrome(db: Database): Promise<{ header: WidgetNode[]; footer: WidgetNode[] }> {
  const [header, footer] = await Promise.all([publishedSlot(db, 'header'), publishedSlot(db, 'footer')]);
  return { header: await withLivePrices(db, header), footer: await withLivePrices(db, footer) };
}

/** Enabled templates (status 1); the first enabled `index` one is the home page. */
export async function loadTemplates(db: Database, onlyIds?: number[]): Promise<TemplateDoc[]> {
  // Only enabled pages that were published at least once: a new page stays private until its first publish.
  let q = db.selectFrom('page_templates as t').selectAll('t').where('t.status', '=', 1)
    .where((eb) => eb.exists(eb.selectFrom('page_documents as d').select('d.id').where('d.state', '=', 'published')
      .where('d.slot', '=', sql<string>`'page:' || t.theme_pc_template_id`)))
    .orderBy('t.theme_pc_template_id');
  if (onlyIds) q = q.where('t.theme_pc_template_id', 'in', onlyIds.length ? onlyIds : [-1]);
  const rows = await q.execute();
  const docs: TemplateDoc[] = [];
  for (const r of rows) {
    const widgets = await withLivePrices(db, await publishedSlot(db, pageSlot(r.theme_pc_template_id)));
    docs.push({ id: r.theme_pc_template_id, title: r.template_title, pageType: r.page_type, seo: r.seo, widgets });
  }
  return docs;
}

export async function homeTemplate(db: Database): Promise<TemplateDoc | undefined> {
  const row = await db.selectFrom('page_templates').select('theme_pc_template_id').where('page_type', '=', 'index').where('status', '=', 1).orderBy('theme_pc_template_id').executeTakeFirst();
  return row ? (await loadTemplates(db, [row.theme_pc_template_id]))[0] : undefined;
}

/** Default item ids of every goods shown in the storefront (one detail page each). */
export async function loadItemIds(db: Database, goodsIds?: number[]): Promise<number[]> {
  let q = db.selectFrom('items as i').innerJoin('goods as g', 'g.goods_id', 'i.goods_id').select('i.item_id')
    .where('i.is_default', '=', true).where('g.approve_status', 'in', ['onsale', 'only_show', 'instock']).orderBy('i.item_id');
  if (goodsIds) q = q.where('g.goods_id', 'in', goodsIds.length ? goodsIds : [-1]);
  return (await q.execute()).map((r) => r.item_id);
}

export async function goodsOfItems(db: Database, itemIds: number[]): Promise<number[]> {
  if (!itemIds.length) return [];
  const rows = await db.selectFrom('items').select('goods_id').distinct().where('item_id', 'in', itemIds).execute();
  return rows.map((r) => r.goods_id);
}

export const loadItem = itemDetail;
export type ItemDetailData = Awaited<ReturnType<typeof itemDetail>>;

export async function loadListPage(db: Database) {
  const [initial, categories] = await Promise.all([listItems(db, { page: 1, pageSize: LIST_PAGE_SIZE }), categoryTree(db)]);
  return { initial, categories };
}
