/** /member/follow (我的关注): followed shops (GET member/collect/distribution), 取消关注 and 清空关注. */
import MemberShell from './MemberShell';
import SavedList from './SavedList';

interface Shop { distributor_id: number; name: string; logo: string; address?: string; fav_num: number }

function Followed() {
  return (
    <SavedList<Shop>
      endpoint="member/collect/distribution" keyOf={(s) => s.distributor_id}
      removeParams={(s) => (s ? { distributor_id: s.distributor_id } : { is_empty: true })}
      count={(n) => `共关注 ${n} 家店铺`} clearLabel="清空关注"
      removed={(s) => (s ? '已取消关注' : '已清空关注')}
      question={(s) => (s ? `确定不再关注「${s.name}」吗?` : '确定清空全部关注吗?')}
      empty={<>还没有关注的店铺，<a href="/shops/near">看看附近门店</a></>}
      listClass="mem-shops" listLabel="关注的店铺"
      renderEntry={(s, ask) => (
        <li className="mem-shop" aria-label={s.name}>
          {s.logo ? <img className="mem-shop-logo" src={s.logo} alt="" /> : <span className="mem-shop-logo" />}
          <span className="mem-shop-main">
            <a href={`/shops/info?distributor_id=${s.distributor_id}`}><strong>{s.name}</strong></a>
            <span className="mem-muted">{s.address}</span>
            <span className="mem-muted">{s.fav_num} 人关注</span>
          </span>
          <a className="ui-btn" href={`/shops/info?distributor_id=${s.distributor_id}`}>进入店铺</a>
          <button type="button" className="mem-link" onClick={ask}>取消关注</button>
        </li>
      )}
    />
  );
}

export default function MemberFollow() {
  return <MemberShell title="我的关注"><Followed /></MemberShell>;
}
