/**
 * /api/admin/promotions: the operator creates, lists and ends cart promotions (满减 / 满折 / 满赠 / 加价购),
 * limited-time sales (限时特惠) and packages (组合套餐). Money in fen, times in unix seconds.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { input } from '../../http/wire';
import { declare, fields, flag, id, idParams, ids, int, INT4_MAX, NO_INPUT, opt, text } from '../../http/schema';
import type { PromotionTier, PromotionType } from '../../db/schema';
import {
  activityPageItems, createLimitedSale, createPackage, createPromotion, endActivity, listLimitedSales, listPackages, listPromotions, MAX_ACTIVITY_ITEMS, MAX_TIERS,
  promotionPageItems, salePageItems, updateLimitedSale,
} from './admin.service';
import { recordChange } from '../console/audit';
import { rebuildActivityPages } from '../activity/page-rebuild';

const FEN_MAX = 100_000_000; // ¥1,000,000
const fen = () => int(0, FEN_MAX, '{field}必须是0到100000000之间的整数（分）');
const time = () => int(0, INT4_MAX, '{field}必须是Unix时间戳（秒）');
const Window = { title: opt(text(60)), begin_time: opt(time()), end_time: opt(time()) };
const list = <T extends z.ZodTypeAny>(item: T, max: number) => z.preprocess((v) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.values(v) : v),
  z.array(item, { invalid_type_error: '{field}必须是列表' }).max(max, `{field}最多${max}项`));

const Tier = z.object({ full: fen(), minus: opt(fen()), pay_percent: opt(int(1, 100)), gift_item_id: opt(id()), gift_num: opt(int(1, 999)), item_id: opt(id()), plus_price: opt(fen()) });
const PromotionBody = fields({
  ...Window, promotion_type: opt(text(16)), // checked by the service: 请选择促销类型…
  use_all_items: opt(flag()), goods_ids: opt(ids(MAX_ACTIVITY_ITEMS)), tiers: opt(list(Tier, MAX_TIERS)),
});
const SaleBody = fields({ ...Window, limit_num: opt(int(0, 999)), items: opt(list(z.object({ item_id: opt(id()), act_price: opt(fen()) }), MAX_ACTIVITY_ITEMS)) });
const PackageBody = fields({ ...Window, package_price: opt(fen()), items: opt(list(z.object({ item_id: opt(id()), num: opt(int(1, 99)) }), 10)) });

const bool = (v: unknown) => v === true || v === 'true' || v === '1' || v === 'on';
const byId = { params: idParams(), paramsError: { status: 404, message: '活动不存在' } };
type ById = { Params: { id: string } };

export default async function promotionAdminRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;
  const op = (d: Parameters<typeof declare>[0]) => ({ preHandler: app.requireOperator, ...declare(d) });
  /** Ends an activity now, then rebuilds the item pages that showed it. */
  const end = async (table: Parameters<typeof endActivity>[1], id: number, change: string) => {
    const ended = await endActivity(db, table, id);
    await rebuildActivityPages(deps, await activityPageItems(db, table, id), change);
    return ended;
  };

  app.get('/promotions', op({ input: NO_INPUT }), async () => listPromotions(db));
  app.post('/promotions', op({ input: PromotionBody }), async (r) => {
    const b = PromotionBody.parse(input(r));
    const created = await createPromotion(db, { ...b, use_all_items: bool(b.use_all_items), promotion_type: b.promotion_type as PromotionType | undefined, tiers: b.tiers as PromotionTier[] | undefined });
    await rebuildActivityPages(deps, await promotionPageItems(db, created), '新增促销活动');
    return created;
  });
  app.post<ById>('/promotions/:id/end', op({ input: NO_INPUT, ...byId }), async (r) => end('promotions', Number(r.params.id), '结束促销活动'));

  app.get('/promotions/limited-sales', op({ input: NO_INPUT }), async () => listLimitedSales(db));
  app.post('/promotions/limited-sales', op({ input: SaleBody }), async (r) => {
    const created = await createLimitedSale(db, SaleBody.parse(input(r)));
    await rebuildActivityPages(deps, salePageItems(created), '新增限时特惠');
    return created;
  });
  app.put<ById>('/promotions/limited-sales/:id', op({ input: SaleBody, ...byId }), async (r) => {
    const { before, after } = await updateLimitedSale(db, Number(r.params.id), SaleBody.parse(input(r)));
    recordChange(r, { action: '修改限时特惠', entity: 'promotions', entity_id: r.params.id, before, after });
    // A SKU taken out of the sale loses its price on its page: the SKUs before and after.
    await rebuildActivityPages(deps, [...salePageItems(before), ...salePageItems(after)], '修改限时特惠');
    return after;
  });
  app.post<ById>('/promotions/limited-sales/:id/end', op({ input: NO_INPUT, ...byId }), async (r) => end('limited_sales', Number(r.params.id), '结束限时特惠'));

  app.get('/promotions/packages', op({ input: NO_INPUT }), async () => listPackages(db));
  app.post('/promotions/packages', op({ input: PackageBody }), async (r) => createPackage(db, PackageBody.parse(input(r))));
  app.post<ById>('/promotions/packages/:id/end', op({ input: NO_INPUT, ...byId }), async (r) => end('packages', Number(r.params.id), '结束组合套餐'));
}
