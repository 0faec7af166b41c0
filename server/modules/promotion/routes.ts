/**
 * /api/h5app/wxapp promotions for shoppers: packages (`promotions/package`, `promotions/package/{id}`,
 * buy together), current activities and an activity's goods, the cart's 加价购 pick.
 */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { BizError } from '../../http/errors';
import { input, param } from '../../http/wire';
import { declare, fields, id, idOrZero, idParams, int, NO_INPUT, opt, page, text } from '../../http/schema';
import { activityGoods, buyPackage, currentActivities, listPackagesFor, packageDetail, pickPlusBuy, type ActivityKind } from './shop.service';

const KINDS: readonly ActivityKind[] = ['limited_time_sale', 'package', 'full_minus', 'full_discount', 'full_gift', 'plus_buy'];
const byId = { params: idParams(), paramsError: { status: 404, message: '套餐不存在或已结束' } };
type ById = { Params: { id: string } };

export default async function promotionRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.get('/promotions/package', declare({ input: fields({ item_id: opt(id()) }) }), async (r) => listPackagesFor(db, param.int(input(r).item_id)));
  app.get<ById>('/promotions/package/:id', declare({ input: NO_INPUT, ...byId }), async (r) => packageDetail(db, Number(r.params.id)));
  app.post<ById>('/promotions/package/:id/buy', { preHandler: app.requireMember, ...declare({ input: fields({ num: opt(int(1, 99, '购买数量必须在1到99之间')) }), ...byId }) },
    async (r) => buyPackage(db, r.member!.user_id, Number(r.params.id), param.int(input(r).num, 1)!));

  app.get('/promotions/activities', declare({ input: NO_INPUT }), async () => currentActivities(db));
  app.get('/promotions/activity/goods', declare({ input: fields({
    activity_type: opt(text(32)), activity_id: opt(id()), page: opt(page()), pageSize: opt(int(1, 50)),
  }) }), async (r) => {
    const b = input(r);
    const activityId = param.int(b.activity_id);
    if (!b.activity_type || !activityId) throw new BizError('请指定活动');
    if (!KINDS.includes(b.activity_type as ActivityKind)) throw new BizError('活动类型不正确');
    return activityGoods(db, b.activity_type as ActivityKind, activityId, param.int(b.page, 1)!, param.int(b.pageSize, 20)!);
  });

  app.post('/promotions/plusbuy', { preHandler: app.requireMember, ...declare({ input: fields({ promotion_id: opt(id()), item_id: opt(idOrZero()) }) }) }, async (r) => {
    const b = input(r);
    const promotionId = param.int(b.promotion_id);
    if (!promotionId) throw new BizError('请指定加价购活动');
    return pickPlusBuy(db, r.member!.user_id, promotionId, param.int(b.item_id, 0)!);
  });
}
