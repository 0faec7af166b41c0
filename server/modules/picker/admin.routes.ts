/** /api/admin/pickers/*: searchable, paged lists behind the designer's picker dialogs. Operators only. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { BizError } from '../../http/errors';
import { input } from '../../http/wire';
import { declare, fields, idOrZero, int, opt, pageSize, text } from '../../http/schema';
import { pickBrands, pickCoupons, pickGoods, pickPages, pickTags } from './picker.service';

const Query = z.object({
  keywords: z.string().trim().max(50, '搜索关键词最多50个字').default(''),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
  distributor_id: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
});

// Declared input: the same bounds; keywords are trimmed and held to 50 by query(), this is the outer bound.
const PickerInput = declare({ input: fields({ keywords: opt(text(100)), page: opt(int(1, 10_000)), pageSize: opt(pageSize(50)), distributor_id: opt(idOrZero()) }) });

function query(raw: unknown) {
  const r = Query.safeParse(raw);
  if (!r.success) throw new BizError(r.error.issues[0].path[0] === 'keywords' ? r.error.issues[0].message : '参数错误');
  return r.data;
}

export default async function pickerRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.register(async (secured) => {
    secured.addHook('preHandler', app.requireOperator);
    secured.get('/pickers/coupons', PickerInput, async (req) => pickCoupons(db, query(input(req))));
    secured.get('/pickers/goods', PickerInput, async (req) => {
      const q = query(input(req));
      return pickGoods(db, { ...q, distributorId: q.distributor_id });
    });
    secured.get('/pickers/brands', PickerInput, async (req) => pickBrands(db, query(input(req))));
    secured.get('/pickers/tags', PickerInput, async (req) => pickTags(db, query(input(req))));
    secured.get('/pickers/pages', PickerInput, async (req) => pickPages(db, query(input(req))));
  });
}
