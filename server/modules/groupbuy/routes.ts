/** /api/h5app/wxapp group buy (api-contract §4.19): activities, the member's teams, one team. */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { input, param } from '../../http/wire';
import { declare, fields, int, opt, page, text } from '../../http/schema';
import { onOrderMove } from '../order/hooks';
import { listGroupActivities, memberTeams, teamDetail } from './read.service';
import { groupOrderHook } from './team.service';
import { requestOrigin } from '../../http/media-urls';
import { teamInvite } from './invite';

onOrderMove(groupOrderHook);

const Paging = fields({ page: opt(page()), pageSize: opt(int(1, 50)), page_size: opt(int(1, 50)) });
const TeamParams = fields({ teamId: text(32, { min: 1 }).refine((s) => /^\d+$/.test(s), '拼团不存在或已结束') });

export default async function groupbuyRoutes(app: FastifyInstance, { db }: AppDeps) {
  const paging = (b: Record<string, unknown>) => ({ page: param.int(b.page, 1)!, size: param.int(b.pageSize ?? b.page_size, 10)! });

  app.get('/promotions/groups', { preHandler: app.optionalMember, ...declare({ input: Paging }) }, async (r) => {
    const { page: p, size } = paging(input(r));
    return listGroupActivities(db, p, size);
  });

  app.get('/groupOrders', { preHandler: app.requireMember, ...declare({ input: Paging }) }, async (r) => {
    const { page: p, size } = paging(input(r));
    return memberTeams(db, r.member!.user_id, p, size);
  });

  app.get<{ Params: { teamId: string } }>('/groupOrders/:teamId', { preHandler: app.optionalMember,
    ...declare({ input: fields({}), params: TeamParams, paramsError: { status: 404, message: '拼团不存在或已结束' } }) }, async (r) => {
    const team = await teamDetail(db, r.params.teamId, r.member?.user_id);
    // A member of an open team is shown the invite step: the team's link and its QR code.
    return team.is_member && team.team_status === 'WAITING' ? { ...team, ...(await teamInvite(process.env.PUBLIC_URL?.replace(/\/$/, '') || requestOrigin(r), team.team_id)) } : team;
  });
}
