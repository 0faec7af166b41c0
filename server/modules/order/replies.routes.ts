/**
 * Replies under item ratings (api-contract §4.4): `POST order/replyRate` (a member answers a rating) and
 * `GET order/replyRate/list` (a rating's replies, oldest first). The item page's rating list carries the
 * count and the first replies (rates.service).
 */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import type { Database } from '../../db/database.server';
import { BizError, notFound } from '../../http/errors';
import { input, param } from '../../http/wire';
import { declare, fields, id, int, opt, page, text } from '../../http/schema';
import { maskMobile } from '../../../src/lib/validation';

export const REPLY_MAX = 500;
const unix = (d: Date | string) => Math.floor(new Date(d).getTime() / 1000);

export async function rateReplies(db: Database, rateIds: number[], page = 1, size = 10) {
  if (!rateIds.length) return [];
  return db.selectFrom('order_rate_replies as r').innerJoin('members as m', 'm.user_id', 'r.user_id')
    .select(['r.id', 'r.rate_id', 'r.content', 'r.created_at', 'm.username', 'm.mobile']).where('r.rate_id', 'in', rateIds)
    .orderBy('r.id').limit(size).offset((page - 1) * size).execute()
    .then((rows) => rows.map((r) => ({ id: r.id, rate_id: r.rate_id, username: r.username && r.username !== r.mobile ? r.username : maskMobile(r.mobile), content: r.content, created: unix(r.created_at) })));
}

export async function replyRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.post('/order/replyRate', { preHandler: app.requireMember, ...declare({ input: fields({ rate_id: id(), content: text(REPLY_MAX, { multiline: true }) }) }) }, async (r) => {
    const b = input(r);
    const rateId = param.int(b.rate_id)!;
    const content = param.str(b.content).trim();
    if (!content) throw new BizError('请填写回复内容', 422, undefined, { content: ['请填写回复内容'] });
    const rate = await db.selectFrom('order_rates').select('rate_id').where('rate_id', '=', rateId).executeTakeFirst();
    if (!rate) throw notFound('评价不存在');
    const row = await db.insertInto('order_rate_replies').values({ rate_id: rateId, user_id: r.member!.user_id, content }).returning(['id']).executeTakeFirstOrThrow();
    return { status: true, id: row.id };
  });

  app.get('/order/replyRate/list', { preHandler: app.optionalMember, ...declare({ input: fields({ rate_id: id(), page: opt(page()), pageSize: opt(int(1, 50)) }) }) }, async (r) => {
    const b = input(r);
    const rateId = param.int(b.rate_id)!;
    const { n } = await db.selectFrom('order_rate_replies').select((eb) => eb.fn.countAll<string>().as('n')).where('rate_id', '=', rateId).executeTakeFirstOrThrow();
    return { list: await rateReplies(db, [rateId], param.int(b.page, 1)!, param.int(b.pageSize, 10)!), total_count: Number(n) };
  });
}
