/**
 * Builds real page templates through the admin API, the way an operator's designer would save them:
 *
 * - `buildKitchenSink()` — one custom page holding EVERY widget W0000–W0022 (there is no W0009), each
 *   started from its registry defaults (structuredClone) and filled with real shop data read from the
 *   shopper API (goods, category tree, coupons) and the seeded media. Published, so the compiler writes
 *   `/custompage/{id}/` (also served as `/custompage?pageid={id}`).
 * - `publishEcshopxDemo()` — the ECShopX demo PC home template, body rows sent in ECShopX's row format
 *   (`[{id, name:'', config:'<json>'}]`); the server migrates them.
 *
 * Sizes follow what the designer writes when a widget is added at the top level: widgets whose default
 * width is the generic 375 are stretched to the 1190 page width; fixed-size widgets (W0010, W0011, W0012,
 * W0016, W0017, W0018) keep theirs; heights the designer derives (W0002, W0004, W0008, W0011) are derived.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { getWidget } from '../../../src/widgets/registry';
import type { WidgetNode, WidgetType } from '../../../src/widgets/types';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SHOP_API = '/api/h5app/wxapp';
export const OPERATOR = { username: 'admin', password: 'admin12345' };

/** Every widget type, W0000–W0022 (no W0009). */
export const ALL_TYPES: WidgetType[] = ['W0000', 'W0001', 'W0002', 'W0003', 'W0004', 'W0005', 'W0006', 'W0007', 'W0008', 'W0010', 'W0011',
  'W0012', 'W0013', 'W0014', 'W0015', 'W0016', 'W0017', 'W0018', 'W0019', 'W0020', 'W0021', 'W0022'];

export const PAGE_WIDTH = 1190;
const GENERIC_WIDTH = 375;

// ---------------------------------------------------------------------------------------------- API

export interface ShopItem { item_id: number; goods_id: number; item_name: string; brief: string; pics: string[]; price: number; market_price: number }
export interface CategoryNode { category_id: number; category_name: string; category_level?: number; image_url?: string; children?: CategoryNode[] }
export interface Card { card_id: number; title: string; card_type: string; description: string; discount: number; least_cost: number; reduce_cost: number; get_limit?: number }

async function shopGet<T>(request: APIRequestContext, p: string, params: Record<string, string | number> = {}): Promise<T> {
  const res = await request.get(`${SHOP_API}/${p}`, { params });
  expect(res.ok(), `GET ${p} → ${res.status()}`).toBeTruthy();
  return (await res.json()).data as T;
}

/** Coupons come from `getCardList`; null when the endpoint does not exist (yet) on this server. */
export async function fetchCoupons(request: APIRequestContext): Promise<Card[] | null> {
  const res = await request.get(`${SHOP_API}/getCardList`, { params: { page_no: 1, page_size: 20 } });
  if (res.status() === 404) return null;
  const body = await res.json();
  if (body?.data?.status_code === 404) return null;
  return (body.data?.list ?? []) as Card[];
}

/** Nearby shops (W0019 fetches them in the browser); false when the endpoint does not exist on this server. */
export async function hasNearbyShopsApi(request: APIRequestContext): Promise<boolean> {
  const res = await request.get(`${SHOP_API}/distributor/list`, { params: { lat: 39.9042, lng: 116.4074, show_discount: 1, type: 0, sort_type: 1 } });
  return res.ok();
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/admin/login', { data: OPERATOR });
  expect(res.ok(), `admin login → ${res.status()}`).toBeTruthy();
  return (await res.json()).data.token as string;
}

async function admin<T>(request: APIRequestContext, token: string, method: 'POST' | 'PUT', p: string, data?: unknown): Promise<T> {
  const res = await request.fetch(`/api/admin/${p}`, { method, data: data ?? {}, headers: { Authorization: `Bearer ${token}` } });
  const body = await res.json().catch(() => ({}));
  expect(res.ok(), `${method} /api/admin/${p} → ${res.status()} ${JSON.stringify(body).slice(0, 500)}`).toBeTruthy();
  return body.data as T;
}

/** Creates a custom page, saves `draft` (a widget list or `{config}` in ECShopX row format), publishes it. */
async function createAndPublish(request: APIRequestContext, title: string, draft: (id: number) => unknown): Promise<number> {
  const token = await adminToken(request);
  const row = await admin<{ theme_pc_template_id: number }>(request, token, 'POST', 'templates', { template_title: title, page_type: 'custom' });
  const id = row.theme_pc_template_id;
  await admin(request, token, 'PUT', `templates/${id}/draft`, draft(id));
  const published = await admin<{ pages: string[] }>(request, token, 'POST', `templates/${id}/publish`);
  expect(published.pages, 'publish rebuilt the custom page').toContain(`/custompage/${id}`);
  return id;
}

// ------------------------------------------------------------------------------------ widget data

let uuidSeq = 0;
/** 10 hex characters, like the designer's nanoid. */
const uuid = () => (0x1000000000 + ++uuidSeq * 7919).toString(16).slice(-10);

/** A widget from its registry defaults (deep copy), as the palette creates it, plus overrides. */
export function widget(type: WidgetType, overrides: Record<string, unknown> = {}, topLevel = true): WidgetNode {
  const def = getWidget(type);
  if (!def) throw new Error(`unknown widget ${type}`);
  const node = structuredClone(def.defaults) as WidgetNode;
  if (topLevel && node.width === GENERIC_WIDTH) node.width = PAGE_WIDTH;
  return { ...node, ...overrides, type, uuid: uuid() };
}

/** A goods picker entry (widgets.md §5) built from a `/goods/items` row. */
export function goodsEntry(it: ShopItem) {
  return {
    goods_id: it.item_id, itemId: it.item_id, goods_pic: it.pics[0] ?? '', goods_name: it.item_name, title: it.item_name,
    price: it.price, market_price: it.market_price, brief: it.brief, tagList: [], linkPage: 'goods', linkPageLabel: '商品',
  };
}

/** Category picker nodes: top-level nodes with their subtree, trimmed like the backend does. */
function categoryTree(nodes: CategoryNode[]): CategoryNode[] {
  const trim = (n: CategoryNode): CategoryNode => ({
    category_id: n.category_id, category_name: n.category_name, category_level: n.category_level, image_url: n.image_url ?? '',
    children: (n.children ?? []).map(trim),
  });
  return nodes.map(trim);
}

const pageLink = (title: string, id: string, url: string) => ({ linkPage: 'page', linkPageLabel: '页面', title, id, url });
const categoryLink = (c: CategoryNode) => ({ linkPage: 'category', linkPageLabel: '分类', category_id: c.category_id, category_name: c.category_name, category_level: 1 });
const goodsLink = (it: ShopItem) => ({ ...goodsEntry(it), item_id: it.item_id, item_name: it.item_name, itemName: it.item_name, pics: it.pics });

/**
 * The seeded shops the shop picker would offer (there is no shopper/admin shop-list endpoint to read them
 * from; names, tags and media are the seed's, see server/seed/seed.server.ts).
 */
export const SEED_SHOPS = [
  { distributor_id: 1, name: '川香源 北京朝阳店', tags: [{ tag_id: 2, tag_name: '门店自提' }, { tag_id: 3, tag_name: '新店' }] },
  { distributor_id: 2, name: '川香源 北京海淀店', tags: [{ tag_id: 2, tag_name: '门店自提' }] },
];
const media = (f: string) => `/media/seed/${f}`;

function couponForW0021(c: Card) {
  return {
    card_id: c.card_id, card_type: c.card_type, notice: '', icon_url_list: '', linkPage: 'coupons', title: c.title, description: c.description,
    linkPageLabel: '优惠券', custom_url: '', discount: c.discount, least_cost: c.least_cost, reduce_cost: c.reduce_cost, object_use_for: '',
  };
}

/** Placeholder coupons, shaped like real ones, for servers without `getCardList`. */
const PLACEHOLDER_CARDS: Card[] = [
  { card_id: 0, title: '满99减10（示例）', card_type: 'cash', description: '示例优惠券', discount: 0, least_cost: 9900, reduce_cost: 1000 },
  { card_id: 0, title: '全场9折（示例）', card_type: 'discount', description: '示例优惠券', discount: 10, least_cost: 5000, reduce_cost: 0 },
];

// --------------------------------------------------------------------------------- kitchen sink

export interface KitchenSink {
  id: number;
  url: string;
  items: ShopItem[];
  categories: CategoryNode[];
  /** Real coupons, or null when the server has no getCardList (placeholders were used). */
  coupons: Card[] | null;
  /** Titles and first goods of the two tabs of each tabbed showcase, for the hover assertions. */
  tabs: Record<'W0005' | 'W0014' | 'W0015' | 'W0017', { names: [string, string]; firstGoods: [string, string] }>;
  /** Title of the W0013 entry that links to the kitchen-sink page itself. */
  selfNavTitle: string;
  hotKeyword: string;
}

export const KITCHEN_SINK_TITLE = '挂件全家福';

export async function buildKitchenSink(request: APIRequestContext): Promise<KitchenSink> {
  const { list: items } = await shopGet<{ list: ShopItem[] }>(request, 'goods/items', { page: 1, pageSize: 30 });
  expect(items.length, 'the shop has at least 30 goods on sale').toBeGreaterThanOrEqual(30);
  const categories = await shopGet<CategoryNode[]>(request, 'goods/category');
  const coupons = await fetchCoupons(request);
  const cards = coupons && coupons.length ? coupons : PLACEHOLDER_CARDS;
  const tree = categoryTree(categories);
  const g = (from: number, n: number) => items.slice(from, from + n).map(goodsEntry);
  const names = (from: number, n: number) => items.slice(from, from + n).map((it) => it.item_name);

  const tabs: KitchenSink['tabs'] = {
    W0005: { names: ['花椒辣椒', '香料调味'], firstGoods: [names(0, 1)[0], names(7, 1)[0]] },
    W0014: { names: ['本周主推', '新品上架'], firstGoods: [names(2, 1)[0], names(12, 1)[0]] },
    W0015: { names: ['精品推荐', '人气好物'], firstGoods: [names(4, 1)[0], names(15, 1)[0]] },
    W0017: { names: ['精选', '礼盒'], firstGoods: [names(20, 1)[0], names(24, 1)[0]] },
  };
  const selfNavTitle = '挂件全家福';
  const hotKeyword = '花椒';

  const id = await createAndPublish(request, KITCHEN_SINK_TITLE, (pageId) => {
    const selfLink = { linkPage: 'customer', linkPageLabel: '自定义页面', theme_pc_template_id: pageId, template_title: KITCHEN_SINK_TITLE };

    // W0011 text: the designer fits the box to the text (width = text + 20, height = fontSize / 0.6).
    const text = (t: string, fontSize: number, extra: Record<string, unknown> = {}, top = true) =>
      widget('W0011', { text: t, fontSize, width: Math.ceil(t.length * fontSize + 20), height: Math.floor(fontSize / 0.6) + 4, color: '#333333ff', ...extra }, top);

    const hot = ['花椒', '火锅底料', '辣椒面', '礼盒'].map((title) => ({ title, pathData: {}, wgtHotKeywordTextColor: '#8C8C8C' }));
    const search = (top: boolean, extra: Record<string, unknown> = {}) =>
      widget('W0008', { placeholder: '搜索花椒、辣椒、火锅底料', data: hot, height: 66, ...extra }, top);

    // W0002: 10 goods = two rows of five 214px tiles; height = title bar + rows + 20 as the designer computes.
    const W0002_TILE_H = 214 + 8 + 42 + 4 + 25 + 10;
    const goodsBlock = widget('W0002', { text: '川香热卖', data: g(0, 10), moreLinkData: pageLink('商品列表', '2', '/items'), height: 40 + 20 + 2 * W0002_TILE_H + 20 + 20 });

    // W0004: logos of the six seeded shops, 5 columns; height = rows × (logoHeight + 10) + 60.
    const logos = [0, 1, 2, 3, 4, 5].map((n) => ({ imgUrl: media(`shop-${n}-logo_140x140.jpg`), pathData: { linkPage: 'href', href: `/shops/info?distributor_id=${n}` } }));
    const logoW = Math.floor((PAGE_WIDTH - 10 * 4) / 5);
    const logoH = Math.floor(logoW * 0.6);
    const logoWall = widget('W0004', {
      text: '合作门店', moreText: '全部门店', moreLinkData: pageLink('首页', '1', '/'), column: 5, logoWidth: logoW, logoHeight: logoH,
      data: logos, height: Math.ceil(logos.length / 5) * (logoH + 10) + 60,
    });

    const navLinks = [
      { title: '首页', pathData: pageLink('首页', '1', '/'), wgtHotKeywordTextColor: '#333333' },
      { title: '全部商品', pathData: pageLink('商品列表', '2', '/items'), wgtHotKeywordTextColor: '#333333' },
      { title: '领券中心', pathData: pageLink('领券中心', '6', '/member/coupon-center'), wgtHotKeywordTextColor: '#FF5D02' },
    ];

    const scrollNav = [
      { title: '首页', pathData: pageLink('首页', '1', '/') },
      { title: '全部商品', pathData: pageLink('商品列表', '2', '/items') },
      { title: selfNavTitle, pathData: selfLink },
      ...tree.map((c) => ({ title: `${c.category_name}专区精选`, pathData: categoryLink(c) })),
      { title: '会员中心', pathData: pageLink('会员中心', '3', '/member/user-info') },
      { title: '我的购物车', pathData: pageLink('购物车', '4', '/cart') },
      { title: '积分商城', pathData: pageLink('积分商城', '5', '/pointitems') },
      { title: '领券中心', pathData: pageLink('领券中心', '6', '/member/coupon-center') },
    ].slice(0, 12);
    expect(scrollNav, 'W0013 has 12 entries').toHaveLength(12);

    const shops = SEED_SHOPS.map((s, k) => ({
      shop_id: s.distributor_id, shop_name: s.name, shop_pic: media(`shop-${s.distributor_id}-banner_428x260.jpg`), pathData: {},
      banner: media(`shop-${s.distributor_id}-banner_428x260.jpg`), logo: media(`shop-${s.distributor_id}-logo_140x140.jpg`),
      tag_list: s.tags, goods_list: g(26 + k * 2, 3).map((e) => ({ ...e, linkPage: 'goods' })),
    }));

    // W0012: the five data slots of the defaults; slot 3 holds goods pages, slot 4 coupon pages.
    const windowCard = (overrides: Record<string, unknown>, slot: 3 | 4, pages: unknown[]) => {
      const w = widget('W0012', overrides);
      (w.data as unknown[])[slot] = pages;
      return w;
    };
    const windowGoods = windowCard({ mainTitle: '新品首发', subTitle: '看新奇好物', linkPath: pageLink('商品列表', '2', '/items'), styleType: 3, marginTop: 20 },
      3, [{ type: 'goods', data: g(8, 4) }, { type: 'goods', data: g(12, 4) }]);
    const windowCoupons = coupons && coupons.length
      ? windowCard({ mainTitle: '领券中心', subTitle: '先领券再购物', linkPath: pageLink('领券中心', '6', '/member/coupon-center'), styleType: 4, marginTop: 20 },
        4, [{ type: 'coupon', data: coupons.slice(0, 3).map((c) => ({ ...c, imgUrl: '' })) }])
      : null;

    const widgets: WidgetNode[] = [
      widget('W0000', { themeColor: '#FF5D02', backgroundColor: '#f4f4f4' }),
      widget('W0013', { data: scrollNav, wgtTheme: '#FF5D02ff', wgtTextColor: '#333333ff' }),
      widget('W0007', { hover: false, categoryData: tree, data: navLinks }),
      // The always-open main-category list hangs over the widget below it: the carousel, as on a home page.
      widget('W0022', { hover: true, categoryData: tree, data: navLinks, marginTop: 10 }),
      widget('W0001', {
        height: 420, autoplay: true, autoplaySpeed: 2000, styleType: 'style3', pointAlign: 'center',
        data: [0, 1, 2].map((n) => ({ imgUrl: media(`banner-${n}_1190x420.jpg`), pathData: n === 0 ? goodsLink(items[0]) : pageLink('商品列表', '2', '/items') })),
      }),
      widget('W0006', {
        comptyle: 'body', height: 120, marginTop: 10, childWidgets: [
          { ...text('川香源 · 麻辣鲜香', 24, { fontWeight: 'bold', color: '#FF5D02ff' }, false), x: 20, y: 40, leaf: true },
          { ...search(false, { width: 560 }), x: 400, y: 27, leaf: true },
        ],
      }),
      search(true, { marginTop: 10 }),
      widget('W0010', { marginTop: 10, marginLeft: 'auto', marginRight: 0 }),
      text('川香源直销 · 产地直采，当季新货', 18, { marginTop: 10, textAlign: 'left' }),
      goodsBlock,
      widget('W0003', {
        height: 360, marginTop: 20, imgUrl: media('banner-gift_1190x360.jpg'),
        data: [
          { leftPer: 0, topPer: 0, widthPer: 0.5, heightPer: 1, pathData: categoryLink(tree[tree.length - 1]) },
          { leftPer: 0.5, topPer: 0, widthPer: 0.5, heightPer: 1, pathData: pageLink('商品列表', '2', '/items') },
        ],
      }),
      { ...logoWall, marginTop: 20 },
      widget('W0005', { text: '限时抢购', marginTop: 20, data: [{ text: tabs.W0005.names[0], data: g(0, 7) }, { text: tabs.W0005.names[1], data: g(7, 7) }] }),
      widget('W0014', { marginTop: 20, data: [{ text: tabs.W0014.names[0], data: g(2, 10) }, { text: tabs.W0014.names[1], data: g(12, 10) }] }),
      widget('W0015', { marginTop: 20, data: [{ text: tabs.W0015.names[0], data: g(4, 11) }, { text: tabs.W0015.names[1], data: g(15, 11) }] }),
      widget('W0017', {
        // The hero links to goods in neither tab: its link is named after them.
        marginTop: 20, goods_pic: items[28].pics[1] ?? items[28].pics[0], pathData: goodsLink(items[28]),
        data: [{ text: tabs.W0017.names[0], goods_id: '', data: g(20, 4) }, { text: tabs.W0017.names[1], goods_id: '', data: g(24, 4) }],
      }),
      widget('W0018', { marginTop: 20, mainTitle: '最新热卖', styleType: 'style3', data: [{ data: g(0, 4) }, { data: g(4, 4) }, { data: g(8, 4) }] }),
      windowGoods,
      ...(windowCoupons ? [windowCoupons] : []),
      widget('W0016', {
        marginTop: 20, mainTitle: '节日礼盒', subTitle: '送礼首选', linkPath: categoryLink(tree[tree.length - 1]),
        data: [[{ imgUrl: media('banner-1_1190x420.jpg'), pathData: pageLink('商品列表', '2', '/items') }, { imgUrl: media('banner-gift_1190x360.jpg'), pathData: categoryLink(tree[tree.length - 1]) }]],
      }),
      widget('W0019', {
        marginTop: 20,
        data: SEED_SHOPS.map((s) => ({ distributor_id: s.distributor_id, name: s.name, banner: media(`shop-${s.distributor_id}-banner_428x260.jpg`), logo: media(`shop-${s.distributor_id}-logo_140x140.jpg`), tagList: s.tags })),
        selectTagList: [{ tag_id: -1, tag_name: '全部' }, { tag_id: 2, tag_name: '门店自提' }, { tag_id: 3, tag_name: '新店' }],
      }),
      widget('W0020', { marginTop: 20, data: shops }),
      widget('W0021', { marginTop: 20, subTitle: '领券更优惠', moreLinkData: pageLink('领券中心', '6', '/member/coupon-center'), data: cards.map(couponForW0021) }),
    ];
    const present = new Set(widgets.flatMap((w) => [w.type, ...((w.childWidgets as WidgetNode[] | undefined) ?? []).map((c) => c.type)]));
    expect([...ALL_TYPES].filter((t) => !present.has(t)), 'every widget type is in the kitchen sink').toEqual([]);
    return { widgets };
  });

  return { id, url: `/custompage?pageid=${id}`, items, categories, coupons, tabs, selfNavTitle, hotKeyword };
}

// ------------------------------------------------------------------------------ ECShopX demo

interface DemoRow { name: string; params: unknown }

/**
 * The ECShopX demo PC home template (src/widgets/__fixtures__/ecshopx-demo-pc-index.rows.json) as a custom
 * page. Like the ECShopX seeder, the W0005 item ids are swapped for this shop's items; everything else
 * (external CDN image URLs included) is sent as seeded.
 */
export async function publishEcshopxDemo(request: APIRequestContext): Promise<{ id: number; url: string; itemIds: number[] }> {
  const fixture = JSON.parse(fs.readFileSync(path.join(ROOT, 'src/widgets/__fixtures__/ecshopx-demo-pc-index.rows.json'), 'utf8')) as { rows: DemoRow[] };
  const { list: items } = await shopGet<{ list: ShopItem[] }>(request, 'goods/items', { page: 1, pageSize: 30 });
  const body = fixture.rows.filter((r) => r.name === '');
  const itemIds: number[] = [];
  const rows = body.map((r, k) => {
    const params = structuredClone(r.params) as WidgetNode;
    if (params.type === 'W0005') {
      for (const tab of params.data as { data: Record<string, unknown>[] }[]) {
        tab.data.forEach((goods, n) => {
          const id = items[n % items.length].item_id;
          itemIds.push(id);
          goods.item_id = goods.goods_id = goods.itemId = goods.default_item_id = String(id);
        });
      }
    }
    return { id: k + 1, name: '', config: JSON.stringify(params) };
  });
  const id = await createAndPublish(request, 'ECShopX 默认店铺页面', () => ({ config: JSON.stringify(rows) }));
  return { id, url: `/custompage?pageid=${id}`, itemIds };
}
