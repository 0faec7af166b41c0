/**
 * Shopper API for content (api-contract §4.18): `article/management` (published articles, paged, of a
 * category), `article/management/{article_id}` (one, its HTML sanitised), `article/category`.
 */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { input, param } from '../../http/wire';
import { declare, fields, id, NO_INPUT, opt, page, pageSize } from '../../http/schema';
import { ARTICLE_NOT_FOUND, categoriesWithCounts, listPublished, publishedArticle } from './articles.service';

const ListInput = fields({ category_id: opt(id()), page: opt(page()), pageSize: opt(pageSize(50)), page_size: opt(pageSize(50)) });

export default async function contentRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.get('/article/management', declare({ input: ListInput }), async (req) => {
    const q = input(req);
    return listPublished(db, { categoryId: param.int(q.category_id), page: param.int(q.page, 1)!, pageSize: param.int(q.pageSize ?? q.page_size, 10)! });
  });

  app.get('/article/management/:article_id', declare({
    input: NO_INPUT, params: fields({ article_id: id() }), paramsError: { status: 404, message: ARTICLE_NOT_FOUND },
  }), async (req) => publishedArticle(db, param.int((req.params as { article_id: string }).article_id)!));

  app.get('/article/category', declare({ input: NO_INPUT }), async () => {
    const list = await categoriesWithCounts(db);
    return { list, total_count: list.length };
  });
}
