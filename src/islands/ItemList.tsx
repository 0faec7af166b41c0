/**
 * Item list page island (/items). The compiler pre-renders the first page (`initial`); on mount the
 * URL query (keywords, cat_id, main_category, tag, page, goodsSort, brand_id, start_price, end_price)
 * decides whether to fetch another result. Brands offered are the server's `brand_list` for the other filters. Every change is written back with history.replaceState, so coming back keeps the state.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { api } from '../lib/api';
import type { CategoryNode, ItemListPage } from '../lib/goods';
import { EMPTY_LIST_STATE, hasListQuery, listParams, listSearch, listTitle, pageCount, parseListState, priceRangeError, SORTS, type ListState } from '../lib/list-query';
import { LIST_PAGE_SIZE } from '../lib/constants';
import Pagination from './ui/Pagination';
import GoodsCard from './GoodsCard';
import type { Range } from '../lib/highlight';
import type { ListItem } from '../lib/goods';

interface BrandOption { attribute_id: number; attribute_name: string; goods_count?: number }
interface Facets { categories: { category_id: number; category_name: string; goods_count: number }[]; price_bands: { start_price: number; end_price: number | null; goods_count: number }[] }
type ListPage = Omit<ItemListPage, 'list'> & {
  list: (ItemListPage['list'][number] & { highlight?: { item_name: Range[] } })[];
  brand_list?: { list: BrandOption[] }; facets?: Facets; search?: { words: string[]; nearest_words?: string[]; /** A broad search: about how many goods matched (the pager goes through the most relevant). */ total_estimate?: number };
};

export interface ItemListProps {
  /** First page of `GET goods/items` (page 1, pageSize 18, no filters, `is_tdk=1` for the brands). */
  initial: ListPage;
  /** The `GET goods/category` tree. */
  categories: CategoryNode[];
}

const TAG_NAMES: Record<string, string> = { new: '新品上架' };

function Categories({ tree, state, onPick }: { tree: CategoryNode[]; state: ListState; onPick: (id: string) => void }) {
  const active = state.cat_id || state.main_category;
  const item = (c: CategoryNode, sub: boolean) => (
    <li key={c.category_id}>
      <button type="button" className={`pl-cat${sub ? ' is-sub' : ''}${active === String(c.category_id) ? ' is-active' : ''}`} onClick={() => onPick(String(c.category_id))}>
        {c.category_name}
      </button>
      {!sub && (c.children ?? []).length > 0 && <ul>{c.children.map((k) => item(k, true))}</ul>}
    </li>
  );
  return (
    <aside className="pl-side" aria-label="商品分类">
      <h2>商品分类</h2>
      <ul className="pl-cats">
        <li><button type="button" className={`pl-cat${active ? '' : ' is-active'}`} onClick={() => onPick('')}>全部商品</button></li>
        {tree.map((c) => item(c, false))}
      </ul>
    </aside>
  );
}

const bandLabel = (b: Facets['price_bands'][number]) => (b.end_price === null ? `${b.start_price}元以上` : `${b.start_price}-${b.end_price}元`);
const bandRange = (b: Facets['price_bands'][number]) => ({ start_price: String(b.start_price), end_price: b.end_price === null ? '' : (b.end_price - 0.01).toFixed(2) });
const count = (n?: number) => (n === undefined ? '' : `（${n}）`);

/** 分类 and 价格区间 of the current search, with how many goods each holds. */
function FacetRows({ facets, state, onChange }: { facets: Facets; state: ListState; onChange: (patch: Partial<ListState>) => void }) {
  return (
    <>
      {facets.categories.length > 1 && (
        <div className="pl-filter" role="group" aria-label="分类">
          <span className="pl-filter-k">分类：</span>
          <div className="pl-filter-v">
            {facets.categories.map((c) => (
              <button type="button" key={c.category_id} aria-pressed={state.cat_id === String(c.category_id)} onClick={() => onChange({ cat_id: String(c.category_id), main_category: '' })}>{c.category_name}{count(c.goods_count)}</button>
            ))}
          </div>
        </div>
      )}
      {facets.price_bands.length > 1 && (
        <div className="pl-filter" role="group" aria-label="价格区间">
          <span className="pl-filter-k">价位：</span>
          <div className="pl-filter-v">
            {facets.price_bands.map((b) => {
              const r = bandRange(b);
              return <button type="button" key={b.start_price} aria-pressed={state.start_price === r.start_price && state.end_price === r.end_price} onClick={() => onChange(r)}>{bandLabel(b)}{count(b.goods_count)}</button>;
            })}
          </div>
        </div>
      )}
    </>
  );
}

/** Nothing found: the nearest words to search instead, and best sellers. */
function NothingFound({ keywords, nearest, onSearch }: { keywords: string; nearest: string[]; onSearch: (words: string) => void }) {
  const [hot, setHot] = useState<ListItem[]>([]);
  useEffect(() => { api.get<{ list: ListItem[] }>('promotions/recommendlike', { page: 1, pageSize: 8 }).then((r) => setHot(r.list ?? []), () => undefined); }, [keywords]);
  return (
    <div className="pl-none">
      <p className="pl-empty">抱歉，没有找到与“<em>{keywords}</em>”相关的商品</p>
      {nearest.length > 0 && (
        <p className="pl-near" role="group" aria-label="您是不是要找">您是不是要找：{nearest.map((w) => <button type="button" key={w} onClick={() => onSearch(w)}>{w}</button>)}</p>
      )}
      {hot.length > 0 && (
        <section aria-labelledby="pl-hot-title">
          <h2 id="pl-hot-title" className="pl-hot-title">热销商品</h2>
          <div className="pl-grid">{hot.map((g) => <GoodsCard key={g.item_id} g={g} />)}</div>
        </section>
      )}
    </div>
  );
}

/** 品牌 and 价格 rows above the sort bar. */
function Filters({ brands, state, onChange, children }: { brands: BrandOption[]; state: ListState; onChange: (patch: Partial<ListState>) => void; children?: ReactNode }) {
  const [low, setLow] = useState(state.start_price);
  const [high, setHigh] = useState(state.end_price);
  const [error, setError] = useState('');
  useEffect(() => { setLow(state.start_price); setHigh(state.end_price); }, [state.start_price, state.end_price]);
  const apply = () => {
    const [a, b] = [low.trim(), high.trim()];
    const why = priceRangeError(a, b);
    setError(why);
    if (!why) onChange({ start_price: a, end_price: b });
  };
  return (
    <div className="pl-filters">
      {brands.length > 0 && (
        <div className="pl-filter" role="group" aria-label="品牌">
          <span className="pl-filter-k">品牌：</span>
          <div className="pl-filter-v">
            <button type="button" aria-pressed={!state.brand_id} onClick={() => onChange({ brand_id: '' })}>全部</button>
            {brands.map((b) => (
              <button type="button" key={b.attribute_id} aria-pressed={state.brand_id === String(b.attribute_id)} onClick={() => onChange({ brand_id: String(b.attribute_id) })}>{b.attribute_name}{count(b.goods_count)}</button>
            ))}
          </div>
        </div>
      )}
      <form className="pl-filter" aria-label="价格" onSubmit={(e) => { e.preventDefault(); apply(); }}>
        <span className="pl-filter-k">价格：</span>
        <div className="pl-filter-v">
          <input inputMode="decimal" aria-label="最低价" placeholder="¥ 最低" value={low} onChange={(e) => setLow(e.target.value)} />
          <span>-</span>
          <input inputMode="decimal" aria-label="最高价" placeholder="¥ 最高" value={high} onChange={(e) => setHigh(e.target.value)} />
          <button type="submit" className="pl-filter-ok">确定</button>
          {(state.start_price || state.end_price) && <button type="button" onClick={() => { setError(''); onChange({ start_price: '', end_price: '' }); }}>清除</button>}
          {error && <span className="pl-filter-err" role="alert">{error}</span>}
        </div>
      </form>
      {children}
    </div>
  );
}

export default function ItemList({ initial, categories }: ItemListProps) {
  const [state, setState] = useState<ListState>(EMPTY_LIST_STATE);
  const [data, setData] = useState<ListPage>(initial);
  // Kept from the last answer that had them, so the row does not flicker while a page loads.
  const [brands, setBrands] = useState<BrandOption[]>(initial.brand_list?.list ?? []);
  const [loading, setLoading] = useState(false);
  const seq = useRef(0);

  const load = async (next: ListState, writeUrl: boolean) => {
    setState(next);
    if (writeUrl) history.replaceState(history.state, '', location.pathname + listSearch(next));
    const mine = ++seq.current;
    setLoading(true);
    try {
      const res = await api.get<ListPage>('goods/items', listParams(next));
      if (mine === seq.current) {
        setData({ list: res.list ?? [], total_count: Number(res.total_count) || 0, facets: res.facets, search: res.search });
        if (res.brand_list) setBrands(res.brand_list.list);
      }
    } catch {
      if (mine === seq.current) setData({ list: [], total_count: 0 });
    } finally {
      if (mine === seq.current) setLoading(false);
    }
  };

  useEffect(() => {
    const fromUrl = parseListState(location.search);
    if (hasListQuery(fromUrl)) void load(fromUrl, false);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    document.title = listTitle(state, categories);
  }, [state.keywords, state.cat_id, state.main_category]); // eslint-disable-line react-hooks/exhaustive-deps

  const go = (patch: Partial<ListState>) => {
    void load({ ...state, page: 1, ...patch }, true);
    window.scrollTo({ top: 0 });
  };
  const pages = pageCount(data.total_count);
  const isPrice = state.goodsSort === '2' || state.goodsSort === '3';
  const tagLabel = state.tag ? TAG_NAMES[state.tag] ?? state.tag : '';

  return (
    <div className="pl container">
      <Categories tree={categories} state={state} onPick={(id) => go({ cat_id: id, main_category: '' })} />
      <div className="pl-body">
        <Filters brands={brands} state={state} onChange={go}>
          {state.keywords && data.facets && <FacetRows facets={data.facets} state={state} onChange={go} />}
        </Filters>
        <div className="pl-bar" role="toolbar" aria-label="排序">
          {SORTS.map((s) => {
            const price = s.label === '价格';
            const pressed = price ? isPrice : state.goodsSort === s.value;
            return (
              <button
                type="button" key={s.label} className="pl-sort" aria-pressed={pressed}
                onClick={() => go({ goodsSort: price ? (state.goodsSort === '3' ? '2' : '3') : s.value })}
              >
                {s.label}{price && pressed ? (state.goodsSort === '3' ? ' ↑' : ' ↓') : ''}
              </button>
            );
          })}
          {(state.keywords || tagLabel) && (
            <span className="pl-kw">
              {state.keywords ? <>搜索“<em>{state.keywords}</em>”</> : <em>{tagLabel}</em>}
              {data.search?.total_estimate ? `，约 ${data.search.total_estimate} 件商品，显示最相关的 ${data.total_count} 件` : `，共 ${data.total_count} 件商品`}
              <button type="button" onClick={() => go({ keywords: '', tag: '' })}>清除</button>
            </span>
          )}
          {/* How much there is to browse, as the original client and large shops say it beside the sorting. */}
          {!(state.keywords || tagLabel) && <span className="pl-count">共 <em>{data.total_count}</em> 件商品</span>}
        </div>
        <div className={loading ? 'pl-loading' : undefined} aria-busy={loading}>
          {data.list.length === 0 ? (
            !loading && state.keywords && state.page === 1 ? <NothingFound keywords={state.keywords} nearest={data.search?.nearest_words ?? []} onSearch={(w) => go({ keywords: w, cat_id: '', brand_id: '', start_price: '', end_price: '' })} />
              : <p className="pl-empty">{loading ? '加载中…' : '抱歉，没有找到相关商品'}</p>
          ) : (
            <div className="pl-grid">{data.list.map((g, i) => <GoodsCard key={g.item_id} g={g} priority={i === 0} marks={g.highlight?.item_name} />)}</div>
          )}
        </div>
        {data.list.length > 0 && <Pagination page={state.page} total={data.total_count} pageSize={LIST_PAGE_SIZE} onChange={(page) => go({ page })} />}
        {data.list.length > 0 && state.page >= pages && <p className="pl-end">--没有更多数据--</p>}
      </div>
    </div>
  );
}
