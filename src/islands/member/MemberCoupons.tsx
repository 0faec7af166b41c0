/**
 * /member/coupon (优惠券): tabs 未使用 / 已使用 / 已过期 over GET user/getUserCardList (status 1 / 2 / 3,
 * page size 999 per spec §9); 领券中心 links to /member/coupon-center.
 */
import { useEffect, useState } from 'react';
import { api } from '../../lib/api';
import { COUPON_TABS } from '../../lib/member';
import CouponCard, { type CouponCardData } from './CouponCard';
import MemberShell from './MemberShell';

const PAGE_SIZE = 999;
const USE_URL = '/items?keywords=';

function tabFromUrl(): number {
  const s = Number(new URLSearchParams(location.search).get('status'));
  return COUPON_TABS.some((t) => t.status === s) ? s : 1;
}

function Coupons() {
  const [status, setStatus] = useState<number>(() => (typeof location === 'undefined' ? 1 : tabFromUrl()));
  const [list, setList] = useState<(CouponCardData & { code: string })[] | null>(null);

  useEffect(() => {
    let alive = true;
    setList(null);
    api.get<{ list: (CouponCardData & { code: string })[] }>('user/getUserCardList', { status, scope_type: 'all', page: 1, pageSize: PAGE_SIZE })
      .then((r) => { if (alive) setList(r.list ?? []); }).catch(() => { if (alive) setList([]); });
    return () => { alive = false; };
  }, [status]);

  const pick = (s: number) => {
    history.replaceState(null, '', s === 1 ? location.pathname : `${location.pathname}?status=${s}`);
    setStatus(s);
  };
  const stamp = status === 2 ? '已使用' : status === 3 ? '已过期' : undefined;

  return (
    <>
      <div className="od-tabs" role="tablist" aria-label="优惠券状态">
        {COUPON_TABS.map((t) => (
          <button key={t.status} type="button" role="tab" aria-selected={status === t.status} onClick={() => pick(t.status)}>{t.label}</button>
        ))}
      </div>
      {list === null ? <p className="mem-empty">加载中…</p> : list.length === 0 ? (
        <p className="mem-empty">暂无优惠券{status === 1 && <>，<a href="/member/coupon-center">去领券中心看看</a></>}</p>
      ) : (
        <ul className="mem-coupons" role="tabpanel">
          {list.map((c) => (
            <CouponCard key={c.code} c={c} muted={status !== 1} stamp={stamp}>
              {status === 1 && <a className="ui-btn ui-btn-primary" href={USE_URL}>去使用</a>}
            </CouponCard>
          ))}
        </ul>
      )}
    </>
  );
}

export default function MemberCoupons() {
  return (
    <MemberShell title="优惠券" extra={<a className="ui-btn" href="/member/coupon-center">领券中心</a>}>
      <Coupons />
    </MemberShell>
  );
}
