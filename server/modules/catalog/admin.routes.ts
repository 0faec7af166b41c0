/**
 * /api/admin/items: operators change a SKU's price, market price or stock. Every change re-renders
 * the pages that show that item, so a pre-rendered price is never older than the item's last change.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppDeps } from '../../deps';
import { BizError } from '../../http/errors';
import { z } from 'zod';
import { input, param } from '../../http/wire';
import { declare, fields, id, int, INT4_MAX, opt, text } from '../../http/schema';
import searchAdminRoutes from './search/admin.routes';

const fen = (message: string) => z.coerce.number({ message }).int(message).min(0, message).max(INT4_MAX, message);
const PriceStockPatch = z.object({
  price: fen('价格必须是以分为单位的非负整数').optional(),
  market_price: fen('价格必须是以分为单位的非负整数').optional(),
  store: fen('库存必须是非负整数').optional(),
}).refine((p) => Object.keys(p).length > 0, { message: '参数错误' });

export default async function catalogAdminRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;
  await app.register(searchAdminRoutes, deps);

  app.put('/items/:item_id', { preHandler: app.requireOperator, ...declare({
    params: fields({ item_id: id() }), paramsError: { status: 404, message: '商品不存在' },
    input: fields({ price: opt(int(0, INT4_MAX, '价格必须是以分为单位的非负整数')), market_price: opt(int(0, INT4_MAX, '价格必须是以分为单位的非负整数')), store: opt(int(0, INT4_MAX, '库存必须是非负整数')) }),
  }) }, async (req) => {
    const itemId = param.int((req.params as { item_id: string }).item_id);
    const raw = Object.fromEntries(Object.entries(input(req)).filter(([k, v]) => ['price', 'market_price', 'store'].includes(k) && v !== '' && v !== undefined));
    const parsed = PriceStockPatch.safeParse(raw);
    if (!itemId) throw new BizError('参数错误');
    if (!parsed.success) throw new BizError(parsed.error.issues[0].message);
    const patch = parsed.data;
    const row = await db.updateTable('items').set({ ...patch, updated_at: sql`now()` }).where('item_id', '=', itemId)
      .returning(['item_id', 'goods_id', 'price', 'market_price', 'store']).executeTakeFirst();
    if (!row) throw new BizError('商品不存在', 404);
    await db.updateTable('goods').set({ updated_at: sql`now()` }).where('goods_id', '=', row.goods_id).execute();
    const rebuilt = deps.onCatalogChange ? await deps.onCatalogChange([itemId]) : undefined;
    return { ...row, rebuilt };
  });

  // The product video (api-contract §4.4 `videos`): a video uploaded through /api/admin/media/video, or '' to remove it.
  app.put('/goods/:goods_id/video', { preHandler: app.requireOperator, ...declare({
    params: fields({ goods_id: id() }), paramsError: { status: 404, message: '商品不存在' },
    input: fields({ videos: text(255) }),
  }) }, async (req) => {
    const goodsId = param.int((req.params as { goods_id: string }).goods_id);
    // The API answers media as absolute URLs; stored paths stay relative.
    const url = param.str(input(req).videos).trim().replace(/^https?:\/\/[^/]+(?=\/media\/)/, '');
    if (!goodsId) throw new BizError('商品不存在', 404);
    if (url) {
      const media = await db.selectFrom('media').select('mime').where('url', '=', url).executeTakeFirst();
      if (!media || !media.mime.startsWith('video/')) throw new BizError('请先上传视频，再把它设为商品视频');
    }
    const row = await db.updateTable('goods').set({ videos: url, updated_at: sql`now()` }).where('goods_id', '=', goodsId)
      .returning(['goods_id', 'videos']).executeTakeFirst();
    if (!row) throw new BizError('商品不存在', 404);
    const itemIds = (await db.selectFrom('items').select('item_id').where('goods_id', '=', goodsId).execute()).map((r) => r.item_id);
    const rebuilt = deps.onCatalogChange ? await deps.onCatalogChange(itemIds) : undefined;
    return { ...row, rebuilt };
  });
}
