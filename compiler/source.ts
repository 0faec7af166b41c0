/**
 * What the compiler reads, and nothing more (ARCHITECTURE principle 8). Two implementations: the
 * database, for in-process publishing (`server/modules/template/compiler-source.server.ts`), and HTTP
 * against any ECShopX-compatible API (`./source-http.ts`, what `npm run build -- --from` and CI use).
 */
import type { WidgetNode } from '../src/widgets/types';
import type { ItemDetailData, ListItem } from '../src/lib/goods';
import type { ItemListProps } from '../src/islands/ItemList';
import type { ArticleCategory, ArticleDetail, ArticleSummary } from '../src/lib/articles';

export interface PageSeo { title?: string; mate_keywords?: string; mate_description?: string }

export interface TemplateDoc {
  id: number; title: string; pageType: string; seo: PageSeo; widgets: WidgetNode[];
  /** Why the published document could not be loaded: the page keeps its last good HTML. */
  error?: string;
}

export interface CompilerSource {
  /** The shop's name as set in the console (设置 › 站点), which page titles end with. */
  siteName(): Promise<string>;
  /** Published header and footer widget lists, prices current. */
  chrome(): Promise<{ header: WidgetNode[]; footer: WidgetNode[] }>;
  /** The served home page. */
  home(): Promise<TemplateDoc | undefined>;
  /** Enabled, published pages (all, or those ids); a page that is not served is left out. */
  templates(onlyIds?: number[]): Promise<TemplateDoc[]>;
  /** The ids of those pages, without reading their documents (what a rebuild plans with). */
  templateIds(): Promise<number[]>;
  /** The item ids that get a detail page (of those goods, when given). */
  itemIds(goodsIds?: number[]): Promise<number[]>;
  /** Goods ids behind item ids (a price change of one SKU re-renders its goods' page). */
  goodsOfItems(itemIds: number[]): Promise<number[]>;
  /** `GET goods/items/{id}` answers of these items, by item id; an item that is gone or off sale is absent. */
  items(itemIds: number[]): Promise<Map<number, ItemDetailData>>;
  /** First page of the item list and the category tree. */
  listPage(): Promise<ItemListProps>;
  /** Best sellers on sale, public prices (`promotions/recommendlike`): the cart page's 猜你喜欢. Absent: no strip. */
  bestSellers?(limit: number): Promise<ListItem[]>;
  /** Article categories (`article/category`). */
  articleCategories(): Promise<ArticleCategory[]>;
  /** Every published article, in list order (`article/management`, all pages). */
  articles(): Promise<ArticleSummary[]>;
  /** One published article (`article/management/{id}`); undefined when it is not published. */
  article(articleId: number): Promise<ArticleDetail | undefined>;
}
