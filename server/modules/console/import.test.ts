/**
 * Bulk import through the console's upload: 1,000 rows with 10 bad ones → 990 goods, 10 rejections
 * with line, field and reason; the same file again adds nothing. Also specs across rows, image hosts,
 * xlsx and json, and export round trips.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { createTestApp, type TestApp } from '../../../tests/helpers/app';
import { importGoods } from './import.service';
import { readSheet } from './sheet';

let t: TestApp;
let boss: string;
beforeAll(async () => { t = await createTestApp(); boss = await t.operatorToken(); });
afterAll(async () => { await t.close(); });

const HEADER = 'goods_bn,item_name,category,brand,tags,pics,approve_status,spec,item_bn,price,market_price,store';
async function upload(name: string, body: Buffer | string) {
  const boundary = '----console-import';
  const payload = Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`), Buffer.from(body), Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/import/goods', payload, headers: { authorization: `Bearer ${boss}`, 'content-type': `multipart/form-data; boundary=${boundary}` } });
  return { status: res.statusCode, data: res.json().data };
}
const countGoods = async (prefix: string) => Number((await t.db.selectFrom('goods').select((eb) => eb.fn.countAll().as('n')).where('goods_bn', 'like', `${prefix}%`).executeTakeFirstOrThrow()).n);

describe('goods import', () => {
  // First, on the seeded catalogue (goods with specs and several SKUs each): after the 1,000-row import below, the
  // round trip would also re-import those 990 one-SKU goods, a third of this file's work, proving nothing more.
  it('exports goods in the import columns (importing the export changes nothing) and orders as xlsx', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/export/goods.csv', headers: { authorization: `Bearer ${boss}` } });
    expect(res.headers['content-type']).toContain('text/csv');
    const rows = await readSheet(res.rawPayload, 'csv');
    const before = await t.db.selectFrom('items').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(rows.length).toBe(Number(before.n));
    const again = await importGoods(t.db, rows, { mediaDir: t.config.mediaDir, allowedHosts: [] });
    expect(again.rejected).toEqual([]);
    expect(again.created).toBe(0);
    expect(await t.db.selectFrom('items').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).toEqual(before);
    const orders = await t.app.inject({ method: 'GET', url: '/api/admin/export/orders.xlsx', headers: { authorization: `Bearer ${boss}` } });
    expect(orders.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(orders.rawPayload as never);
    expect(wb.worksheets[0].getRow(1).getCell(1).value).toBe('订单号');
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/export/goods.pdf', headers: { authorization: `Bearer ${boss}` } })).statusCode).toBe(422);
  }, 120_000);

  it('1,000 rows with 10 bad: 990 imported, 10 reported by line and field; a second run adds no duplicates', async () => {
    const category = (await t.db.selectFrom('categories').select('category_name').where('parent_id', '=', 0).orderBy('category_id').executeTakeFirstOrThrow()).category_name;
    const bad = new Map<number, [string, string]>([
      [5, ['price', 'abc']], [77, ['store', '-3']], [150, ['item_name', '']], [222, ['category', '不存在的分类']], [300, ['item_bn', 'bad code!']],
      [404, ['pics', 'https://evil.example/a.png']], [555, ['approve_status', '待定']], [606, ['spec', '只有值']], [808, ['market_price', '1.234']], [999, ['price', '']],
    ]);
    const lines = [HEADER];
    for (let i = 0; i < 1000; i++) {
      const row: Record<string, string> = { goods_bn: `IMP${i}`, item_name: `导入商品${i}`, category, brand: '川香源', tags: '导入', pics: '/media/seed/goods-1.png', approve_status: '上架', spec: '', item_bn: `IMP${i}-A`, price: '12.50', market_price: '20', store: '5' };
      const b = bad.get(i);
      if (b) row[b[0]] = b[1];
      lines.push(HEADER.split(',').map((k) => row[k]).join(','));
    }
    const csv = lines.join('\n');
    const first = await upload('goods.csv', csv);
    expect(first.status).toBe(200);
    expect([first.data.total, first.data.imported, first.data.created, first.data.rejected.length]).toEqual([1000, 990, 990, 10]);
    expect(first.data.rejected.map((r: { line: number; field: string }) => [r.line, r.field])).toEqual([...bad.entries()].map(([i, [field]]) => [i + 2, field === 'item_name' ? 'item_name' : field]));
    expect(first.data.rejected[0]).toEqual({ line: 7, field: 'price', reason: '销售价必须是金额（元），最多两位小数' });
    expect(first.data.rejected.find((r: { field: string }) => r.field === 'pics').reason).toBe('图片域名“evil.example”不在允许的域名内');
    expect(await countGoods('IMP')).toBe(990);
    const sku = await t.db.selectFrom('items').select(['price', 'market_price', 'store', 'approve_status']).where('item_bn', '=', 'IMP1-A').executeTakeFirstOrThrow();
    expect(sku).toEqual({ price: 1250, market_price: 2000, store: 5, approve_status: 'onsale' });

    const second = await upload('goods.csv', csv);
    expect([second.data.imported, second.data.created, second.data.updated, second.data.rejected.length]).toEqual([990, 0, 990, 10]);
    expect(await countGoods('IMP')).toBe(990);
    expect(Number((await t.db.selectFrom('items').select((eb) => eb.fn.countAll().as('n')).where('item_bn', 'like', 'IMP%').executeTakeFirstOrThrow()).n)).toBe(990);
    const log = await t.db.selectFrom('operation_logs').select(['action', 'after']).where('entity', '=', 'import').orderBy('log_id', 'desc').executeTakeFirstOrThrow();
    expect(log).toMatchObject({ action: '导入商品', after: { total: 1000, imported: 990, rejected: 10 } });
  }, 120_000);

  it('writes a chunk of goods in a fixed number of statements, not several per goods (created, then updated in place)', async () => {
    const category = (await t.db.selectFrom('categories').select('category_id').orderBy('category_id').executeTakeFirstOrThrow()).category_id;
    // 150 goods = 3 chunks of 50; half with two SKUs (a spec), so updates keep and add SKUs too.
    const rows = Array.from({ length: 150 }, (_, i): Record<string, string>[] => i % 2
      ? [{ goods_bn: `CNT${i}`, item_name: `计数商品${i}`, category: String(category), spec: '重量:100g', item_bn: `CNT${i}-1`, price: '3', store: '2', pics: '/media/seed/goods-1.png' },
        { goods_bn: `CNT${i}`, spec: '重量:200g', item_bn: `CNT${i}-2`, price: '5', store: '2' }]
      : [{ goods_bn: `CNT${i}`, item_name: `计数商品${i}`, category: String(category), item_bn: `CNT${i}-1`, price: '3', store: '2', pics: '/media/seed/goods-1.png' }])
      .flat().map((values, n) => ({ line: n + 2, values }));
    const query = pg.Client.prototype.query;
    let statements = 0;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) { statements++; return (query as (...a: unknown[]) => unknown).apply(this, args); } as typeof query;
    try {
      const created = await importGoods(t.db, rows, { mediaDir: t.config.mediaDir, allowedHosts: [] });
      expect([created.created, created.imported, created.rejected.length]).toEqual([150, 225, 0]);
      const afterCreate = statements;
      const updated = await importGoods(t.db, rows.map((r) => ({ ...r, values: { ...r.values, price: '4' } })), { mediaDir: t.config.mediaDir, allowedHosts: [] });
      expect([updated.updated, updated.imported, updated.rejected.length]).toEqual([150, 225, 0]);
      // Six or more statements per goods before (750+ per run); now about 15 per chunk. The margin is for the
      // search indexer of this app, which may run its own queries in the background meanwhile.
      expect(afterCreate).toBeLessThan(150);
      expect(statements - afterCreate).toBeLessThan(150);
    } finally { pg.Client.prototype.query = query; }
    const skus = await t.db.selectFrom('items').innerJoin('goods', 'goods.goods_id', 'items.goods_id').select(['items.item_bn', 'items.price', 'items.is_default', 'goods.nospec'])
      .where('goods.goods_bn', 'in', ['CNT0', 'CNT1']).orderBy('items.item_bn').execute();
    expect(skus).toEqual([
      { item_bn: 'CNT0-1', price: 400, is_default: true, nospec: true },
      { item_bn: 'CNT1-1', price: 400, is_default: true, nospec: false },
      { item_bn: 'CNT1-2', price: 400, is_default: false, nospec: false },
    ]);
  });

  it('rows sharing a goods code make one goods with specs; an xlsx file and a json file read the same', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('商品');
    ws.addRow(['商品编码', '商品名称', '分类', '规格', '货号', '销售价', '库存', '图片']);
    const category = (await t.db.selectFrom('categories').select('category_id').orderBy('category_id').executeTakeFirstOrThrow()).category_id;
    ws.addRow(['XL1', '花椒礼盒', String(category), '重量:100g;包装:袋装', 'XL1-1', '10', '3', '/media/seed/goods-2.png']);
    ws.addRow(['XL1', '', '', '重量:100g;包装:罐装', 'XL1-2', '12', '3', '']);
    ws.addRow(['XL1', '', '', '重量:200g;包装:袋装', 'XL1-3', '18', '3', '']);
    ws.addRow(['XL1', '', '', '重量:200g', 'XL1-4', '20', '3', '']);
    const rows = await readSheet(Buffer.from(await wb.xlsx.writeBuffer()), 'xlsx');
    const report = await importGoods(t.db, rows, { mediaDir: t.config.mediaDir, allowedHosts: [] });
    expect([report.imported, report.created]).toEqual([3, 1]);
    expect(report.rejected).toEqual([{ line: 5, field: 'spec', reason: '规格名须与同一商品的第一行（第2行）一致：重量、包装' }]);
    const json = await readSheet(Buffer.from(JSON.stringify([{ goods_bn: 'JS1', item_name: '孜然粉', category: String(category), item_bn: 'JS1-1', price: 9.9, store: 1, pics: ['/media/seed/goods-3.png'] }])), 'json');
    expect((await importGoods(t.db, json, { mediaDir: t.config.mediaDir, allowedHosts: [] })).imported).toBe(1);
  });

  it('reads a .csv cell as the text written: leading zeros, quoted commas and line breaks, a BOM before the header', async () => {
    const rows = await readSheet(Buffer.from('\uFEFF货号,商品名称,销售价\r\n0012,"花椒, 特级\n礼盒",12.50\r\n\r\n0013,"说""麻""",9\r\n'), 'csv');
    expect(rows).toEqual([
      { line: 2, values: { item_bn: '0012', item_name: '花椒, 特级\n礼盒', price: '12.50' } },
      { line: 3, values: { item_bn: '0013', item_name: '说"麻"', price: '9' } },
    ]);
    await expect(readSheet(Buffer.from('货号,商品名称\nA1,"没有结束的引号\n'), 'csv')).rejects.toThrow('CSV 文件格式不正确');
  });

  it('downloads images only from allowed hosts, once per URL', async () => {
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#c00' } }).png().toBuffer();
    let hits = 0;
    const server = http.createServer((_req, res) => { hits++; res.writeHead(200, { 'content-type': 'image/png' }); res.end(png); });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/a.png`;
    try {
      const category = (await t.db.selectFrom('categories').select('category_id').orderBy('category_id').executeTakeFirstOrThrow()).category_id;
      const rows = [1, 2].map((n) => ({ line: n + 1, values: { goods_bn: `IMG${n}`, item_name: '图片商品', category: String(category), item_bn: `IMG${n}-1`, price: '1', store: '1', pics: url } }));
      expect((await importGoods(t.db, rows, { mediaDir: t.config.mediaDir, allowedHosts: [] })).rejected[0].reason).toBe('图片域名“127.0.0.1”不在允许的域名内');
      const ok = await importGoods(t.db, rows, { mediaDir: t.config.mediaDir, allowedHosts: ['127.0.0.1'] });
      expect(ok.imported).toBe(2);
      expect(hits).toBe(1);
      const pics = await t.db.selectFrom('goods').select('pics').where('goods_bn', '=', 'IMG1').executeTakeFirstOrThrow();
      expect(pics.pics[0]).toMatch(/^\/media\/import\/[0-9a-f]{40}\.png$/);
    } finally { server.close(); }
  });

});
