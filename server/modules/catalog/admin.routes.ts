/**
 * /api/admin/items: operators change a SKU's price, market price or stock. Every change re-renders
 * the pages that show that item, so a pre-rendered price is never older than the item's last change.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppDeps } from '../../app';
import { BizError } from '../../http/errors';
import { input, param } from '../../http/wire';

export default async function catalogAdminRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;

  app.put('/items/:item_id', { preHandler: app.requireOperator }, async (req) => {
    const itemId = param.int((req.params as { item_id: string }).item_id);
    const b = input(req);
    const patch: { price?: number; market_price?: number; store?: number } = {};
    for (const key of ['price', 'market_price', 'store'] as const) {
      if (b[key] === undefined || b[key] === '') continue;
      const n = param.int(b[key]);
      if (n === undefined || n < 0) throw new BizError(key === 'store' ? '库存必须是非负整数' : '价格必须是以分为单位的非负整数');
      patch[key] = n;
    }
    if (!itemId || Object.keys(patch).length === 0) throw new BizError('参数错误');
    const row = await db.updateTable('items').set({ ...patch, updated_at: sql`now()` }).where('item_id', '=', itemId)
      .returning(['item_id', 'goods_id', 'price', 'market_price', 'store']).executeTakeFirst();
    if (!row) throw new BizError('商品不存在', 404);
    await db.updateTable('goods').set({ updated_at: sql`now()` }).where('goods_id', '=', row.goods_id).execute();
    const rebuilt = deps.onCatalogChange ? await deps.onCatalogChange([itemId]) : undefined;
    return { ...row, rebuilt };
  });
}
