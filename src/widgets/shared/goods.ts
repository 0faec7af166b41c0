/**
 * One view of a stored goods entry, whatever shape it was saved in (widgets.md §5, §11): picker entries carry
 * goods_pic/goods_name, older data the whole item row (pics, item_name, itemName).
 */
import { goodsUrl } from '../../lib/links';
import { numeric, scalarText } from './validate';

export interface GoodsView {
  id: string;
  pic: string;
  name: string;
  brief: string;
  /** Price shown, in fen: activity price > member price > price. */
  price: number;
  marketPrice: number;
  /** 活动价 / 会员价 when such a price is the one shown. */
  priceLabel: '' | '活动价' | '会员价';
  url: string;
}

type Rec = Record<string, unknown>;

function s(v: unknown): string {
  return scalarText(v);
}

function fen(v: unknown): number {
  const n = numeric(v);
  return Number.isFinite(n) ? n : 0;
}

function firstPic(pics: unknown): string {
  if (Array.isArray(pics)) return s(pics[0]);
  return typeof pics === 'string' ? pics : '';
}

/** `preferItemId`: W0002 links by itemId (SKU); the showcases link by goods_id. */
export function goodsView(raw: unknown, preferItemId = false): GoodsView {
  const g = (raw && typeof raw === 'object' ? raw : {}) as Rec;
  const ids = preferItemId ? [g.itemId, g.item_id, g.goods_id] : [g.goods_id, g.itemId, g.item_id];
  const id = s(ids.find((v) => s(v) !== ''));
  const activity = fen(g.activity_price ?? g.act_price);
  const member = fen(g.member_price);
  const [price, priceLabel]: [number, GoodsView['priceLabel']] =
    activity > 0 ? [activity, '活动价'] : member > 0 ? [member, '会员价'] : [fen(g.price), ''];
  return {
    id,
    pic: s(g.goods_pic) || firstPic(g.pics) || s(g.image_default_id),
    name: s(g.goods_name) || s(g.item_name) || s(g.itemName) || s(g.title),
    brief: s(g.brief) || s(g.subTitle) || s(g.sub_title),
    price,
    marketPrice: fen(g.market_price),
    priceLabel,
    url: goodsUrl(id, g.distributor_id),
  };
}
