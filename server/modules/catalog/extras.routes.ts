/**
 * Item extras of the contract (api-contract §4.4): `GET goods/itemintro/{item_id}` (the description on
 * its own) and `GET goods/share/items/{item_id}` (what the share panel shows: title, price, picture, the
 * item's link and a QR code of it to scan with WeChat or download).
 */
import QRCode from 'qrcode';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { BizError } from '../../http/errors';
import type { Database } from '../../db/database.server';
import { declare, fields, id, NO_INPUT } from '../../http/schema';

const GONE = '商品不存在或者已下架';
const byItem = { input: NO_INPUT, params: fields({ item_id: id() }), paramsError: { status: 422, message: GONE } };

async function onSaleItem(db: Database, itemId: number) {
  const row = await db.selectFrom('items as i').innerJoin('goods as g', 'g.goods_id', 'i.goods_id')
    .select(['i.item_id', 'i.goods_id', 'i.price', 'g.item_name', 'g.brief', 'g.pics', 'g.intro', 'i.approve_status', 'g.approve_status as goods_status'])
    .where('i.item_id', '=', itemId).executeTakeFirst();
  if (!row || row.approve_status !== 'onsale' || row.goods_status !== 'onsale') throw new BizError(GONE);
  return row;
}

export async function itemExtraRoutes(app: FastifyInstance, { db, config }: AppDeps) {
  app.get('/goods/itemintro/:item_id', declare(byItem), async (req) => {
    const it = await onSaleItem(db, Number((req.params as { item_id: string }).item_id));
    return { item_id: it.item_id, goods_id: it.goods_id, intro: it.intro };
  });

  app.get('/goods/share/items/:item_id', declare(byItem), async (req) => {
    const it = await onSaleItem(db, Number((req.params as { item_id: string }).item_id));
    const link = `${config.publicUrl}/items/${it.item_id}`;
    const qrcode = await QRCode.toDataURL(link, { margin: 1, width: 240 });
    return {
      item_id: it.item_id, item_name: it.item_name, title: it.item_name, brief: it.brief, price: it.price, pic: it.pics[0] ?? '', share_url: link,
      weixin_qrcode: qrcode, downWeixinImgLink: qrcode, share_tip: '扫码或复制链接分享给好友',
    };
  });
}
