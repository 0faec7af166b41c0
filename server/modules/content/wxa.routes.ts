/**
 * `GET /wxa/promotion/articles` and `…/articles/info` (api-contract §4.18: the mini-program's article
 * calls, under `/api/h5app/wxa` beside `wxapp`): the published articles, as the article pages read them.
 */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { BizError } from '../../http/errors';
import { input, param } from '../../http/wire';
import { declare, fields, id, idOrZero, int, opt, page, text } from '../../http/schema';
import { listPublished, publishedArticle } from './articles.service';

export async function wxaArticleRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.get('/promotion/articles', declare({ input: fields({ category_id: opt(idOrZero()), article_type: opt(text(20)), page: opt(page()), pageSize: opt(int(1, 50)), page_size: opt(int(1, 50)) }) }), async (req) => {
    const q = input(req);
    return listPublished(db, { categoryId: param.int(q.category_id) || undefined, page: param.int(q.page, 1)!, pageSize: param.int(q.pageSize ?? q.page_size, 10)! });
  });
  app.get('/promotion/articles/info', declare({ input: fields({ article_id: opt(id()) }) }), async (req) => {
    const articleId = param.int(input(req).article_id);
    if (!articleId) throw new BizError('请选择文章');
    return publishedArticle(db, articleId);
  });
}
