/** /member/collector (我的收藏): collected goods (GET member/collect/item), 取消收藏 and 清空收藏 after a confirm. */
import { formatFen } from '../../lib/money';
import MemberShell from './MemberShell';
import SavedList from './SavedList';
import { isOffShelf } from '../../lib/member';
import { MEMBER_GOODS_PIC, Picture } from '../../components/Picture';

interface Fav { fav_id: number; item_id: number; item_name: string; item_image: string; price: number; distributor_id: number; approve_status?: string }

function Collected() {
  return (
    <SavedList<Fav>
      endpoint="member/collect/item" keyOf={(f) => f.fav_id}
      removeParams={(f) => (f ? { item_ids: [f.item_id], is_empty: false } : { is_empty: true })}
      count={(n) => `共收藏 ${n} 件商品`} clearLabel="清空收藏"
      removed={(f) => (f ? '商品移除收藏成功' : '已清空收藏')}
      question={(f) => (f ? '请确认是否移除收藏?' : '确定清空全部收藏吗?')}
      empty={<>还没有收藏的商品，<a href="/items">去逛逛</a></>}
      listClass="mem-goods" listLabel="收藏的商品"
      renderEntry={(f, ask) => (
        <li className={`mem-goods-card${isOffShelf(f.approve_status) ? ' is-off' : ''}`} aria-label={f.item_name}>
          <a href={`/items/${f.item_id}`}><Picture src={f.item_image} alt={f.item_name} width={MEMBER_GOODS_PIC} height={MEMBER_GOODS_PIC} /></a>
          <div className="mem-goods-body">
            <a className="mem-goods-name" href={`/items/${f.item_id}`}>{f.item_name}</a>
            <div className="mem-goods-ops">
              {isOffShelf(f.approve_status) ? <span className="mem-off-tag">已下架</span> : <span className="price">{formatFen(f.price)}</span>}
              <button type="button" className="mem-link" onClick={ask}>取消收藏</button>
            </div>
          </div>
        </li>
      )}
    />
  );
}

export default function MemberCollector() {
  return <MemberShell title="我的收藏"><Collected /></MemberShell>;
}
