/**
 * The rest of the member contract (api-contract §4.2): `GET memberinfo` (the profile form's data),
 * `GET member/statistical` (the member centre's counters in one call) and `DELETE member` (注销账号).
 */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { input, param } from '../../http/wire';
import { declare, fields, flag, NO_INPUT, opt } from '../../http/schema';
import { memberInfo } from './member.service';
import { closeAccount } from './close-account';
import { ordersCount } from '../order/order.service';
import { memberCounts } from '../account/favourites.service';
import { aftersalesCounts } from '../aftersales/counts';

export async function memberExtraRoutes(app: FastifyInstance, { db }: AppDeps) {
  const req = (d: Parameters<typeof declare>[0]) => ({ preHandler: app.requireMember, ...declare(d) });

  app.get('/memberinfo', req({ input: NO_INPUT }), async (r) => {
    const { memberInfo: info } = await memberInfo(db, r.member!.user_id);
    return info;
  });

  app.get('/member/statistical', req({ input: NO_INPUT }), async (r) => {
    const userId = r.member!.user_id;
    const info = await memberInfo(db, userId);
    return {
      coupon: info.coupon, userDiscountCount: info.userDiscountCount, point: info.point, deposit: info.deposit,
      ...(await memberCounts(db, userId)), orders: await ordersCount(db, userId), aftersales: await aftersalesCounts(db, userId),
    };
  });

  app.delete('/member', req({ input: fields({ confirm_forfeit: opt(flag()) }) }), async (r) => closeAccount(db, r.member!.user_id, param.bool(input(r).confirm_forfeit)));
}
