/** /api/admin/groups: the operator creates, edits and shelves group buys and sees their teams (README.md lists the routes). */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { input, param } from '../../http/wire';
import { declare, fields, id, idParams, int, NO_INPUT, oneOf, opt } from '../../http/schema';
import { ActivityFields } from '../activity/admin-input';
import { createGroup, listGroups, listTeams, setGroupDisabled, updateGroup } from './admin.service';
import { groupActivity } from './read.service';
import { notFound } from '../../http/errors';
import { recordChange } from '../console/audit';
import { withSkuPageRebuilt } from '../activity/page-rebuild';

const GroupInput = fields({ ...ActivityFields, person_num: opt(int(2, 20)), limit_minutes: opt(int(1, 10080)) });
const TeamsQuery = fields({ groups_activity_id: opt(id()), status: opt(oneOf(['WAITING', 'SUCCESS', 'FAIL'])) });
type ById = { Params: { id: string } };

export default async function groupbuyAdminRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;
  const op = (d: Parameters<typeof declare>[0]) => ({ preHandler: app.requireOperator, ...declare(d) });
  const byId = (inp = NO_INPUT) => op({ input: inp, params: idParams(), paramsError: { status: 404, message: '拼团活动不存在' } });
  const idOf = (r: { params: { id: string } }) => Number(r.params.id);

  app.get('/groups', op({ input: NO_INPUT }), async () => listGroups(db));
  app.post('/groups', op({ input: GroupInput }), async (r) => withSkuPageRebuilt(deps, '新增拼团活动', await createGroup(db, input(r))));
  app.get('/groups/teams', op({ input: TeamsQuery }), async (r) => {
    const b = input(r);
    return listTeams(db, param.int(b.groups_activity_id), param.str(b.status) || undefined);
  });
  app.get<ById>('/groups/:id', byId(), async (r) => (await groupActivity(db, idOf(r))) ?? Promise.reject(notFound('拼团活动不存在')));
  app.put<ById>('/groups/:id', byId(GroupInput), async (r) => {
    const before = await groupActivity(db, idOf(r));
    if (!before) throw notFound('拼团活动不存在');
    const after = await updateGroup(db, idOf(r), input(r));
    recordChange(r, { action: '修改拼团活动', entity: 'groups', entity_id: idOf(r), before, after });
    return withSkuPageRebuilt(deps, '修改拼团活动', after, before);
  });
  app.post<ById>('/groups/:id/disable', byId(), async (r) => withSkuPageRebuilt(deps, '下架拼团活动', await setGroupDisabled(db, idOf(r), true)));
  app.post<ById>('/groups/:id/enable', byId(), async (r) => withSkuPageRebuilt(deps, '上架拼团活动', await setGroupDisabled(db, idOf(r), false)));
}
