/** The seeded page documents, written in the stored widget format (full settings, spec/widgets.md). */
import crypto from 'node:crypto';
import type { WidgetNode, WidgetType } from '../../src/widgets/types';
import { getWidget } from '../../src/widgets/registry';

export interface SeedGoodsRef { item_id: number; item_name: string; pic: string; price: number; market_price: number; brief: string }
interface NavCategory { category_id: number; category_name: string }

const uuid = () => crypto.randomBytes(5).toString('hex');

/** A widget as the designer stores it: its full default setting, then our values. */
export function makeWidget(type: WidgetType, values: Record<string, unknown> = {}): WidgetNode {
  return { ...structuredClone(getWidget(type)!.defaults), ...values, type, uuid: uuid() } as WidgetNode;
}

const goodsEntry = (g: SeedGoodsRef) => ({
  goods_id: g.item_id, itemId: g.item_id, goods_pic: g.pic, goods_name: g.item_name, title: g.item_name, brief: g.brief,
  price: g.price, market_price: g.market_price, tagList: [], linkPage: 'goods', linkPageLabel: '商品',
});
const categoryLink = (c: NavCategory) => ({ linkPage: 'category', linkPageLabel: '分类', category_id: c.category_id, category_name: c.category_name, title: c.category_name });
const customLink = (id: number, title: string) => ({ linkPage: 'customer', linkPageLabel: '自定义页面', theme_pc_template_id: id, template_title: title, title });

export function buildHomePage(o: { banners: string[]; goodsByCategory: Map<string, SeedGoodsRef[]>; categories: NavCategory[]; giftPageId: number }): WidgetNode[] {
  const cat = (name: string) => o.categories.find((c) => c.category_name === name)!;
  const all = [...o.goodsByCategory.values()].flat();
  const widgets: WidgetNode[] = [
    makeWidget('W0000', { width: 1190, backgroundColor: '#f4f4f4ff', themeColor: '#FF5D02' }),
    makeWidget('W0001', {
      width: 1190, height: 420, autoplay: true, autoplaySpeed: 4000, styleType: 'style3', pointAlign: 'center',
      data: [
        { imgUrl: o.banners[0], pathData: categoryLink(cat('花椒')) },
        { imgUrl: o.banners[1], pathData: categoryLink(cat('辣椒')) },
        { imgUrl: o.banners[2], pathData: customLink(o.giftPageId, '礼盒专区') },
      ],
    }),
    // The brand's line under the banner, on a white card of its own (it floated on the grey page).
    makeWidget('W0011', { text: '产地直采 · 低温研磨 · 48小时发货', width: 1190, height: 56, paddingTop: 13, fontSize: 20, textAlign: 'center', color: '#7a1d00ff', foregroundColor: '#ffffffff', marginTop: 16, data: {} }),
  ];
  // One floor per category, each heading in its goods' own colour (the pictures' tints) with a line that says what
  // the floor is for: five identical orange bars read as a placeholder, floors a shopper tells apart at a glance.
  const floors: [string, string, string, string][] = [
    ['花椒', '花椒 · 麻香之源', '#8E1B0F', '#C0392B'],
    ['辣椒', '辣椒 · 香辣本味', '#B3261E', '#D0402E'],
    ['复合调味料', '复合调味料 · 一料成菜', '#A33A0B', '#C2531B'],
    ['八角桂皮', '八角桂皮 · 卤炖香料', '#5D3A22', '#8A5C38'],
    ['孜然', '孜然 · 烧烤灵魂', '#5E5710', '#7A7012'],
  ];
  for (const [name, title, from, to] of floors) {
    widgets.push(makeWidget('W0002', {
      width: 1190, text: title, marginTop: 28, data: (o.goodsByCategory.get(name) ?? []).slice(0, 5).map(goodsEntry),
      moreLinkData: categoryLink(cat(name)), moreText: `更多${name}`, height: 400, titleAlign: 'left', titleBackground: false,
      wgtBackgroundColor1: from, wgtBackgroundColor2: to, wgtTitleFontSize: 22, wgtPriceFontSize: 20, wgtPriceColor: '#E1251B',
    }));
  }
  widgets.push(makeWidget('W0005', {
    width: 1190, text: '人气热卖', marginTop: 20,
    data: [
      { text: '火锅必备', data: (o.goodsByCategory.get('复合调味料') ?? []).slice(0, 7).map(goodsEntry) },
      { text: '香料礼盒', data: (o.goodsByCategory.get('礼盒') ?? []).slice(0, 7).map(goodsEntry) },
    ],
  }));
  // The page ends on a way on, not a grey footnote.
  widgets.push(makeWidget('W0011', { text: `查看全部 ${all.length} 款川味好物 >`, width: 1190, height: 52, paddingTop: 13, fontSize: 16, textAlign: 'center', color: '#bd4501ff', foregroundColor: '#ffffffff', marginTop: 28, marginBottom: 20, data: { linkPage: 'page', linkPageLabel: '页面', title: '商品列表', id: '2', url: '/items' } }));
  return widgets;
}

export function buildGiftPage(o: { banner: string; goods: SeedGoodsRef[] }): WidgetNode[] {
  return [
    makeWidget('W0000', { width: 1190, backgroundColor: '#fff5f8ff', themeColor: '#C2185B' }),
    makeWidget('W0001', { width: 1190, height: 360, autoplay: false, data: [{ imgUrl: o.banner, pathData: {} }] }),
    makeWidget('W0002', { width: 1190, text: '节日香料礼盒', marginTop: 20, wgtBackgroundColor1: '#C2185B', wgtBackgroundColor2: '#F06292', data: o.goods.slice(0, 5).map(goodsEntry), height: 400 }),
    makeWidget('W0011', { text: '企业团购请联系客服：400-800-8888', width: 1190, height: 40, fontSize: 16, textAlign: 'center', color: '#ad1457ff', marginTop: 20, marginBottom: 20, data: {} }),
  ];
}

/** Header: a free panel with logo, search (five hot keywords) and mini cart, then a category nav bar. */
export function buildHeader(o: { logo: string; categories: NavCategory[]; giftPageId: number }): WidgetNode[] {
  const hot = ['花椒', '火锅底料', '辣椒面', '孜然', '礼盒'];
  const child = (type: WidgetType, x: number, y: number, values: Record<string, unknown>) => ({ ...makeWidget(type, values), x, y, leaf: true });
  return [
    makeWidget('W0006', {
      comptyle: 'header', width: 1190, height: 110, backgroundColor: '#ffffffff', foregroundColor: '#ffffffff',
      childWidgets: [
        child('W0003', 0, 20, { width: 70, height: 70, imgUrl: o.logo, data: [{ leftPer: 0, topPer: 0, widthPer: 1, heightPer: 1, pathData: { linkPage: 'page', linkPageLabel: '页面', title: '首页', id: '1', url: '/' } }] }),
        // The wordmark is live text, so it renders in the shopper's CJK font rather than in an image.
        child('W0011', 82, 22, { text: '川香源', width: 120, height: 50, fontSize: 30, fontWeight: 'bold', color: '#7a1d00ff', data: { linkPage: 'page', title: '首页', id: '1', url: '/' } }),
        child('W0011', 84, 64, { text: '产地直采 · 川味香料', width: 160, height: 25, fontSize: 13, color: '#8c8c8cff', data: {} }),
        child('W0008', 330, 20, { width: 560, height: 66, placeholder: '搜索花椒、辣椒、火锅底料', wgtTheme: '#FF5D02ff', customerThemeEnabled: true, data: hot.map((title) => ({ title, pathData: { linkPage: 'href', href: `/items?keywords=${encodeURIComponent(title)}` }, wgtHotKeywordTextColor: '#8C8C8C' })) }),
        child('W0010', 1040, 26, { width: 140, height: 38, wgtTheme: '#FF5D02ff', customerThemeEnabled: true }),
      ],
    }),
    makeWidget('W0006', {
      comptyle: 'header', width: 1190, height: 40, backgroundColor: '#ffffffff', borderBottomWidth: 2, borderBottomColor: '#FF5D02ff',
      childWidgets: [
        child('W0007', 0, 0, {
          width: 1190, height: 40, hover: false,
          categoryData: o.categories.map((c) => ({ category_id: c.category_id, category_name: c.category_name, image_url: '', children: [] })),
          data: [
            { title: '首页', pathData: { linkPage: 'page', title: '首页', id: '1', url: '/' }, wgtHotKeywordTextColor: '#333333' },
            { title: '全部商品', pathData: { linkPage: 'page', title: '商品列表', id: '2', url: '/items' }, wgtHotKeywordTextColor: '#333333' },
            { title: '新品上市', pathData: { linkPage: 'href', href: '/items?tag=new' }, wgtHotKeywordTextColor: '#333333' },
            { title: '礼盒专区', pathData: customLink(o.giftPageId, '礼盒专区'), wgtHotKeywordTextColor: '#FF5D02' },
            // 秒杀 and 拼团 goods with their countdowns, one click from every page (issue 24 point 4).
            { title: '活动专区', pathData: { linkPage: 'href', href: '/items/activityGoodsList' }, wgtHotKeywordTextColor: '#E4393C' },
          ],
        }),
      ],
    }),
    // The header's own 背景颜色: a white band across the window (on a wide screen the grey page showed beside it).
    makeWidget('W0000', { backgroundColor: '#ffffff' }),
  ];
}

/**
 * Footer: the service promises in its top row (the cart and item pages repeat them from here,
 * src/lib/service-promises.ts: each heading with the line under it), then the copyright line.
 */
export function buildFooter(): WidgetNode[] {
  const text = (x: number, y: number, t: string, size: number, color: string, width = 300) => ({ ...makeWidget('W0011', { text: t, fontSize: size, color, width, height: Math.floor(size / 0.6) + 4, data: {} }), x, y, leaf: true });
  const promises: [string, string][] = [
    ['正品保障', '产地直采 假一赔十'], ['极速发货', '下单后48小时内发出'], ['七天无理由', '签收7天内无理由退货'],
    ['售后无忧', '售后问题24小时内响应'], ['客服热线', '400-800-8888（9:00-21:00）'],
  ];
  return [
    makeWidget('W0006', {
      comptyle: 'footer', width: 1190, height: 170, backgroundColor: '#2b2b2bff', foregroundColor: '#2b2b2bff', marginTop: 30,
      childWidgets: [
        ...promises.flatMap(([title, detail], i) => [text(i * 240, 24, title, 18, '#ffffffff', 220), text(i * 240, 56, detail, 13, '#bbbbbbff', 220)]),
        text(0, 120, '© 2026 川香源直销商城 · 蜀ICP备00000000号', 12, '#888888ff', 1190),
      ],
    }),
  ];
}
