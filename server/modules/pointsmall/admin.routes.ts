/** /api/admin/pointsmall/goods: the operator lists, adds and turns on/off points-mall goods. */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { input } from '../../http/wire';
import { declare, fields, flag, id, idParams, int, NO_INPUT, opt } from '../../http/schema';
import { addPointGoods, listPointGoodsAdmin, setPointGoodsEnabled } from './pointsmall.service';

const AddInput = fields({ item_id: opt(id()), point: opt(int(1, 100_000_000)), cash: opt(int(0, 100_000_000)), limit_num: opt(int(0, 999)), sort: opt(int(0, 10_000)) });

export default async function pointsmallAdminRoutes(app: FastifyInstance, { db }: AppDeps) {
  const op = (d: Parameters<typeof declare>[0]) => ({ preHandler: app.requireOperator, ...declare(d) });
  app.get('/pointsmall/goods', op({ input: NO_INPUT }), async () => listPointGoodsAdmin(db));
  app.post('/pointsmall/goods', op({ input: AddInput }), async (r) => addPointGoods(db, AddInput.parse(input(r))));
  app.post<{ Params: { id: string } }>('/pointsmall/goods/:id/enabled', op({ input: fields({ enabled: flag() }), params: idParams(), paramsError: { status: 404, message: '积分商品不存在' } }),
    async (r) => { const e = input(r).enabled; return setPointGoodsEnabled(db, Number(r.params.id), e === true || e === 'true' || e === '1' || e === 'on'); });
}
