/** /api/h5app/wxapp distributor/list and distributor/is_valid (api-contract §4.17). */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { BizError } from '../../http/errors';
import { input, param } from '../../http/wire';
import { listDealers, listShops, shopDetail } from './shop.service';
import { idOrZero, declare, fields, id, int, oneOf, opt, page, text } from '../../http/schema';

// lat/lng keep the contract's own message (坐标参数错误); here they are only bounded as text.
const ShopsInput = fields({
  page: opt(page()), pageSize: opt(int(-1000, 1000)), page_size: opt(int(-1000, 1000)), lat: opt(text(32)), lng: opt(text(32)),
  type: opt(int(0, 100)), city: opt(text(32)), province: opt(text(32)), tag_id: opt(id()), name: opt(text(100)),
  kind: opt(oneOf(['store', 'dealer'], '店铺类型只能是 store 或 dealer')),
});
const DealersInput = fields({ page: opt(page()), pageSize: opt(int(1, 50)), province: opt(text(32)) });

const coord = (v: unknown, max: number): number | undefined => {
  if (v === undefined || v === '') return undefined;
  const n = Number(v);
  if (!Number.isFinite(n) || Math.abs(n) > max) throw new BizError('坐标参数错误');
  return n;
};

export default async function shopRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.get('/distributor/list', declare({ input: ShopsInput }), async (req) => {
    const q = input(req);
    const pageSize = param.int(q.pageSize ?? q.page_size, 10)!;
    const page = param.int(q.page, 1)!;
    if (page < 1 || pageSize < 1 || pageSize > 50) throw new BizError('参数错误');
    return listShops(db, {
      lat: coord(q.lat, 90), lng: coord(q.lng, 180), type: param.int(q.type) === 1 ? 1 : 0,
      city: param.str(q.city) || undefined, province: param.str(q.province) || undefined, kind: q.kind === 'dealer' ? 'dealer' : 'store', tagId: param.int(q.tag_id), name: param.str(q.name) || undefined, page, pageSize,
    });
  });

  // Dealers (经销商) for /dealer: the storefront spec's dealer/list.
  app.get('/dealer/list', declare({ input: DealersInput }), async (req) => {
    const q = input(req);
    return listDealers(db, { province: param.str(q.province) || undefined, page: param.int(q.page, 1)!, pageSize: param.int(q.pageSize, 20)! });
  });

  app.get('/distributor/is_valid', declare({ input: fields({ distributor_id: opt(idOrZero()) }) }), async (req) => {
    const id = param.int(input(req).distributor_id, 0)!;
    return shopDetail(db, id);
  });
}
