/**
 * The compiler's source read straight from the database: what an in-process publish rebuilds from.
 * Same answers as the HTTP source reads from the API (compiler/source-http.ts).
 */
import { sql } from 'kysely';
import type { Database } from '../../db/database.server';
import type { WidgetNode } from '../../../src/widgets/types';
import type { ItemDetailData } from '../../../src/lib/goods';
import type { CompilerSource, TemplateDoc } from '../../../compiler/source';
import { loadSlot, pageSlot } from './documents.service';
import { categoryTree, itemDetails, listItems } from '../catalog/catalog.service';
import { activitiesOfItems, withActivitiesRead } from '../activity/item-activity';
import { liveSlot, liveWidgets as live } from './live.server';
import { LIST_PAGE_SIZE } from '../../../src/lib/constants';
import { readSetting } from '../console/settings.service';
import { allPublished, categoriesWithCounts, publishedArticle } from '../content/articles.service';

/** A published slot; a stored document that no migration can read is logged and built as empty. */
async function publishedSlot(db: Database, slot: string): Promise<WidgetNode[]> {
  try {
    return await loadSlot(db, slot, 'published');
  } catch (e) {
    console.error(`[compiler] 文档 ${slot} 无法读取：${(e as Error).message}`);
    return [];
  }
}

async function loadChrome(db: Database): Promise<{ header: WidgetNode[]; footer: WidgetNode[] }> {
  const [header, footer] = await Promise.all([publishedSlot(db, 'header'), publishedSlot(db, 'footer')]);
  return { header: await liveSlot(db, 'header', header), footer: await liveSlot(db, 'footer', footer) };
}

/** Enabled pages published at least once: a new page stays private until its first publish. */
const servedTemplates = (db: Database) => db.selectFrom('page_templates as t').where('t.status', '=', 1)
    .where((eb) => eb.exists(eb.selectFrom('page_documents as d').select('d.id').where('d.state', '=', 'published')
      .where('d.slot', '=', sql<string>`'page:' || t.theme_pc_template_id`)))
  .orderBy('t.theme_pc_template_id');

/** Enabled templates (status 1); the first enabled `index` one is the home page. */
async function loadTemplates(db: Database, onlyIds?: number[]): Promise<TemplateDoc[]> {
  let q = servedTemplates(db).selectAll('t');
  if (onlyIds) q = q.where('t.theme_pc_template_id', 'in', onlyIds.length ? onlyIds : [-1]);
  const rows = await q.execute();
  const docs: TemplateDoc[] = [];
  for (const r of rows) {
    // A page whose data cannot be read or priced is marked, not thrown: the others still build.
    try {
      const widgets = await live(db, await publishedSlot(db, pageSlot(r.theme_pc_template_id)));
      docs.push({ id: r.theme_pc_template_id, title: r.template_title, pageType: r.page_type, seo: r.seo, widgets });
    } catch (e) {
      docs.push({ id: r.theme_pc_template_id, title: r.template_title, pageType: r.page_type, seo: r.seo, widgets: [], error: (e as Error).message });
    }
  }
  return docs;
}

async function homeTemplate(db: Database): Promise<TemplateDoc | undefined> {
  const row = await db.selectFrom('page_templates').select('theme_pc_template_id').where('page_type', '=', 'index').where('status', '=', 1).orderBy('theme_pc_template_id').executeTakeFirst();
  return row ? (await loadTemplates(db, [row.theme_pc_template_id]))[0] : undefined;
}

/** Default item ids of every goods shown in the storefront (one detail page each; off-shelf goods keep theirs, saying so). */
async function loadItemIds(db: Database, goodsIds?: number[]): Promise<number[]> {
  let q = db.selectFrom('items as i').innerJoin('goods as g', 'g.goods_id', 'i.goods_id').select('i.item_id')
    .where('i.is_default', '=', true).where('g.approve_status', 'in', ['onsale', 'only_show', 'instock', 'offline_sale']).where((eb) => eb.or([eb('g.approve_status', '!=', 'offline_sale'), eb('g.was_on_shelf', '=', true)])).where('g.is_gift', '=', false).orderBy('i.item_id');
  if (goodsIds) q = q.where('g.goods_id', 'in', goodsIds.length ? goodsIds : [-1]);
  return (await q.execute()).map((r) => r.item_id);
}

async function goodsOfItems(db: Database, itemIds: number[]): Promise<number[]> {
  if (!itemIds.length) return [];
  const rows = await db.selectFrom('items').select('goods_id').distinct().where('item_id', 'in', itemIds).execute();
  return rows.map((r) => r.goods_id);
}

async function loadListPage(db: Database) {
  const [initial, categories] = await Promise.all([listItems(db, { page: 1, pageSize: LIST_PAGE_SIZE, withTdk: true, withFacets: false }), categoryTree(db)]);
  return { initial, categories };
}

export function databaseSource(db: Database): CompilerSource {
  return {
    siteName: async () => (await readSetting(db, 'site')).site_name,
    chrome: () => loadChrome(db),
    home: () => homeTemplate(db),
    templates: (onlyIds) => loadTemplates(db, onlyIds),
    templateIds: async () => (await servedTemplates(db).select('t.theme_pc_template_id').execute()).map((r) => r.theme_pc_template_id),
    itemIds: (goodsIds) => loadItemIds(db, goodsIds),
    goodsOfItems: (itemIds) => goodsOfItems(db, itemIds),
    // The same answers as GET goods/items/{id}: catalogue detail plus a running or announced activity.
    // The activities are read beside the answers (by item id), not after them: one round trip fewer for a first visit.
    items: async (itemIds) => {
      const now = new Date();
      const [answers, activities] = await Promise.all([itemDetails(db, itemIds), activitiesOfItems(db, itemIds, now)]);
      return new Map((await withActivitiesRead(db, [...answers.values()], activities, now)).map((d) => [d.item_id, d as unknown as ItemDetailData]));
    },
    listPage: () => loadListPage(db) as never,
    // What `promotions/recommendlike` answers a guest (catalog/routes.ts): best sellers on sale, public prices.
    bestSellers: async (limit) => (await listItems(db, { page: 1, pageSize: limit, goodsSort: 1 })).list as never,
    articleCategories: () => categoriesWithCounts(db),
    articles: () => allPublished(db),
    article: (articleId) => publishedArticle(db, articleId).catch((e) => { if ((e as { status?: number }).status === 404) return undefined; throw e; }),
  };
}
