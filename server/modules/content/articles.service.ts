/**
 * Articles and article categories: what shoppers read (published only) and what operators manage.
 * Operator HTML is sanitised here before it is stored; the compiler sanitises it again when it renders.
 */
import { sql } from 'kysely';
import type { Database } from '../../db/database.server';
import type { ArticleCategoriesTable, ArticlesTable, SeoData } from '../../db/schema';
import { BizError, notFound } from '../../http/errors';
import { sanitizeHtml } from '../../../compiler/sanitize';
import type { ArticleCategory, ArticleDetail, ArticleLayout, ArticleSummary, SectionKey } from '../../../src/lib/articles';

export const ARTICLE_NOT_FOUND = '文章不存在';
export const CATEGORY_NOT_FOUND = '文章分类不存在';

const unix = (d: Date | string | null | undefined) => (d ? Math.floor(new Date(d).getTime() / 1000) : 0);

interface ArticleRow {
  article_id: number; category_id: number; category_name: string; title: string; summary: string; image_url: string; author: string;
  sort: number; release_time: Date | null; updated_at: Date;
}

function summaryOf(r: ArticleRow): ArticleSummary {
  return {
    article_id: r.article_id, category_id: r.category_id, category_name: r.category_name, title: r.title, summary: r.summary,
    image_url: r.image_url, author: r.author, sort: r.sort, release_time: unix(r.release_time), updated: unix(r.updated_at),
  };
}

const SUMMARY_COLUMNS = ['a.article_id', 'a.category_id', 'c.category_name', 'a.title', 'a.summary', 'a.image_url', 'a.author', 'a.sort', 'a.release_time', 'a.updated_at'] as const;

function published(db: Database) {
  return db.selectFrom('articles as a').innerJoin('article_categories as c', 'c.category_id', 'a.category_id').where('a.release_status', '=', true);
}

// ── shopper side ──────────────────────────────────────────────────────────

export async function listPublished(db: Database, o: { categoryId?: number; page: number; pageSize: number }): Promise<{ list: ArticleSummary[]; total_count: number }> {
  let base = published(db);
  if (o.categoryId) base = base.where('a.category_id', '=', o.categoryId);
  const [rows, count] = await Promise.all([
    base.select(SUMMARY_COLUMNS).orderBy('a.sort').orderBy('a.release_time', 'desc').orderBy('a.article_id', 'desc')
      .limit(o.pageSize).offset((o.page - 1) * o.pageSize).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  return { list: rows.map(summaryOf), total_count: Number(count?.n ?? 0) };
}

/** Every published article in list order (what the compiler pages through). */
export async function allPublished(db: Database): Promise<ArticleSummary[]> {
  const rows = await published(db).select(SUMMARY_COLUMNS).orderBy('a.sort').orderBy('a.release_time', 'desc').orderBy('a.article_id', 'desc').execute();
  return rows.map(summaryOf);
}

export async function publishedArticle(db: Database, articleId: number): Promise<ArticleDetail> {
  const r = await published(db).select([...SUMMARY_COLUMNS, 'a.content', 'a.seo']).where('a.article_id', '=', articleId).executeTakeFirst();
  if (!r) throw notFound(ARTICLE_NOT_FOUND);
  return { ...summaryOf(r), content: sanitizeHtml(r.content), tdk: r.seo ?? {} };
}

export async function categoriesWithCounts(db: Database): Promise<ArticleCategory[]> {
  const rows = await db.selectFrom('article_categories as c')
    .select(['c.category_id', 'c.category_name', 'c.description', 'c.section', 'c.layout', 'c.sort'])
    .select((eb) => eb.selectFrom('articles as a').whereRef('a.category_id', '=', 'c.category_id').where('a.release_status', '=', true)
      .select((e) => e.fn.countAll<number>().as('n')).as('article_count'))
    .orderBy('c.sort').orderBy('c.category_id').execute();
  return rows.map((r) => ({ ...r, section: r.section as SectionKey | null, layout: r.layout as ArticleLayout, article_count: Number(r.article_count ?? 0) }));
}

// ── operator side ─────────────────────────────────────────────────────────

export interface ArticleInput {
  title?: string; category_id?: number; summary?: string; content?: string; image_url?: string; author?: string; sort?: number;
  release_status?: boolean; seo_title?: string; keywords?: string; description?: string;
}

function seoOf(b: ArticleInput, old: SeoData = {}): SeoData {
  const seo: SeoData = { ...old };
  if (b.seo_title !== undefined) seo.title = b.seo_title;
  if (b.keywords !== undefined) seo.mate_keywords = b.keywords;
  if (b.description !== undefined) seo.mate_description = b.description;
  return Object.fromEntries(Object.entries(seo).filter(([, v]) => v)) as SeoData;
}

async function requireCategory(db: Database, categoryId: number): Promise<void> {
  const row = await db.selectFrom('article_categories').select('category_id').where('category_id', '=', categoryId).executeTakeFirst();
  if (!row) throw new BizError(CATEGORY_NOT_FOUND);
}

/** The category deleted between the check and the write (a foreign key violation) is the same answer. */
async function categoryGuard<T>(work: () => Promise<T>): Promise<T> {
  try { return await work(); } catch (e) {
    if ((e as { code?: string }).code === '23503') throw new BizError(CATEGORY_NOT_FOUND);
    throw e;
  }
}

export async function adminArticle(db: Database, articleId: number) {
  const r = await db.selectFrom('articles as a').innerJoin('article_categories as c', 'c.category_id', 'a.category_id')
    .selectAll('a').select('c.category_name').where('a.article_id', '=', articleId).executeTakeFirst();
  if (!r) throw notFound(ARTICLE_NOT_FOUND);
  return r;
}

export async function adminList(db: Database, o: { keywords?: string; categoryId?: number; status?: 'published' | 'draft'; page: number; pageSize: number }) {
  let base = db.selectFrom('articles as a').innerJoin('article_categories as c', 'c.category_id', 'a.category_id');
  if (o.categoryId) base = base.where('a.category_id', '=', o.categoryId);
  if (o.status) base = base.where('a.release_status', '=', o.status === 'published');
  if (o.keywords) base = base.where('a.title', 'ilike', `%${o.keywords.replace(/[\\%_]/g, (m) => `\\${m}`)}%`);
  const [list, count] = await Promise.all([
    base.select([...SUMMARY_COLUMNS, 'a.release_status', 'a.created_at']).orderBy('a.article_id', 'desc').limit(o.pageSize).offset((o.page - 1) * o.pageSize).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  return { list, total_count: Number(count?.n ?? 0) };
}

export async function createArticle(db: Database, b: ArticleInput & { title: string; category_id: number }) {
  await requireCategory(db, b.category_id);
  const row = await categoryGuard(() => db.insertInto('articles').values({
    title: b.title, category_id: b.category_id, summary: b.summary ?? '', content: sanitizeHtml(b.content ?? ''),
    image_url: b.image_url ?? '', author: b.author ?? '', sort: b.sort ?? 0, release_status: b.release_status ?? false,
    release_time: b.release_status ? sql`now()` as never : null, seo: JSON.stringify(seoOf(b)) as never,
  }).returning('article_id').executeTakeFirstOrThrow());
  return adminArticle(db, row.article_id);
}

/** Changes an article; answers it with the category it was in before (its old list needs a rebuild). */
export async function updateArticle(db: Database, articleId: number, b: ArticleInput) {
  const old = await adminArticle(db, articleId);
  if (b.category_id !== undefined) await requireCategory(db, b.category_id);
  const patch: Partial<Record<keyof ArticlesTable, unknown>> = {};
  for (const k of ['title', 'category_id', 'summary', 'image_url', 'author', 'sort'] as const) if (b[k] !== undefined) patch[k] = b[k];
  if (b.content !== undefined) patch.content = sanitizeHtml(b.content);
  if (b.release_status !== undefined) {
    patch.release_status = b.release_status;
    if (b.release_status && !old.release_time) patch.release_time = sql`now()`;
  }
  if ([b.seo_title, b.keywords, b.description].some((v) => v !== undefined)) patch.seo = JSON.stringify(seoOf(b, old.seo));
  await categoryGuard(() => db.updateTable('articles').set({ ...patch, updated_at: sql`now()` } as never).where('article_id', '=', articleId).execute());
  return { article: await adminArticle(db, articleId), oldCategoryId: old.category_id, wasPublished: old.release_status };
}

export async function deleteArticle(db: Database, articleId: number) {
  const row = await db.deleteFrom('articles').where('article_id', '=', articleId).returning(['category_id', 'release_status']).executeTakeFirst();
  if (!row) throw notFound(ARTICLE_NOT_FOUND);
  return row;
}

export interface CategoryInput { category_name?: string; description?: string; section?: SectionKey | null; layout?: ArticleLayout; sort?: number }

const SECTION_TAKEN = '该栏目已被其他分类使用';
/** A unique violation on `section` is the race two operators can lose: answered, not a 500. */
async function sectionGuard<T>(work: () => Promise<T>): Promise<T> {
  try { return await work(); } catch (e) {
    if ((e as { code?: string }).code === '23505') throw new BizError(SECTION_TAKEN);
    throw e;
  }
}

export async function createCategory(db: Database, b: CategoryInput & { category_name: string }) {
  return sectionGuard(() => db.insertInto('article_categories').values({
    category_name: b.category_name, description: b.description ?? '', section: b.section ?? null, layout: b.layout ?? 'list', sort: b.sort ?? 0,
  }).returningAll().executeTakeFirstOrThrow());
}

export async function updateCategory(db: Database, categoryId: number, b: CategoryInput) {
  const patch: Partial<Record<keyof ArticleCategoriesTable, unknown>> = {};
  for (const k of ['category_name', 'description', 'section', 'layout', 'sort'] as const) if (b[k] !== undefined) patch[k] = b[k];
  const row = await sectionGuard(() => db.updateTable('article_categories').set({ ...patch, updated_at: sql`now()` } as never)
    .where('category_id', '=', categoryId).returningAll().executeTakeFirst());
  if (!row) throw notFound(CATEGORY_NOT_FOUND);
  return row;
}

export async function deleteCategory(db: Database, categoryId: number) {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('article_categories').select('category_id').where('category_id', '=', categoryId).forUpdate().executeTakeFirst();
    if (!row) throw notFound(CATEGORY_NOT_FOUND);
    const used = await trx.selectFrom('articles').select('article_id').where('category_id', '=', categoryId).limit(1).executeTakeFirst();
    if (used) throw new BizError('该分类下还有文章，请先移走或删除这些文章');
    await trx.deleteFrom('article_categories').where('category_id', '=', categoryId).execute();
    return { status: true };
  });
}
