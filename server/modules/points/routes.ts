/** /api/h5app/wxapp points (api-contract §4.12). */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { input, param } from '../../http/wire';
import { pointJournal } from './points.service';
import { pointRule } from './points.rules';
import { currentPointRule } from './rule.service';
import { declare, fields, int, NO_INPUT, opt, page, text } from '../../http/schema';

const JournalInput = fields({ page: opt(page()), page_no: opt(page()), page_size: opt(int(1, 1000)), pageSize: opt(int(1, 1000)), outin_type: opt(text(10)) });

export default async function pointsRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.get('/point/member', { preHandler: app.requireMember, ...declare({ input: JournalInput }) }, async (r) => {
    const b = input(r);
    const size = Math.min(Math.max(param.int(b.page_size ?? b.pageSize, 20)!, 1), 100);
    return pointJournal(db, r.member!.user_id, Math.max(param.int(b.page_no ?? b.page, 1)!, 1), size, param.str(b.outin_type));
  });
  app.get('/point/member/info', { preHandler: app.requireMember, ...declare({ input: NO_INPUT }) }, async (r) => {
    const m = await db.selectFrom('members').select('point').where('user_id', '=', r.member!.user_id).executeTakeFirstOrThrow();
    return { point: m.point, ...pointRule(await currentPointRule(db)) };
  });
  app.get('/point/rule', declare({ input: NO_INPUT }), async () => pointRule(await currentPointRule(db)));
}
