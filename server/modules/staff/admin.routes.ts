/** /api/admin/staff: staff accounts and the staff settings of goods (product type, staff goods, staff prices). */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { BizError } from '../../http/errors';
import { input, param } from '../../http/wire';
import { declare, fields, id, idParams, int, INT4_MAX, NO_INPUT, opt, page, text } from '../../http/schema';
import { z } from 'zod';
import { createStaff, listStaff, setStaffDisabled } from './staff.service';

const NewStaffInput = fields({ work_id: opt(text(32)), name: opt(text(40)), mobile: opt(text(20)), password: opt(text(64)) });
const GoodsStaffInput = fields({
  product_type: opt(text(8).refine((v) => ['normal', 'sale', 'bag'].includes(v), '商品类型只能是 normal、sale 或 bag')),
  staff_goods: opt(text(5).refine((v) => ['0', '1', 'true', 'false'].includes(v), '参数 staff_goods 必须是 0 或 1')),
  items: opt(z.array(fields({ item_id: id(), staff_price: opt(int(0, INT4_MAX, '员工价必须是以分为单位的非负整数')) })).max(200)),
});

export default async function staffAdminRoutes(app: FastifyInstance, { db, onCatalogChange }: AppDeps) {
  const op = (d: Parameters<typeof declare>[0]) => ({ preHandler: app.requireOperator, ...declare(d) });
  const byId = (inp = NO_INPUT) => op({ input: inp, params: idParams(), paramsError: { status: 404, message: '员工不存在' } });

  app.get('/staff', op({ input: fields({ page: opt(page()), pageSize: opt(int(1, 100)) }) }), async (r) => {
    const q = input(r);
    return listStaff(db, param.int(q.page, 1)!, param.int(q.pageSize, 20)!);
  });
  app.post('/staff', op({ input: NewStaffInput }), async (r) => {
    const b = input(r);
    const staffId = await createStaff(db, { work_id: param.str(b.work_id), name: param.str(b.name), mobile: param.str(b.mobile), password: param.str(b.password) });
    return { staff_id: staffId };
  });
  app.post<{ Params: { id: string } }>('/staff/:id/disable', byId(), async (r) => { await setStaffDisabled(db, Number(r.params.id), true); return { status: true }; });
  app.post<{ Params: { id: string } }>('/staff/:id/enable', byId(), async (r) => { await setStaffDisabled(db, Number(r.params.id), false); return { status: true }; });

  app.put<{ Params: { id: string } }>('/staff/goods/:id', op({ input: GoodsStaffInput, params: idParams(), paramsError: { status: 404, message: '商品不存在' } }), async (r) => {
    const goodsId = Number(r.params.id);
    const b = input(r) as { product_type?: 'normal' | 'sale' | 'bag'; staff_goods?: string; items?: { item_id: unknown; staff_price?: unknown }[] };
    const itemIds = await db.transaction().execute(async (trx) => {
      const g = await trx.selectFrom('goods').select('goods_id').where('goods_id', '=', goodsId).forUpdate().executeTakeFirst();
      if (!g) throw new BizError('商品不存在', 404);
      const patch: { product_type?: 'normal' | 'sale' | 'bag'; staff_goods?: boolean } = {};
      if (b.product_type) patch.product_type = b.product_type;
      if (b.staff_goods !== undefined) patch.staff_goods = param.bool(b.staff_goods);
      if (Object.keys(patch).length) await trx.updateTable('goods').set(patch).where('goods_id', '=', goodsId).execute();
      const changed: number[] = [];
      for (const it of b.items ?? []) {
        const row = await trx.updateTable('items').set({ staff_price: param.int(it.staff_price) ?? null }).where('item_id', '=', param.int(it.item_id)!).where('goods_id', '=', goodsId).returning('item_id').executeTakeFirst();
        if (!row) throw new BizError(`规格 ${it.item_id} 不属于该商品`);
        changed.push(row.item_id);
      }
      return changed.length ? changed : (await trx.selectFrom('items').select('item_id').where('goods_id', '=', goodsId).execute()).map((x) => x.item_id);
    });
    if (onCatalogChange) await onCatalogChange(itemIds);
    const goods = await db.selectFrom('goods').select(['goods_id', 'product_type', 'staff_goods']).where('goods_id', '=', goodsId).executeTakeFirstOrThrow();
    const items = await db.selectFrom('items').select(['item_id', 'price', 'staff_price']).where('goods_id', '=', goodsId).orderBy('item_id').execute();
    return { ...goods, items };
  });
}
