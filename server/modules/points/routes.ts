/** /api/h5app/wxapp points (api-contract §4.12). */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';
import { input, param } from '../../http/wire';
import { pointJournal } from './points.service';
import { pointRule } from './points.rules';

export default async function pointsRoutes(app: FastifyInstance, { db }: AppDeps) {
  const req = { preHandler: app.requireMember };
  app.get('/point/member', req, async (r) => {
    const b = input(r);
    const size = Math.min(Math.max(param.int(b.page_size ?? b.pageSize, 20)!, 1), 100);
    return pointJournal(db, r.member!.user_id, Math.max(param.int(b.page_no ?? b.page, 1)!, 1), size, param.str(b.outin_type));
  });
  app.get('/point/member/info', req, async (r) => {
    const m = await db.selectFrom('members').select('point').where('user_id', '=', r.member!.user_id).executeTakeFirstOrThrow();
    return { point: m.point, ...pointRule() };
  });
  app.get('/point/rule', async () => pointRule());
}
