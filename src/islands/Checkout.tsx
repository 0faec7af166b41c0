/**
 * /cart/checkout (订单信息): address, coupon, points, invoice and remark; every change re-prices the order
 * with POST getFreightFee, and 提交订单 creates it with POST order_new (one request key per page load).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { api, getToken, loginUrl } from '../lib/api';
import {
  afterOrderUrl, buildCheckoutParams, indexedParams, invoiceError, NO_INVOICE, parseCheckoutQuery, pickupError,
  type CheckoutAddress as Address, type CheckoutQuery, type CouponChoice, type InvoiceChoice, type PickupChoice, type UserCoupon,
} from '../lib/checkout';
import { leaveCheckoutFor, newRequestKey, reloadIfRestoredElsewhere } from '../lib/checkout-nav';
import { showToast } from '../lib/stores/toast';
import CheckoutAddress from './CheckoutAddress';
import CheckoutCoupons from './CheckoutCoupons';
import CheckoutInvoice from './CheckoutInvoice';
import CheckoutPoints from './CheckoutPoints';
import CheckoutPickup, { type PickupLocation } from './CheckoutPickup';
import { CheckoutAmounts, CheckoutLines, type FreightResult } from './CheckoutSummary';

/** Typing in the invoice fields should not send a request per key. */
const RECALC_DEBOUNCE_MS = 250;

const pickAddress = (list: Address[], preferred?: Address['address_id']) =>
  list.find((a) => preferred !== undefined && String(a.address_id) === String(preferred))
  ?? list.find((a) => ['1', 'true'].includes(String(a.is_def))) ?? list[0];

export default function Checkout() {
  const [query, setQuery] = useState<CheckoutQuery | null>(null);
  const requestKey = useRef('');
  // null until the first answer: "no address yet" is only said once the list is known to be empty.
  const [addresses, setAddresses] = useState<Address[] | null>(null);
  const [addressId, setAddressId] = useState<Address['address_id']>();
  const [coupon, setCoupon] = useState<CouponChoice>('none');
  const [coupons, setCoupons] = useState<UserCoupon[]>([]);
  const [pointUse, setPointUse] = useState(0);
  const [invoice, setInvoice] = useState<InvoiceChoice>(NO_INVOICE);
  const [remark, setRemark] = useState('');
  const [pickupLocations, setPickupLocations] = useState<PickupLocation[]>([]);
  const [pickup, setPickup] = useState<PickupChoice | null>(null);
  const [fee, setFee] = useState<FreightResult | null>(null);
  // The choices the amounts shown were priced for: any other choice shows them as pending until priced.
  const [pricedKey, setPricedKey] = useState('');
  const [feeError, setFeeError] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const calcSeq = useRef(0);

  const loadAddresses = useCallback(async (prefer?: Address['address_id']) => {
    const res = await api.get<{ list: Address[] }>('member/addresslist');
    const list = res.list ?? [];
    setAddresses(list);
    setAddressId((cur) => pickAddress(list, prefer ?? cur)?.address_id);
  }, []);

  useEffect(() => {
    if (!getToken()) { location.replace(loginUrl()); return; }
    const q = parseCheckoutQuery(location.search);
    setQuery(q);
    requestKey.current = newRequestKey();
    api.get<{ list: PickupLocation[] }>('distributor/pickuplocation', { distributor_id: q.distributorId ?? 0, cart_type: q.mode }, { showError: false })
      .then((r) => setPickupLocations(r.list ?? [])).catch(() => undefined);
    loadAddresses().catch(() => setAddresses((cur) => cur ?? []));
    return reloadIfRestoredElsewhere();
  }, [loadAddresses]);

  const address = addresses?.find((a) => String(a.address_id) === String(addressId));
  // An unfinished invoice form is left out of pricing until it is valid.
  const calcParams = query && buildCheckoutParams({ query, address, coupon, pointUse, invoice: invoiceError(invoice) ? NO_INVOICE : invoice, remark: '', pickup: pickup ?? undefined });
  const calcKey = JSON.stringify(calcParams);

  useEffect(() => {
    if (!calcParams) return;
    const seq = ++calcSeq.current;
    const timer = setTimeout(() => {
      api.post<FreightResult>('getFreightFee', calcParams)
        .then((res) => { if (seq === calcSeq.current) { setFee(res); setFeeError(''); setPricedKey(calcKey); } })
        .catch((e: Error) => {
          if (seq !== calcSeq.current) return;
          setFeeError(e.message);
          setPricedKey(calcKey);
          if (coupon !== 'none') setCoupon('none'); // a refused coupon: price again without it
          // Refused points (deduction switched off or the rule changed meanwhile): again without them,
          // since the points section may be gone and could not be unticked.
          if (pointUse > 0) setPointUse(0);
        });
    }, RECALC_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [calcKey]); // eslint-disable-line react-hooks/exhaustive-deps

  // The coupon list depends on the priced lines; load it once they are known.
  const itemsKey = fee ? fee.items.map((i) => `${i.item_id}x${i.num}`).join(',') : '';
  useEffect(() => {
    if (!fee || !query) return;
    api.get<{ list: UserCoupon[] }>('user/newGetCardList', {
      page_no: 1, page_size: 999, status: 1, is_checkout: true, cart_type: query.mode, distributor_id: query.distributorId,
      use_platform: 'mall', page_type: 'picker', ...indexedParams('items', fee.items.map((i) => ({ item_id: i.item_id, price: i.total_fee, num: i.num }))),
    }, { showError: false }).then((r) => setCoupons(r.list ?? [])).catch(() => setCoupons([]));
  }, [itemsKey]); // eslint-disable-line react-hooks/exhaustive-deps

  const submit = async () => {
    if (!query || !fee) return;
    setSubmitted(true);
    if (pickup && pickupError(pickup)) { showToast(pickupError(pickup), 'error'); return; }
    if (!pickup && !address) { showToast('请选择收货地址', 'error'); return; }
    const invErr = invoiceError(invoice);
    if (invErr) { showToast(invErr, 'error'); return; }
    setSubmitting(true);
    try {
      const params = buildCheckoutParams({ query, address, coupon, pointUse, invoice, remark, pickup: pickup ?? undefined });
      const res = await api.post<{ order_id: string | number; total_fee: number }>('order_new', { ...params, request_key: requestKey.current });
      const orderId = String(res.order_id);
      leaveCheckoutFor(afterOrderUrl(orderId, res.total_fee), orderId);
    } catch {
      setSubmitting(false); // the API layer showed why
    }
  };

  if (!query) return <div className="co-page container"><p className="co-muted">加载中…</p></div>;
  return (
    <div className="co-page container">
      <h1 className="co-title">填写并核对订单信息</h1>
      {query.activity.order_type === 'normal_seckill' && <p><span className="co-activity-tag">秒杀</span>秒杀资格保留5分钟，请尽快提交订单</p>}
      {query.activity.order_type === 'normal_groups' && <p><span className="co-activity-tag">拼团</span>{query.activity.team_id ? '参加好友的团，付款后等待成团' : '开团后邀请好友参团，人满即成团；到期未成团自动退款'}</p>}
      <CheckoutPickup locations={pickupLocations} pickup={pickup} onChange={setPickup} />
      {!pickup && (
        <CheckoutAddress
          addresses={addresses} selectedId={addressId} onSelect={(a) => setAddressId(a.address_id)}
          onSaved={(a) => { void loadAddresses(a.address_id).catch(() => undefined); }}
        />
      )}
      {fee ? <CheckoutLines items={fee.items} /> : <section className="co-section"><p className="co-muted">{feeError || '正在计算订单金额…'}</p></section>}
      <CheckoutCoupons coupons={coupons} value={coupon} onChange={setCoupon} />
      {/* Deduction switched off in 设置 → 积分规则: points are not offered (the server would refuse them). */}
      {fee && fee.point_rule?.isOpenDeductPoint !== false && (Number(fee.user_point) > 0 || Number(fee.max_point) > 0) && <CheckoutPoints fee={fee} value={pointUse} onChange={setPointUse} />}
      <CheckoutInvoice value={invoice} onChange={setInvoice} showErrors={submitted} />
      <section className="co-section" aria-labelledby="co-remark-h">
        <div className="co-section-head"><h2 id="co-remark-h">订单备注</h2></div>
        <textarea className="co-remark" aria-label="订单备注" maxLength={100} placeholder="选填，请先和商家协商一致" value={remark} onChange={(e) => setRemark(e.target.value)} />
      </section>
      <div className="co-submit">
        {fee && <CheckoutAmounts fee={fee} pending={pricedKey !== calcKey} />}
        {pickup && fee?.ziti_info && <p className="co-ship">自提点：{fee.ziti_info.name}　{fee.ziti_info.pickup_date} {fee.ziti_info.pickup_time}　提货人：{pickup.name} {pickup.mobile}</p>}
        {!pickup && address && <p className="co-ship">寄送至：{address.province} {address.city} {address.county} {address.adrdetail}　收货人：{address.username} {address.telephone}</p>}
        {feeError && <p className="co-form-error" role="alert">{feeError}</p>}
        <button type="button" className="btn btn-primary btn-lg" disabled={!fee || submitting} onClick={() => void submit()}>
          {submitting ? '正在提交…' : '提交订单'}
        </button>
      </div>
    </div>
  );
}
