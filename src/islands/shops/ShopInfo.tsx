/**
 * /shops/info?distributor_id= (店铺详情): the shop of GET distributor/is_valid (banner, logo, name, tags,
 * address, hours, phone) and 店铺商品, the first page of GET goods/items (page 1, pageSize 18).
 */
import { useEffect, useState } from 'react';
import { api } from '../../lib/api';
import GoodsCard from '../GoodsCard';
import FollowToggle from './FollowToggle';
import type { ItemListPage } from '../../lib/goods';
import { LIST_PAGE_SIZE } from '../../lib/constants';
import type { ShopTagLike } from '../../lib/member';

interface Shop {
  distributor_id: number; name: string; logo?: string; banner?: string; address?: string; store_address?: string;
  province?: string; city?: string; area?: string; hour?: string; mobile?: string; contract_phone?: string; tagList?: ShopTagLike[];
}

export default function ShopInfo() {
  const [shop, setShop] = useState<Shop | null | undefined>(undefined);
  const [goods, setGoods] = useState<ItemListPage | null>(null);

  useEffect(() => {
    const id = new URLSearchParams(location.search).get('distributor_id') ?? '0';
    api.get<Shop>('distributor/is_valid', { distributor_id: id }, { showError: false })
      .then((s) => { setShop(s); if (s?.name) document.title = `${s.name} - 店铺详情`; })
      .catch(() => setShop(null));
    api.get<ItemListPage>('goods/items', { page: 1, pageSize: LIST_PAGE_SIZE, distributor_id: id, item_type: 'normal' }, { showError: false })
      .then(setGoods).catch(() => setGoods({ list: [], total_count: 0 }));
  }, []);

  if (shop === undefined) return <div className="si container"><p className="mem-empty">加载中…</p></div>;
  if (shop === null) {
    return <div className="si container"><p className="mem-empty">店铺不存在或已关闭，<a href="/shops/near">查看附近门店</a></p></div>;
  }
  const phone = shop.contract_phone || shop.mobile;
  return (
    <div className="si container">
      <nav className="td-crumbs" aria-label="位置"><a href="/">首页</a><span>&gt;</span><a href="/shops/near">附近门店</a><span>&gt;</span><span>{shop.name}</span></nav>
      <section className="si-head">
        <div className="si-banner">{shop.banner ? <img src={shop.banner} alt={`${shop.name} 店招`} /> : null}</div>
        <div className="si-info">
          <span className="si-logo">{shop.logo ? <img src={shop.logo} alt="" /> : null}</span>
          <div className="si-main">
            <div className="si-name-row"><h1 className="si-name">{shop.name}</h1><FollowToggle distributorId={shop.distributor_id} /></div>
            <p className="sn-tags">{(shop.tagList ?? []).map((t) => <span key={String(t.tag_id)} className="mem-tag">{t.tag_name}</span>)}</p>
            <dl className="si-facts">
              <div><dt>门店地址</dt><dd>{shop.store_address || shop.address || '-'}</dd></div>
              <div><dt>营业时间</dt><dd>{shop.hour || '-'}</dd></div>
              <div><dt>联系电话</dt><dd>{phone ? <a href={`tel:${phone}`}>{phone}</a> : '-'}</dd></div>
            </dl>
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
            {Number(goods.total_count) > goods.list.length
              ? <p className="si-more"><a className="btn" href="/items">查看更多商品</a></p>
              : <p className="pl-end">--没有更多数据--</p>}
          </>
        )}
      </section>
    </div>
  );
}
