/**
 * /api/admin/items: operators change a SKU's price, market price or stock. Every change re-renders
 * the pages that show that item, so a pre-rendered price is never older than the item's last change.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppDeps } from '../../app';
import { BizError } from '../../http/errors';
import { z } from 'zod';
import { input, param } from '../../http/wire';
import { declare, fields, id, int, INT4_MAX, opt } from '../../http/schema';

const fen = (message: string) => z.coerce.number({ message }).int(message).min(0, message).max(INT4_MAX, message);
const PriceStockPatch = z.object({
  price: fen('价格必须是以分为单位的非负整数').optional(),
  market_price: fen('价格必须是以分为单位的非负整数').optional(),
  store: fen('库存必须是非负整数').optional(),
}).refine((p) => Object.keys(p).length > 0, { message: '参数错误' });

export default async function catalogAdminRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;

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
}
