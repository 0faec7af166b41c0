/**
 * /api/admin import and export: POST /import/goods (multipart .xlsx/.csv/.json → the row-by-row report),
 * GET /import/template.csv, GET /export/goods.(xlsx|csv) (the import's own columns, so an export can be
 * edited and imported back) and GET /export/orders.(xlsx|csv).
 */
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { sql } from 'kysely';
import type { AppDeps } from '../../deps';
import { BizError } from '../../http/errors';
import { input, param } from '../../http/wire';
import { declare, fields, NO_INPUT, oneOf, opt } from '../../http/schema';
import { ORDER_STATES } from '../order/state-machine';
import { ORDER_LABELS } from '../order/labels';
import { dateTime } from '../order/order.service';
import { allowedImageHosts, importGoods } from './import.service';
import { GOODS_COLUMNS, formatOf, readSheet, writeSheet } from './sheet';
import { recordChange } from './audit';

const MAX_IMPORT_BYTES = 20 * 1024 * 1024;
const yuanText = (fen: number) => (fen / 100).toFixed(2);

/** Every SKU as one row in the import's columns. */
export async function goodsRows(db: AppDeps['db']) {
  const rows = await db.selectFrom('items as i').innerJoin('goods as g', 'g.goods_id', 'i.goods_id').leftJoin('categories as c', 'c.category_id', 'g.category_id')
    .select(['g.goods_id', 'g.goods_bn', 'g.item_name', 'g.category_id', 'g.brand', 'g.tags', 'g.brief', 'g.pics', 'g.intro', 'g.approve_status', 'i.item_bn', 'i.price', 'i.market_price', 'i.store', 'i.spec',
      sql<string>`(WITH RECURSIVE p AS (SELECT category_id, parent_id, category_name::text AS path FROM categories WHERE category_id = g.category_id
        UNION ALL SELECT c2.category_id, c2.parent_id, c2.category_name || '/' || p.path FROM categories c2 JOIN p ON c2.category_id = p.parent_id) SELECT path FROM p WHERE parent_id = 0 OR parent_id NOT IN (SELECT category_id FROM categories) LIMIT 1)`.as('category_path')])
    .orderBy('g.goods_id').orderBy('i.item_id').execute();
  const specs = new Map((await db.selectFrom('specs').select(['spec_id', 'spec_name']).execute()).map((s) => [s.spec_id, s.spec_name]));
  const values = new Map((await db.selectFrom('spec_values').select(['spec_value_id', 'spec_value_name']).execute()).map((v) => [v.spec_value_id, v.spec_value_name]));
  return rows.map((r) => ({
    goods_bn: r.goods_bn ?? `G${String(r.goods_id).padStart(6, '0')}`, item_name: r.item_name, category: r.category_path ?? String(r.category_id), brand: r.brand, tags: r.tags.join('|'), brief: r.brief,
    pics: r.pics.join('|'), intro: r.intro, approve_status: r.approve_status === 'onsale' ? '上架' : '下架',
    spec: [...r.spec].sort((a, b) => b.spec_id - a.spec_id).map((s) => `${specs.get(s.spec_id)}:${values.get(s.spec_value_id)}`).join(';'),
    item_bn: r.item_bn, price: yuanText(r.price), market_price: yuanText(r.market_price), store: r.store,
  }));
}

export default async function importRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, config } = deps;
  await app.register(multipart, { limits: { fileSize: MAX_IMPORT_BYTES, files: 1 } });
  const op = (d: Parameters<typeof declare>[0]) => ({ preHandler: app.requireOperator, ...declare(d) });
  // Chinese headers (the import reads them as well as the keys).
  const goodsColumns = GOODS_COLUMNS.map(([key, header]) => ({ key, header, width: key === 'intro' ? 40 : 16 }));

  app.post('/import/goods', op({ input: NO_INPUT, rawBody: true }), async (req) => {
    const file = await req.file().catch(() => { throw new BizError('上传内容不完整或格式错误', 400); });
    if (!file) throw new BizError('请选择要导入的文件');
    const format = formatOf(file.filename);
    const buf = await file.toBuffer().catch(() => { throw new BizError('文件不能超过20MB'); });
    const report = await importGoods(db, await readSheet(buf, format), { mediaDir: config.mediaDir, allowedHosts: allowedImageHosts() });
    recordChange(req, { action: '导入商品', entity: 'import', entity_id: file.filename.slice(0, 64), before: null, after: { file: file.filename, total: report.total, imported: report.imported, created: report.created, updated: report.updated, rejected: report.rejected.length } });
    const rebuilt = report.item_ids.length && deps.onCatalogChange ? await deps.onCatalogChange(report.item_ids) : undefined;
    const { item_ids: _ids, ...answer } = report;
    return { ...answer, rebuilt };
  });

  app.get('/import/template.csv', op({ input: NO_INPUT }), async (_req, reply) => {
    const sample = [
      { goods_bn: 'TJY100', item_name: '藤椒油', category: '', brand: '川香源', tags: '新品', brief: '青花椒冷榨', pics: '/media/seed/goods-1.png', intro: '<p>香麻清爽</p>', approve_status: '上架', spec: '容量:250ml', item_bn: 'TJY100-250', price: '29.90', market_price: '39.90', store: 100 },
      { goods_bn: 'TJY100', item_name: '', category: '', brand: '', tags: '', brief: '', pics: '', intro: '', approve_status: '上架', spec: '容量:500ml', item_bn: 'TJY100-500', price: '49.90', market_price: '59.90', store: 80 },
    ];
    const first = await db.selectFrom('categories').select('category_name').orderBy('sort').orderBy('category_id').executeTakeFirst();
    for (const s of sample) if (s.item_name) s.category = first?.category_name ?? '';
    reply.header('Content-Disposition', `attachment; filename="goods-template.csv"`).type('text/csv; charset=utf-8');
    return writeSheet('csv', '商品', goodsColumns, sample);
  });

  app.get('/export/goods.:format', op({ params: fields({ format: oneOf(['xlsx', 'csv'], '导出格式只能是 xlsx 或 csv') }), input: NO_INPUT }), async (req, reply) => {
    const format = (req.params as { format: 'xlsx' | 'csv' }).format;
    const buf = await writeSheet(format, '商品', goodsColumns, await goodsRows(db));
    reply.header('Content-Disposition', `attachment; filename="goods.${format}"`).type(format === 'csv' ? 'text/csv; charset=utf-8' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    return buf;
  });

  app.get('/export/orders.:format', op({ params: fields({ format: oneOf(['xlsx', 'csv'], '导出格式只能是 xlsx 或 csv') }), input: fields({ order_status: opt(oneOf(ORDER_STATES, '订单状态不正确')) }) }), async (req, reply) => {
    const format = (req.params as { format: 'xlsx' | 'csv' }).format;
    const status = param.str(input(req).order_status);
    let q = db.selectFrom('orders as o').innerJoin('members as m', 'm.user_id', 'o.user_id').where('o.order_class', '=', 'normal');
    if (status) q = q.where('o.order_status', '=', status);
    const rows = await q.select(['o.order_id', 'o.order_status', 'o.created_at', 'o.paid_at', 'o.total_fee', 'o.item_fee', 'o.freight_fee', 'o.coupon_discount', 'o.point_fee', 'o.total_num', 'o.pay_type', 'm.mobile',
      'o.receiver_name', 'o.receiver_mobile', 'o.receiver_state', 'o.receiver_city', 'o.receiver_district', 'o.receiver_address', 'o.remark', 'o.operator_remark',
      sql<string>`(SELECT string_agg(item_name || CASE WHEN item_spec_desc <> '' THEN '（' || item_spec_desc || '）' ELSE '' END || '×' || num, '；' ORDER BY id) FROM order_items WHERE order_id = o.order_id)`.as('items'),
      sql<string>`(SELECT string_agg(delivery_corp_name || ' ' || delivery_code, '；') FROM order_deliveries WHERE order_id = o.order_id)`.as('delivery')])
      .orderBy('o.created_at', 'desc').limit(100_000).execute();
    const columns = [['order_id', '订单号', 22], ['status', '状态'], ['created', '下单时间', 20], ['paid', '支付时间', 20], ['mobile', '会员手机号'], ['items', '商品', 40], ['total_num', '件数', 8],
      ['item_fee', '商品金额'], ['freight_fee', '运费'], ['discount', '优惠'], ['total_fee', '实付'], ['pay_type', '支付方式'], ['receiver', '收货人'], ['receiver_mobile', '收货电话'],
      ['address', '收货地址', 40], ['delivery', '物流', 24], ['remark', '买家留言', 20], ['operator_remark', '商家备注', 20]].map(([key, header, width]) => ({ key: String(key), header: String(header), width: Number(width ?? 14) }));
    const buf = await writeSheet(format, '订单', columns, rows.map((o) => ({
      order_id: o.order_id, status: ORDER_LABELS[o.order_status as keyof typeof ORDER_LABELS]?.msg ?? o.order_status, created: dateTime(o.created_at), paid: dateTime(o.paid_at), mobile: o.mobile, items: o.items,
      total_num: o.total_num, item_fee: yuanText(o.item_fee), freight_fee: yuanText(o.freight_fee), discount: yuanText(o.coupon_discount + o.point_fee), total_fee: yuanText(o.total_fee), pay_type: o.pay_type,
      receiver: o.receiver_name, receiver_mobile: o.receiver_mobile, address: `${o.receiver_state}${o.receiver_city}${o.receiver_district}${o.receiver_address}`, delivery: o.delivery ?? '', remark: o.remark, operator_remark: o.operator_remark,
    })));
    reply.header('Content-Disposition', `attachment; filename="orders.${format}"`).type(format === 'csv' ? 'text/csv; charset=utf-8' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    return buf;
  });
}
