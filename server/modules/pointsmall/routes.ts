/**
 * /api/h5app/wxapp points mall: goods (`pointsmall/goods/items`, `/{item_id}`), setting, and the exchange
 * (`pointsmall/checkout` prices it, `pointsmall/order_new` makes it).
 */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { BizError } from '../../http/errors';
import { input, param } from '../../http/wire';
import { declare, fields, id, int, NO_INPUT, oneOf, opt, page, text } from '../../http/schema';
import { requestKeyOf } from '../checkout/params';
import { REMARK_MAX } from '../checkout/rules';
import { POINT_NAME } from '../points/points.rules';
import { lovelyPointGoods, pointGoodsDetail } from './item-page';
import { exchange, listPointGoods, pointGoodsCategories, soldOutNotice, POINT_SECTIONS, quoteExchange, quoteView } from './pointsmall.service';

const Exchange = {
  item_id: opt(id()), num: opt(int(1, 99, '兑换数量必须在1到99之间')), address_id: opt(id()), remark: opt(text(REMARK_MAX, { multiline: true })),
  receiver_name: opt(text(40)), receiver_mobile: opt(text(20)), receiver_state: opt(text(32)), receiver_city: opt(text(32)),
  receiver_district: opt(text(32)), receiver_address: opt(text(200)), receiver_zip: opt(text(10)), request_key: opt(text(64)),
};
const itemOf = (b: Record<string, unknown>) => {
  const itemId = param.int(b.item_id);
  if (!itemId) throw new BizError('请选择要兑换的商品');
  return itemId;
};

export default async function pointsmallRoutes(app: FastifyInstance, { db, config, onCatalogChange }: AppDeps) {
  // The list page's filters: its category, a points range (start_price/end_price are points here), words, goodsSort.
  app.get('/pointsmall/goods/items', declare({ input: fields({ page: opt(page()), pageSize: opt(int(1, 50)), page_size: opt(int(1, 50)),
    category_id: opt(id()), start_price: opt(int(0, 100_000_000)), end_price: opt(int(0, 100_000_000)), keywords: opt(text(50)), goodsSort: opt(int(0, 100)) }) }), async (r) => {
    const b = input(r);
    return listPointGoods(db, param.int(b.page, 1)!, param.int(b.pageSize ?? b.page_size, 20)!, {
      categoryId: param.int(b.category_id), minPoint: param.int(b.start_price), maxPoint: param.int(b.end_price), keywords: param.str(b.keywords), sort: param.int(b.goodsSort),
    });
  });
  app.get('/pointsmall/goods/category', declare({ input: fields({ have_items: opt(oneOf(['true', 'false', '1', '0'], '{field}必须是 true 或 false')) }) }),
    async (r) => pointGoodsCategories(db, param.bool(input(r).have_items)));
  app.get<{ Params: { item_id: string } }>('/pointsmall/goods/items/:item_id', { preHandler: app.optionalMember,
    ...declare({ input: NO_INPUT, params: fields({ item_id: id() }), paramsError: { status: 404, message: '积分商品不存在或已下架' } }) },
  async (r) => pointGoodsDetail(db, Number(r.params.item_id), r.member?.user_id));
  // 猜你喜欢 under a points goods and on the 兑换成功 page: the best sellers, that goods left out.
  app.get('/pointsmall/lovely/goods/items', declare({ input: fields({ item_id: opt(id()) }) }), async (r) => lovelyPointGoods(db, param.int(input(r).item_id) ?? 0));
  // `screen` is what the desktop list page's filter bar reads (points ranges; category and points filters on, no brands).
  app.get('/pointsmall/setting', declare({ input: NO_INPUT }), async () => ({ name: POINT_NAME, point_name: POINT_NAME, entrance_status: true, freight_desc: '积分商城商品包邮',
    pc_banner: [], screen: { point_section: POINT_SECTIONS, brand_openstatus: false, cat_openstatus: true, point_openstatus: true } }));

  app.post('/pointsmall/checkout', { preHandler: app.requireMember, ...declare({ input: fields(Exchange) }) }, async (r) => {
    const b = input(r);
    return quoteView(await quoteExchange(db, r.member!.user_id, itemOf(b), param.int(b.num, 1)!));
  });
  app.post('/pointsmall/order_new', { preHandler: app.requireMember, ...declare({ input: fields(Exchange) }) }, async (r) => {
    const b = input(r);
    return exchange(db, r.member!.user_id, {
      itemId: itemOf(b), num: param.int(b.num, 1)!, addressId: param.int(b.address_id), receiver: b, remark: param.str(b.remark),
      requestKey: requestKeyOf(b, r.headers['idempotency-key']), timeoutMinutes: config.orderTimeoutMinutes, onSoldOut: soldOutNotice(onCatalogChange),
    });
  });
}
