/** /api/admin/seckill: the operator creates, edits and shelves seckill activities (README.md lists the routes). */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { input } from '../../http/wire';
import { declare, fields, idParams, int, NO_INPUT, opt } from '../../http/schema';
import { ActivityFields } from '../activity/admin-input';
import { createSeckill, listSeckills, seckillInfo, setSeckillDisabled, updateSeckill } from './admin.service';
import { recordChange } from '../console/audit';
import { withSkuPageRebuilt } from '../activity/page-rebuild';

const SeckillInput = fields({ ...ActivityFields, total_stock: opt(int(1, 1_000_000)), limit_num: opt(int(1, 999)) });
type ById = { Params: { id: string } };

export default async function seckillAdminRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;
  const op = (d: Parameters<typeof declare>[0]) => ({ preHandler: app.requireOperator, ...declare(d) });
  const byId = (inp = NO_INPUT) => op({ input: inp, params: idParams(), paramsError: { status: 404, message: '秒杀活动不存在' } });
  const idOf = (r: { params: { id: string } }) => Number(r.params.id);

  app.get('/seckill', op({ input: NO_INPUT }), async () => listSeckills(db));
  app.post('/seckill', op({ input: SeckillInput }), async (r) => withSkuPageRebuilt(deps, '新增秒杀活动', await createSeckill(db, input(r))));
  app.get<ById>('/seckill/:id', byId(), async (r) => seckillInfo(db, idOf(r)));
  app.put<ById>('/seckill/:id', byId(SeckillInput), async (r) => {
    const before = await seckillInfo(db, idOf(r));
    const after = await updateSeckill(db, idOf(r), input(r));
    recordChange(r, { action: '修改秒杀活动', entity: 'seckill', entity_id: idOf(r), before, after });
    return withSkuPageRebuilt(deps, '修改秒杀活动', after, before);
  });
  app.post<ById>('/seckill/:id/disable', byId(), async (r) => withSkuPageRebuilt(deps, '下架秒杀活动', await setSeckillDisabled(db, idOf(r), true)));
  app.post<ById>('/seckill/:id/enable', byId(), async (r) => withSkuPageRebuilt(deps, '上架秒杀活动', await setSeckillDisabled(db, idOf(r), false)));
}
