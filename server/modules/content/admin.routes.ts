/**
 * /api/admin/articles and /api/admin/article-categories: operators write, publish and remove articles
 * and manage their categories. Every change that shoppers can see rebuilds only the pages it touches
 * (the article's own pages and the lists it was or is in) through the publish hook, which also tells
 * other API processes and the CI webhook.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { input, param } from '../../http/wire';
import { check, declare, fields, flag, id, int, NO_INPUT, oneOf, opt, page, pageSize, text } from '../../http/schema';
import { isSafeUrl } from '../../../src/widgets/shared/validate';
import { LAYOUTS, SECTION_KEYS } from '../../../src/lib/articles';
import {
  adminArticle, adminList, ARTICLE_NOT_FOUND, CATEGORY_NOT_FOUND, createArticle, createCategory, deleteArticle, deleteCategory,
  updateArticle, updateCategory, type ArticleInput, type CategoryInput,
} from './articles.service';
import { notFound } from '../../http/errors';
import { recordChange } from '../console/audit';

/**
 * Rebuild slots (compiler/index.ts): an article's pages and the lists it is in now; the lists of the
 * category it was in (a move, an unpublish, a delete); a category changed (every content page).
 */
export const articleSlot = (id: number) => `article:${id}`;
export const formerListSlot = (categoryId: number) => `article-list:${categoryId}`;
export const categorySlot = (id: number) => `article-category:${id}`;

const imageUrl = () => text(500).refine((s) => s === '' || isSafeUrl(s), '{field}只能是 http(s) 或站内地址');
const toBool = (v: unknown) => v === true || v === 'true' || v === '1' || v === 'on';

/** Fields of an article; all optional here, `title` and `category_id` are required on create. */
const articleFields = {
  title: opt(text(100)), category_id: opt(id()), summary: opt(text(300, { multiline: true })), content: opt(text(200_000, { multiline: true })),
  image_url: opt(imageUrl()), author: opt(text(50)), sort: opt(int(0, 9999)), release_status: opt(flag()),
  seo_title: opt(text(100)), keywords: opt(text(200)), description: opt(text(300, { multiline: true })),
};
const ArticleBody = fields(articleFields);
// The console shows these next to the field: say what to do in Chinese, not which parameter failed.
const required = (max: number, message: string) => z.preprocess((v) => (v === undefined || v === null ? '' : v), text(max).refine((s) => s.trim() !== '', message));
const NewArticleBody = fields({ ...articleFields, title: required(100, '请填写文章标题'), category_id: z.preprocess((v) => (v === '' || v === null ? undefined : v), id().optional()).refine((v) => v !== undefined, '请选择文章分类') });

const categoryFields = {
  category_name: opt(text(50)), description: opt(text(200)), section: opt(z.union([z.literal('none'), oneOf(SECTION_KEYS, '{field}不是可用的栏目')])),
  layout: opt(oneOf(LAYOUTS, '{field}只能是 list、single 或 faq')), sort: opt(int(0, 9999)),
};
const CategoryBody = fields(categoryFields);
const NewCategoryBody = fields({ ...categoryFields, category_name: required(50, '请填写分类名称') });

const ListQuery = fields({ keywords: opt(text(50)), category_id: opt(id()), status: opt(oneOf(['published', 'draft'] as const)), page: opt(page()), pageSize: opt(pageSize(50)) });

function articleInput(b: Record<string, unknown>): ArticleInput {
  const out: ArticleInput = {};
  for (const k of ['title', 'summary', 'content', 'image_url', 'author', 'seo_title', 'keywords', 'description'] as const) if (b[k] !== undefined) out[k] = String(b[k]).trim();
  if (b.content !== undefined) out.content = String(b.content);
  if (b.category_id !== undefined) out.category_id = Number(b.category_id);
  if (b.sort !== undefined) out.sort = Number(b.sort);
  if (b.release_status !== undefined) out.release_status = toBool(b.release_status);
  return out;
}

function categoryInput(b: Record<string, unknown>): CategoryInput {
  const out: CategoryInput = {};
  if (b.category_name !== undefined) out.category_name = String(b.category_name).trim();
  if (b.description !== undefined) out.description = String(b.description).trim();
  if (b.section !== undefined) out.section = b.section === 'none' ? null : (b.section as CategoryInput['section']);
  if (b.layout !== undefined) out.layout = b.layout as CategoryInput['layout'];
  if (b.sort !== undefined) out.sort = Number(b.sort);
  return out;
}

/** An article category as stored (the log's before), or 404. */
async function articleCategory(db: AppDeps['db'], categoryId: number) {
  const row = await db.selectFrom('article_categories').selectAll().where('category_id', '=', categoryId).executeTakeFirst();
  if (!row) throw notFound(CATEGORY_NOT_FOUND);
  return row;
}

export default async function contentAdminRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;
  const op = (d: Parameters<typeof declare>[0]) => ({ preHandler: app.requireOperator, ...declare(d) });
  const articleById = { params: fields({ id: id() }), paramsError: { status: 404, message: ARTICLE_NOT_FOUND } };
  const categoryById = { params: fields({ id: id() }), paramsError: { status: 404, message: CATEGORY_NOT_FOUND } };
  const idOf = (req: { params: unknown }) => param.int((req.params as { id: string }).id)!;
  const rebuild = async (slots: string[]) => (deps.onPublish ? deps.onPublish(slots) : { pages: [], ms: 0 });

  app.get('/articles', op({ input: ListQuery }), async (req) => {
    const q = input(req);
    return adminList(db, {
      keywords: param.str(q.keywords) || undefined, categoryId: param.int(q.category_id), status: (param.str(q.status) || undefined) as 'published' | 'draft' | undefined,
      page: param.int(q.page, 1)!, pageSize: param.int(q.pageSize, 20)!,
    });
  });

  app.get('/articles/:id', op({ ...articleById, input: NO_INPUT }), async (req) => adminArticle(db, idOf(req)));

  app.post('/articles', op({ input: NewArticleBody }), async (req) => {
    const b = articleInput(check(NewArticleBody, input(req)));
    const article = await createArticle(db, { ...b, title: b.title!, category_id: b.category_id! });
    recordChange(req, { action: '新增文章', entity: 'article', entity_id: article.article_id, before: null, after: article });
    const rebuilt = article.release_status ? await rebuild([articleSlot(article.article_id)]) : undefined;
    return { ...article, rebuilt };
  });

  app.put('/articles/:id', op({ ...articleById, input: ArticleBody }), async (req) => {
    const b = articleInput(check(ArticleBody, input(req)));
    const before = await adminArticle(db, idOf(req));
    const { article, oldCategoryId, wasPublished } = await updateArticle(db, idOf(req), b);
    recordChange(req, { action: '编辑文章', entity: 'article', entity_id: article.article_id, before, after: article });
    // A draft edited stays private: nothing shoppers see changed.
    const slots = article.release_status || wasPublished ? [articleSlot(article.article_id), formerListSlot(oldCategoryId)] : [];
    return { ...article, rebuilt: slots.length ? await rebuild(slots) : undefined };
  });

  for (const [action, status] of [['publish', true], ['unpublish', false]] as const) {
    app.post(`/articles/:id/${action}`, op({ ...articleById, input: NO_INPUT }), async (req) => {
      const before = await adminArticle(db, idOf(req));
      const { article, oldCategoryId } = await updateArticle(db, idOf(req), { release_status: status });
      recordChange(req, { action: status ? '发布文章' : '撤回文章', entity: 'article', entity_id: article.article_id, before: { release_status: before.release_status }, after: { release_status: article.release_status } });
      return { ...article, rebuilt: await rebuild([articleSlot(article.article_id), formerListSlot(oldCategoryId)]) };
    });
  }

  app.delete('/articles/:id', op({ ...articleById, input: NO_INPUT }), async (req) => {
    const articleId = idOf(req);
    const before = await adminArticle(db, articleId);
    const row = await deleteArticle(db, articleId);
    recordChange(req, { action: '删除文章', entity: 'article', entity_id: articleId, before, after: null });
    const rebuilt = row.release_status ? await rebuild([articleSlot(articleId), formerListSlot(row.category_id)]) : undefined;
    return { status: true, rebuilt };
  });

  app.get('/article-categories', op({ input: NO_INPUT }), async () => {
    const list = await db.selectFrom('article_categories as c').selectAll('c')
      .select((eb) => eb.selectFrom('articles as a').whereRef('a.category_id', '=', 'c.category_id').select((e) => e.fn.countAll<number>().as('n')).as('article_count'))
      .orderBy('c.sort').orderBy('c.category_id').execute();
    return { list: list.map((c) => ({ ...c, article_count: Number(c.article_count ?? 0) })), total_count: list.length, sections: SECTION_KEYS, layouts: LAYOUTS };
  });

  app.post('/article-categories', op({ input: NewCategoryBody }), async (req) => {
    const b = categoryInput(check(NewCategoryBody, input(req)));
    const row = await createCategory(db, { ...b, category_name: b.category_name! });
    recordChange(req, { action: '新增文章分类', entity: 'article_category', entity_id: row.category_id, before: null, after: row });
    return { ...row, rebuilt: await rebuild([categorySlot(row.category_id)]) };
  });

  app.put('/article-categories/:id', op({ ...categoryById, input: CategoryBody }), async (req) => {
    const before = await articleCategory(db, idOf(req));
    const row = await updateCategory(db, idOf(req), categoryInput(check(CategoryBody, input(req))));
    recordChange(req, { action: '编辑文章分类', entity: 'article_category', entity_id: row.category_id, before, after: row });
    return { ...row, rebuilt: await rebuild([categorySlot(row.category_id)]) };
  });

  app.delete('/article-categories/:id', op({ ...categoryById, input: NO_INPUT }), async (req) => {
    const categoryId = idOf(req);
    const before = await articleCategory(db, categoryId);
    await deleteCategory(db, categoryId);
    recordChange(req, { action: '删除文章分类', entity: 'article_category', entity_id: categoryId, before, after: null });
    return { status: true, rebuilt: await rebuild([categorySlot(categoryId)]) };
  });
}
