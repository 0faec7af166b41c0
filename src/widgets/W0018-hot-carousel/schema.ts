import type { ValidationIssue, WidgetNode } from '../types';
import { ATTRS } from '../shared/attrs';
import { checkCount, checkRange } from '../shared/validate';

/** A slide: a group of goods (4 shown); imgUrl is the style5 thumbnail when set. */
export interface GoodsGroup { data: Record<string, unknown>[]; imgUrl?: string }
export interface W0018Props {
  mainTitle: string; styleType: 'style1' | 'style2' | 'style3' | 'style4' | 'style5'; pointAlign: 'left' | 'center' | 'right';
  pointDefaultColor: string; pointActiveColor: string; customerThemeEnabled: boolean; autoplay: boolean; autoplaySpeed: number;
  wgtTitleFontSize: number; wgtTitleColor: string; wgtPriceFontSize: number; wgtPriceColor: string; wgtToFixed: number;
  data: GoodsGroup[];
}
export type W0018Value = W0018Props & WidgetNode;

export const defaults = {
  ...ATTRS,
  name: "热卖橱窗",
  alias: "热卖橱窗",
  text: "热卖橱窗",
  type: "W0018",
  width: 307,
  height: 593,
  color: "#ffffff",
  data: [{"data": [{"goods_id": "", "goods_pic": "", "price": 1231, "market_price": 3333, "goods_name": "流行饰品1", "brief": "璀璨夺目甄选好礼", "tagList": [], "linkPage": "goods", "linkPageLabel": "商品"}, {"goods_id": "", "goods_pic": "", "price": 4234, "market_price": 3333, "goods_name": "大牌腕表2", "brief": "璀璨夺目甄选好礼", "tagList": [], "linkPage": "goods", "linkPageLabel": "商品"}, {"goods_id": "", "goods_pic": "", "price": 68.9, "market_price": 3333, "goods_name": "眼镜烟具3", "brief": "璀璨夺目甄选好礼", "tagList": [], "linkPage": "goods", "linkPageLabel": "商品"}, {"goods_id": "", "goods_pic": "", "price": 220, "market_price": 3333, "goods_name": "黄金珠宝4", "brief": "璀璨夺目甄选好礼", "tagList": [], "linkPage": "goods", "linkPageLabel": "商品"}]}, {"data": [{"goods_id": "", "goods_pic": "", "price": 1231, "market_price": 3333, "goods_name": "流行饰品1", "brief": "璀璨夺目甄选好礼", "tagList": [], "linkPage": "goods", "linkPageLabel": "商品"}, {"goods_id": "", "goods_pic": "", "price": 4234, "market_price": 3333, "goods_name": "大牌腕表2", "brief": "璀璨夺目甄选好礼", "tagList": [], "linkPage": "goods", "linkPageLabel": "商品"}, {"goods_id": "", "goods_pic": "", "price": 68.9, "market_price": 3333, "goods_name": "眼镜烟具3", "brief": "璀璨夺目甄选好礼", "tagList": [], "linkPage": "goods", "linkPageLabel": "商品"}, {"goods_id": "", "goods_pic": "", "price": 220, "market_price": 3333, "goods_name": "黄金珠宝4", "brief": "璀璨夺目甄选好礼", "tagList": [], "linkPage": "goods", "linkPageLabel": "商品"}]}, {"data": [{"goods_id": "", "goods_pic": "", "price": 1231, "market_price": 3333, "goods_name": "流行饰品1", "brief": "璀璨夺目甄选好礼", "tagList": [], "linkPage": "goods", "linkPageLabel": "商品"}, {"goods_id": "", "goods_pic": "", "price": 4234, "market_price": 3333, "goods_name": "大牌腕表2", "brief": "璀璨夺目甄选好礼", "tagList": [], "linkPage": "goods", "linkPageLabel": "商品"}, {"goods_id": "", "goods_pic": "", "price": 68.9, "market_price": 3333, "goods_name": "眼镜烟具3", "brief": "璀璨夺目甄选好礼", "tagList": [], "linkPage": "goods", "linkPageLabel": "商品"}, {"goods_id": "", "goods_pic": "", "price": 220, "market_price": 3333, "goods_name": "黄金珠宝4", "brief": "璀璨夺目甄选好礼", "tagList": [], "linkPage": "goods", "linkPageLabel": "商品"}]}],
  proportion: "disabled",
  heightDisabled: true,
  widthDisabled: true,
  styleType: "style1",
  pointAlign: "right",
  pointDefaultColor: "#000000ff",
  pointActiveColor: "#ff0000ff",
  autoplay: false,
  autoplaySpeed: 2000,
  dots: "none",
  radiusDot: false,
  trigger: "click",
  arrow: "never",
  wgtTitleFontSize: 14,
  wgtTitleColor: "#3B3B3B",
  mainTitle: "最新热卖",
  wgtPriceFontSize: 20,
  wgtPriceColor: "#FF0036",
  wgtToFixed: 2,
  activeColor: "#8391a5",
} as unknown as W0018Value;

export function validate(v: W0018Value): ValidationIssue[] {
  return [
    ...checkCount('data', v.data, { min: 1, max: 5, minMessage: '请至少添加1组商品列表', maxMessage: '最多只能添加5组商品列表' }),
    ...checkRange('wgtTitleFontSize', v.wgtTitleFontSize, 0, 27, '标题字体大小只能是0到27'),
    ...checkRange('wgtToFixed', v.wgtToFixed, 0, 2, '小数位数只能是0到2位'),
  ];
}
