/** Catalogue rows → the goods entries widgets store (widgets.md §5) and goods link objects (§4.1). */
import type { GoodsRow } from '../api/client';

export function firstPic(pics: GoodsRow['pics']): string {
  if (Array.isArray(pics)) return String(pics[0] ?? '');
  if (typeof pics === 'string' && pics.startsWith('[')) {
    try { return String((JSON.parse(pics) as unknown[])[0] ?? ''); } catch { return ''; }
  }
  return typeof pics === 'string' ? pics : '';
}

export function toGoodsEntry(row: GoodsRow): Record<string, unknown> {
  return {
    goods_id: row.item_id, itemId: row.item_id, goods_pic: firstPic(row.pics), price: row.price, market_price: row.market_price ?? 0,
    goods_name: row.item_name, title: row.item_name, brief: row.brief ?? '', tagList: [], linkPage: 'goods', linkPageLabel: '商品',
  };
}

export function goodsLink(row: GoodsRow): Record<string, unknown> {
  return {
    item_id: row.item_id, itemId: row.item_id, goods_id: row.item_id, item_name: row.item_name, itemName: row.item_name,
    pics: row.pics, price: row.price, title: row.item_name, linkPage: 'goods', linkPageLabel: '商品', href: `/items/${row.item_id}`,
  };
}

/** Price in fen → ¥x.xx. */
export const yuan = (fen: unknown) => `¥${(Number(fen) / 100 || 0).toFixed(2)}`;
