/**
 * /member/user-info (会员中心): greeting with the nickname (else the masked mobile), the grade (a paid one when running), points, usable coupons, order counters of
 * GET orderscount linking to the /member/trade tabs, and the two latest orders (GET orders page 1, pageSize 2).
 */
import { useEffect, useState } from 'react';
import { api } from '../../lib/api';
import { formatFen } from '../../lib/money';
import { formatDateTime } from '../../lib/date';
import { maskMobile } from '../../lib/validation';
import { orderCounters, type OrdersCount } from '../../lib/member';
import { listLabel } from '../../lib/order-status';
import type { Order } from '../trade-types';
import MemberShell from './MemberShell';
import DepositPanel from './DepositPanel';
import { Picture } from '../../components/Picture';

interface MemberResponse {
  memberInfo: { username?: string; nickname?: string; mobile?: string; avatar?: string; gradeInfo?: { grade_name?: string } };
  vipgrade?: { is_vip?: boolean; grade_name?: string; end_date?: string };
  point?: number;
  fav_item_count?: number; fav_shop_count?: number; browse_count?: number;
}

function Overview() {
  const [member, setMember] = useState<MemberResponse | null>(null);
  const [counts, setCounts] = useState<OrdersCount | null>(null);
  const [coupons, setCoupons] = useState<number | null>(null);
  const [orders, setOrders] = useState<Order[] | null>(null);

  useEffect(() => {
    api.get<MemberResponse>('member').then(setMember).catch(() => undefined);
    api.get<OrdersCount>('orderscount', { order_type: 'normal' }, { showError: false }).then(setCounts).catch(() => setCounts({}));
    api.get<{ total_count: number | string }>('user/getUserCardList', { status: 1, scope_type: 'all', page: 1, pageSize: 1 }, { showError: false })
      .then((r) => setCoupons(Number(r.total_count) || 0)).catch(() => setCoupons(0));
    api.get<{ list: Order[] }>('orders', { page: 1, pageSize: 2, status: 0, order_type: 'normal' }, { showError: false })
      .then((r) => setOrders(r.list ?? [])).catch(() => setOrders([]));
  }, []);

  const info = member?.memberInfo;
  return (
    <>
      <div className="mem-card mem-profile">
        <span className="mem-avatar" aria-hidden="true">{info?.avatar ? <img src={info.avatar} alt="" /> : '椒'}</span>
        <div className="mem-profile-main">
          <p className="mem-hello">你好，<strong data-testid="member-name">{info ? info.nickname || maskMobile(info.mobile || '') || info.username : '…'}</strong></p>
          {info?.gradeInfo?.grade_name && <span className="mem-grade" data-testid="member-grade">{info.gradeInfo.grade_name}</span>}
          {member?.vipgrade?.is_vip && member.vipgrade.end_date && <span className="mem-muted"> 有效期至 {member.vipgrade.end_date}</span>}
        </div>
        <ul className="mem-assets">
          <li><a href="/member/point"><strong data-testid="member-points">{member ? member.point ?? 0 : '-'}</strong><span>积分</span></a></li>
          <li><a href="/member/coupon"><strong data-testid="member-coupons">{coupons ?? '-'}</strong><span>可用优惠券</span></a></li>
          <li><a href="/member/collector"><span>收藏</span> <strong>{member ? member.fav_item_count ?? 0 : '-'}</strong></a></li>
          <li><a href="/member/follow"><span>关注</span> <strong>{member ? member.fav_shop_count ?? 0 : '-'}</strong></a></li>
          <li><a href="/member/foottrace"><span>足迹</span> <strong>{member ? member.browse_count ?? 0 : '-'}</strong></a></li>
        </ul>
      </div>

      <div className="mem-card">
        <div className="mem-card-head"><h2>我的订单</h2><a href="/member/trade">查看全部订单 &gt;</a></div>
        <ul className="mem-counters">
          {orderCounters(counts).map((c) => (
            <li key={c.label}>
              <a href={c.href}>
                <span>{c.label}</span> <strong>{counts ? c.count : '-'}</strong>
              </a>
            </li>
          ))}
        </ul>
      </div>

      <div className="mem-card">
        <div className="mem-card-head"><h2>最近订单</h2></div>
        {orders === null ? <p className="mem-empty">加载中…</p> : orders.length === 0 ? (
          <p className="mem-empty">暂无订单，<a href="/items">去逛逛</a></p>
        ) : (
          <ul className="mem-orders">
            {orders.map((o) => (
              <li key={o.order_id} className="mem-order" aria-label={`订单 ${o.order_id}`}>
                <span className="mem-order-pics">
                  {o.items.slice(0, 3).map((it, i) => <Picture key={i} src={it.pic} alt={it.item_name} width={60} height={60} />)}
                </span>
                <span className="mem-order-main">
                  <span className="mem-order-name">{o.items.map((it) => it.item_name).join('、')}</span>
                  <span className="mem-muted">订单号：{o.order_id}　{o.create_date || formatDateTime(o.create_time)}</span>
                </span>
                <span className="price mem-order-total">{formatFen(o.total_fee)}</span>
                <span className="mem-order-status">{listLabel(o)}</span>
                <a className="mem-link" href={`/member/trade/${encodeURIComponent(o.order_id)}`}>订单详情</a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

export default function MemberUserInfo() {
  return <MemberShell title="会员中心"><Overview /><DepositPanel /></MemberShell>;
}
