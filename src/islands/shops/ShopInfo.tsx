/**
 * /shops/info?distributor_id= (店铺详情): the shop of GET distributor/is_valid (banner, logo, name, tags,
 * introduction, address, hours, phone), 关注店铺, and 店铺商品: GET goods/items of that shop, 18 a page.
 */
import { useCallback, useEffect, useState } from 'react';
import Pagination from '../ui/Pagination';
import { api } from '../../lib/api';
import GoodsCard from '../GoodsCard';
import FollowToggle from './FollowToggle';
import type { ItemListPage } from '../../lib/goods';
import { LIST_PAGE_SIZE } from '../../lib/constants';
import type { ShopTagLike } from '../../lib/member';

interface Shop {
  distributor_id: number; name: string; logo?: string; banner?: string; address?: string; store_address?: string;
  province?: string; city?: string; area?: string; hour?: string; mobile?: string; contract_phone?: string; tagList?: ShopTagLike[];
  intro?: string; kind?: 'store' | 'dealer';
}

export default function ShopInfo() {
  const [shop, setShop] = useState<Shop | null | undefined>(undefined);
  const [goods, setGoods] = useState<ItemListPage | null>(null);
  const [page, setPage] = useState(1);
  const [id, setId] = useState('');

  useEffect(() => {
    const shopId = new URLSearchParams(location.search).get('distributor_id') ?? '0';
    setId(shopId);
    api.get<Shop>('distributor/is_valid', { distributor_id: shopId }, { showError: false })
      .then((s) => { setShop(s); if (s?.name) document.title = `${s.name} - 店铺详情`; })
      .catch(() => setShop(null));
  }, []);
  const loadGoods = useCallback((p: number) => {
    if (!id) return;
    setPage(p);
    api.get<ItemListPage>('goods/items', { page: p, pageSize: LIST_PAGE_SIZE, distributor_id: id, item_type: 'normal' }, { showError: false })
      .then(setGoods).catch(() => setGoods({ list: [], total_count: 0 }));
  }, [id]);
  useEffect(() => loadGoods(1), [loadGoods]);

  if (shop === undefined) return <div className="si container"><p className="mem-empty">加载中…</p></div>;
  if (shop === null) {
    return <div className="si container"><p className="mem-empty">店铺不存在或已关闭，<a href="/shops/near">查看附近门店</a></p></div>;
  }
  const phone = shop.contract_phone || shop.mobile;
  return (
    <div className="si container">
      <nav className="td-crumbs" aria-label="位置"><a href="/">首页</a><span>&gt;</span>{shop.kind === 'dealer' ? <a href="/dealer">经销商</a> : <a href="/shops/near">附近门店</a>}<span>&gt;</span><span>{shop.name}</span></nav>
      <section className="si-head">
        <div className="si-banner">{shop.banner ? <img src={shop.banner} alt={`${shop.name} 店招`} /> : null}</div>
        <div className="si-info">
          <span className="si-logo">{shop.logo ? <img src={shop.logo} alt="" /> : null}</span>
          <div className="si-main">
            <div className="si-name-row"><h1 className="si-name">{shop.name}</h1><FollowToggle distributorId={shop.distributor_id} /></div>
            <p className="sn-tags">{(shop.tagList ?? []).map((t) => <span key={String(t.tag_id)} className="mem-tag">{t.tag_name}</span>)}</p>
            {shop.intro && <p className="si-intro">{shop.intro}</p>}
            <dl className="si-facts">
              <div><dt>门店地址</dt><dd>{shop.store_address || shop.address || '-'}</dd></div>
              <div><dt>营业时间</dt><dd>{shop.hour || '-'}</dd></div>
              <div><dt>联系电话</dt><dd>{phone ? <a href={`tel:${phone}`}>{phone}</a> : '-'}</dd></div>
            </dl>
            <a className="si-where" href={`/shopInfo?distributor_id=${shop.distributor_id}`}>门店地址与地图 ›</a>
          </div>
        </div>
      </section>
      <section className="si-goods" aria-labelledby="si-goods-title">
        <h2 id="si-goods-title" className="si-goods-title">店铺商品</h2>
        {goods === null ? <p className="mem-empty">加载中…</p> : goods.list.length === 0 ? <p className="mem-empty">店铺暂无商品</p> : (
          <>
            <div className="pl-grid si-grid">
              {goods.list.map((g) => <GoodsCard key={g.item_id} g={g} />)}
            </div>
            <Pagination page={page} total={Number(goods.total_count)} pageSize={LIST_PAGE_SIZE} onChange={loadGoods} />
            {page * LIST_PAGE_SIZE >= Number(goods.total_count) && <p className="pl-end">--没有更多数据--</p>}
          </>
        )}
      </section>
    </div>
  );
}
