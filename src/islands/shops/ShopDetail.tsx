/** /shopInfo?distributor_id= (门店信息): one shop's address card (map slot), hours, phone and introduction; the flagship by default. */
import { useEffect, useState } from 'react';
import { api } from '../../lib/api';
import { shopUrl } from '../../lib/links';
import AddressCard from './AddressCard';
import FollowToggle from './FollowToggle';

interface Shop { distributor_id: number; name: string; logo?: string; address?: string; hour?: string; mobile?: string; lat?: number; lng?: number; intro?: string; kind?: string }

export default function ShopDetail() {
  const [shop, setShop] = useState<Shop | null | undefined>(undefined);
  useEffect(() => {
    const id = new URLSearchParams(location.search).get('distributor_id') ?? '0';
    api.get<Shop>('distributor/is_valid', { distributor_id: id }, { showError: false })
      .then((s) => { setShop(s); document.title = `${s.name} - 门店信息`; }).catch(() => setShop(null));
  }, []);
  if (shop === undefined) return <div className="container sd"><p className="mem-empty">加载中…</p></div>;
  if (shop === null) return <div className="container sd"><p className="mem-empty">店铺不存在或已关闭，<a href="/store">查看全部门店</a></p></div>;
  return (
    <div className="container sd">
      <nav className="td-crumbs" aria-label="位置"><a href="/">首页</a><span>&gt;</span><a href={shop.kind === 'dealer' ? '/dealer' : '/store'}>{shop.kind === 'dealer' ? '经销商' : '门店列表'}</a><span>&gt;</span><span>{shop.name}</span></nav>
      <div className="sd-head">
        {shop.logo ? <img className="sd-logo" src={shop.logo} alt="" /> : <span className="sd-logo" />}
        <h1 className="mem-title">{shop.name}</h1>
        <FollowToggle distributorId={shop.distributor_id} />
        <a className="ui-btn" href={shopUrl(shop.distributor_id)}>进入店铺</a>
      </div>
      {shop.intro && <p className="si-intro">{shop.intro}</p>}
      <AddressCard shop={shop} />
    </div>
  );
}
