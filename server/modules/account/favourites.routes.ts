/** /api/h5app/wxapp favourites (api-contract §4.10) and footprints (§4.11); all need a member. */
import type { FastifyInstance } from 'fastify';
import type { AccountDeps } from './routes';
import { BizError } from '../../http/errors';
import { input, param } from '../../http/wire';
import {
  collectItem, followShop, isItemCollected, isShopFollowed, listCollectedItems, listFollowedShops, listFootprints,
  removeCollectedItems, removeFootprints, saveFootprint, unfollowShops,
} from './favourites.service';
import { declare, fields, ids, int, INT4_MAX, NO_INPUT, oneOf, opt, type Declared } from '../../http/schema';

// Bounds only: the handlers keep their own checks, and a bad id or page answers the handler's message.
const ITEM_GONE = '商品不存在或者已下架';
const itemId = () => int(1, INT4_MAX, ITEM_GONE);
const shop = () => int(0, INT4_MAX, '店铺不存在');
const yesNo = () => opt(oneOf(['true', 'false', '1', '0', 'on', 'off'], '{field}必须是 true 或 false'));
const Paging = fields({ page: opt(int(1, INT4_MAX, '分页参数错误')), pageSize: opt(int(1, 100, '分页参数错误')) });
const RemoveItems = fields({ item_ids: opt(ids()), is_empty: yesNo() });

function paging(q: Record<string, unknown>, defaultSize: number) {
  const page = param.int(q.page, 1)!;
  const pageSize = param.int(q.pageSize, defaultSize)!;
  if (page < 1 || pageSize < 1 || pageSize > 100) throw new BizError('分页参数错误');
  return { page, pageSize };
}

const positiveId = (v: unknown, message: string) => {
  const id = param.int(v);
  if (!id || id < 1) throw new BizError(message);
  return id;
};
/** Shop ids start at 0 (the main shop). */
const shopId = (v: unknown) => {
  const id = param.int(v);
  if (id === undefined || id < 0) throw new BizError('店铺不存在');
  return id;
};

export default async function favouriteRoutes(app: FastifyInstance, { db, now }: AccountDeps) {
  const req = (d: Declared) => ({ preHandler: app.requireMember, ...declare(d) });
  const uid = (r: { member: { user_id: number } | null }) => r.member!.user_id;

  app.post<{ Params: { item_id: string } }>('/member/collect/item/:item_id', req({ input: NO_INPUT, params: fields({ item_id: itemId() }), paramsError: { status: 422, message: ITEM_GONE } }), async (r) => collectItem(db, uid(r), positiveId(r.params.item_id, '商品不存在或者已下架'), now()));
  app.get('/member/collect/item/check', req({ input: fields({ item_id: opt(itemId()) }) }), async (r) => isItemCollected(db, uid(r), positiveId(input(r).item_id, '商品不存在或者已下架')));
  app.get('/member/collect/item', req({ input: Paging }), async (r) => { const p = paging(input(r), 100); return listCollectedItems(db, uid(r), p.page, p.pageSize); });
  app.delete('/member/collect/item', req({ input: RemoveItems }), async (r) => {
    const b = input(r);
    return removeCollectedItems(db, uid(r), param.ids(b.item_ids), param.bool(b.is_empty));
  });

  app.post<{ Params: { id: string } }>('/member/collect/distribution/:id', req({ input: NO_INPUT, params: fields({ id: shop() }), paramsError: { status: 422, message: '店铺不存在' } }), async (r) => followShop(db, uid(r), shopId(r.params.id), now()));
  app.get('/member/collect/distribution/check', req({ input: fields({ distributor_id: opt(shop()) }) }), async (r) => isShopFollowed(db, uid(r), shopId(input(r).distributor_id)));
  app.get('/member/collect/distribution', req({ input: Paging }), async (r) => { const p = paging(input(r), 20); return listFollowedShops(db, uid(r), p.page, p.pageSize); });
  app.delete('/member/collect/distribution', req({ input: fields({ distributor_id: opt(shop()), is_empty: yesNo() }) }), async (r) => {
    const b = input(r);
    const empty = param.bool(b.is_empty);
    return unfollowShops(db, uid(r), empty ? undefined : shopId(b.distributor_id), empty);
  });

  app.post('/member/browse/history/save', req({ input: fields({ item_id: opt(itemId()) }) }), async (r) => saveFootprint(db, uid(r), positiveId(input(r).item_id, '商品不存在或者已下架'), now()));
  app.get('/member/browse/history/list', req({ input: Paging }), async (r) => { const p = paging(input(r), 20); return listFootprints(db, uid(r), p.page, p.pageSize); });
  app.delete('/member/browse/history', req({ input: RemoveItems }), async (r) => {
    const b = input(r);
    return removeFootprints(db, uid(r), param.ids(b.item_ids), param.bool(b.is_empty));
  });
}
