/** /items/group-list (拼团): the group buys running and announced (GET promotions/groups), start a team from each. */
import { useEffect, useState } from 'react';
import { api, getToken } from '../../lib/api';
import { formatFen } from '../../lib/money';
import { formatDateTime } from '../../lib/date';
import { goodsUrl } from '../../lib/links';
import { groupCheckoutUrl } from '../../lib/group';

export interface GroupActivity {
  groups_activity_id: number; title: string; item_id: number; item_name: string; pic: string; distributor_id: number;
  price: number; act_price: number; person_num: number; limit_minutes: number; begin_time: number; end_time: number; status: string;
}

const loginFor = (url: string) => `/auth/login?redirectUrl=${encodeURIComponent(url)}`;

export default function GroupList() {
  const [list, setList] = useState<GroupActivity[] | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    api.get<{ list: GroupActivity[] }>('promotions/groups', { page: 1, pageSize: 40 }).then((r) => setList(r.list ?? [])).catch((e: Error) => setError(e.message));
  }, []);

  const start = (a: GroupActivity) => {
    const url = groupCheckoutUrl(a);
    location.assign(getToken() ? url : loginFor(url));
  };

  return (
    <div className="gb-page container">
      <h1 className="gb-title">拼团</h1>
      {error && <p className="gb-empty">{error}</p>}
      {!list && !error && <p className="gb-empty">加载中…</p>}
      {list && list.length === 0 && <p className="gb-empty">暂无拼团活动 --没有更多数据--</p>}
      {list && list.length > 0 && (
        <ul className="gb-list">
          {list.map((a) => (
            <li key={a.groups_activity_id} className="gb-card">
              <a href={goodsUrl(a.item_id)}><img src={a.pic} alt={a.item_name} width={280} height={280} loading="lazy" /></a>
              <div className="gb-card-body">
                <span className="gb-badge">{a.person_num}人团</span>
                <a className="gb-card-name" href={goodsUrl(a.item_id)}>{a.title}</a>
                <span className="gb-price">{formatFen(a.act_price)}<s>{formatFen(a.price)}</s></span>
                <span className="co-muted">{a.status === 'in_sale' ? `${formatDateTime(a.end_time)} 结束` : `${formatDateTime(a.begin_time)} 开始`}</span>
                {a.status === 'in_sale'
                  ? <button type="button" className="btn btn-primary" onClick={() => start(a)}>去开团</button>
                  : <button type="button" className="btn" disabled>活动即将开始</button>}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
