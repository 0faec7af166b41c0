/**
 * /member/coupon-center (领券中心): unexpired coupon templates of GET getCardList; 领取 calls GET user/receiveCard
 * and opens the modal 领取成功 (优惠券领取成功，现在去使用 → /items?keywords=). A template shows 已领取 when the
 * member reached get_limit and 已领完 when none are left (spec §4). Guests are sent to login on 领取.
 */
import { useCallback, useEffect, useState } from 'react';
import { api, getToken, loginUrl } from '../../lib/api';
import { couponGetState, GET_STATE_TEXT } from '../../lib/member';
import Modal from '../ui/Modal';
import CouponCard, { type CouponCardData } from './CouponCard';
import MemberShell from './MemberShell';

const PAGE_SIZE = 999;
const USE_URL = '/items?keywords=';
type Template = CouponCardData & { card_id: number };

function Center() {
  const [list, setList] = useState<Template[] | null>(null);
  const [claiming, setClaiming] = useState<number | null>(null);
  const [done, setDone] = useState(false);

  const load = useCallback(() => {
    api.get<{ list: Template[] }>('getCardList', { page_no: 1, page_size: PAGE_SIZE, end_date: 1 })
      .then((r) => setList(r.list ?? [])).catch(() => setList([]));
  }, []);
  useEffect(load, [load]);

  const claim = async (c: Template) => {
    if (!getToken()) { location.href = loginUrl(); return; }
    setClaiming(c.card_id);
    try { await api.get('user/receiveCard', { card_id: c.card_id }); setDone(true); load(); } catch { /* toast shown by the API layer */ }
    setClaiming(null);
  };
  const close = useCallback(() => setDone(false), []);

  return (
    <>
      {list === null ? <p className="mem-empty">加载中…</p> : list.length === 0 ? <p className="mem-empty">暂无可领取的优惠券</p> : (
        <ul className="mem-coupons">
          {list.map((c) => {
            const state = couponGetState(c);
            return (
              <CouponCard key={c.card_id} c={c} muted={state === 2}>
                <button type="button" className={`ui-btn${state === 0 ? ' ui-btn-primary' : ''}`} disabled={state !== 0 || claiming === c.card_id}
                  aria-label={`${GET_STATE_TEXT[state]} ${c.title ?? ''}`} onClick={() => void claim(c)}>
                  {GET_STATE_TEXT[state]}
                </button>
              </CouponCard>
            );
          })}
        </ul>
      )}
      <Modal open={done} title="领取成功" width={416} onClose={close}
        footer={<>
          <button type="button" className="ui-btn" onClick={close}>继续领券</button>
          <a className="ui-btn ui-btn-primary" href={USE_URL}>去使用</a>
        </>}>
        <p>优惠券领取成功，现在去使用</p>
      </Modal>
    </>
  );
}

export default function CouponCenter() {
  return (
    <MemberShell title="领券中心" requireLogin={false} extra={<a className="ui-btn" href="/member/coupon">我的优惠券</a>}>
      <Center />
    </MemberShell>
  );
}
