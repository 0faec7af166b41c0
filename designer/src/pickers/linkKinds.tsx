/**
 * The 13 link kinds of the link picker (designer spec §2), each a searchable, paged source and the link
 * object it produces (widgets.md §4.1: the picked record + linkPage, linkPageLabel and a precomputed href,
 * which src/lib/links.ts resolves on the live page). `href` is typed by hand and has no source.
 */
import { api, type BrandRow, type CategoryNode, type GoodsRow, type TagRow, type TemplateRow } from '../api/client';
import { staticPage, type PickerSource } from './PickerDialog';
import { allGoods, brandSource, pageSource, tagSource } from './sources';
import { goodsLink } from './goods';
import { categoryLink, customPageLink, FIXED_PAGES, pageLink } from './links';
import { kindLabel, routeLink, ROUTES, type RouteEntry } from './routes';
import { contentLink, contentSource, type ContentRow } from './articles';

type Link = Record<string, unknown>;
export interface LinkKind<Row = unknown> { kind: string; label: string; source: PickerSource<Row>; toLink(row: Row): Link }

interface FlatCategory extends CategoryNode { depth: number }
function flatten(nodes: CategoryNode[], depth = 0): FlatCategory[] {
  return nodes.flatMap((n) => [{ ...n, depth }, ...flatten(n.children ?? [], depth + 1)]);
}
let categoryCache: Promise<FlatCategory[]> | null = null;
const categories = () => (categoryCache ??= api.categories().then((t) => flatten(Array.isArray(t) ? t : [])).catch((e) => { categoryCache = null; throw e; }));

function categorySource(title: string): PickerSource<FlatCategory> {
  return {
    title, searchLabel: '分类名称', empty: '暂无分类',
    load: async (q) => staticPage(await categories(), q, (c) => c.category_name),
    key: (c) => String(c.category_id),
    render: (c) => <span className="dz-pick-name" style={{ paddingLeft: c.depth * 16 }}>{c.depth ? '└ ' : ''}{c.category_name}</span>,
  };
}

function routeSource(kind: keyof typeof ROUTES, title: string): PickerSource<RouteEntry> {
  return {
    title, searchLabel: '页面名称', empty: '暂无页面',
    load: async (q) => staticPage(ROUTES[kind], q, (r) => r.title),
    key: (r) => r.url,
    render: (r) => <><span className="dz-pick-name">{r.title}</span><span className="dz-muted">{r.url}</span></>,
  };
}

const fixedPages: PickerSource<(typeof FIXED_PAGES)[number]> = {
  title: '选择页面', searchLabel: '页面名称', empty: '暂无页面',
  load: async (q) => staticPage(FIXED_PAGES, q, (p) => p.title), key: (p) => p.id,
  render: (p) => <><span className="dz-pick-name">{p.title}</span><span className="dz-muted">{p.url}</span></>,
};

const kind = <Row,>(k: LinkKind<Row>) => k as unknown as LinkKind;

export const LINK_KINDS: LinkKind[] = [
  kind<GoodsRow>({ kind: 'goods', label: kindLabel.goods, source: allGoods, toLink: goodsLink }),
  kind<FlatCategory>({ kind: 'category', label: kindLabel.category, source: categorySource('选择分类'), toLink: categoryLink }),
  kind<FlatCategory>({
    kind: 'maincategory', label: kindLabel.maincategory, source: categorySource('选择主类目'),
    toLink: (c) => ({ ...categoryLink(c), linkPage: 'maincategory', linkPageLabel: kindLabel.maincategory, href: `/items?main_category=${c.category_id}` }),
  }),
  kind<BrandRow>({
    kind: 'brand', label: kindLabel.brand, source: brandSource,
    // Brands are names here (no brand table): the list searches them as keywords.
    toLink: (b) => ({ ...b, title: b.attribute_name, linkPage: 'brand', linkPageLabel: kindLabel.brand, href: `/items?keywords=${encodeURIComponent(b.attribute_name)}` }),
  }),
  kind<TagRow>({
    kind: 'tag', label: kindLabel.tag, source: tagSource,
    toLink: (t) => ({ ...t, title: t.tag_name, linkPage: 'tag', linkPageLabel: kindLabel.tag, href: `/items?tag=${encodeURIComponent(t.tag_name)}` }),
  }),
  kind<ContentRow>({ kind: 'management', label: kindLabel.management, source: contentSource, toLink: contentLink }),
  kind<GoodsRow>({
    kind: 'bring', label: kindLabel.bring, source: { ...allGoods, title: '选择带货商品' },
    toLink: (g) => ({ ...goodsLink(g), linkPage: 'bring', linkPageLabel: kindLabel.bring }),
  }),
  kind({ kind: 'page', label: kindLabel.page, source: fixedPages, toLink: pageLink }),
  kind<RouteEntry>({ kind: 'marketing', label: kindLabel.marketing, source: routeSource('marketing', '选择营销活动页'), toLink: (r) => routeLink('marketing', r) }),
  kind<GoodsRow>({
    kind: 'seckill', label: kindLabel.seckill, source: { ...allGoods, title: '选择秒杀商品' },
    // The goods page shows the running activity (price, countdown); the list page lists activity goods.
    toLink: (g) => ({ ...goodsLink(g), linkPage: 'seckill', linkPageLabel: kindLabel.seckill }),
  }),
  kind<TemplateRow>({ kind: 'customer', label: kindLabel.customer, source: pageSource, toLink: customPageLink }),
  kind<TemplateRow>({
    kind: 'live', label: kindLabel.live, source: { ...pageSource, title: '选择直播活动页' },
    toLink: (t) => ({ ...customPageLink(t), linkPage: 'live', linkPageLabel: kindLabel.live }),
  }),
];
