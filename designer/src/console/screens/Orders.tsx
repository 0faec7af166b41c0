/** 订单: tabs by state, search by order number / mobile / receiver, date range; the detail ships, cancels and remarks. */
import { Fragment, useEffect, useState, type FormEvent } from 'react';
import { adm } from '../api';
import { ResourceTable } from '../ResourceTable';
import { dateTime, yuan } from '../format';
import { go } from '../route';
import { toast } from '../../store/ui';

const STATES = [['', '全部'], ['NOTPAY', '待支付'], ['PAYED', '待发货'], ['WAIT_BUYER_CONFIRM', '待收货'], ['DONE', '已完成'], ['CANCEL', '已取消'], ['CLOSED', '已关闭']];
interface OrderRow { order_id: string; order_status: string; status_label: string; total_fee: number; total_num: number; receiver_name: string; mobile: string; created_at: string; first_item: string; operator_remark: string }

export function Orders() {
  const [state, setState] = useState('');
  return (
    <section className="cs-screen" aria-labelledby="cs-title">
      <div className="cs-head"><h1 id="cs-title">订单管理</h1><a className="dz-btn" href={`/api/admin/export/orders.xlsx${state ? `?order_status=${state}` : ''}`}>导出订单（Excel）</a></div>
      <div className="cs-tabs" role="tablist" aria-label="订单状态">
        {STATES.map(([v, l]) => <button key={v} type="button" role="tab" aria-selected={state === v} className={`cs-tab${state === v ? ' is-on' : ''}`} onClick={() => setState(v)}>{l}</button>)}
      </div>
      <ResourceTable<OrderRow> caption="订单列表" path="orders" search="订单号 / 会员手机号 / 收货人" fixed={{ order_status: state }} rowKey={(o) => o.order_id}
        filters={[{ name: 'start_date', label: '开始日期', placeholder: '开始日期 YYYY-MM-DD' }, { name: 'end_date', label: '结束日期', placeholder: '结束日期 YYYY-MM-DD' }]}
        columns={[
          { key: 'order_id', label: '订单号', render: (o) => <><div className="cs-mono">{o.order_id}</div><div className="dz-muted">{o.first_item}{o.total_num > 1 ? ` 等${o.total_num}件` : ''}</div></> },
          { key: 'mobile', label: '会员', render: (o) => <>{o.mobile}<div className="dz-muted">收货人：{o.receiver_name}</div></> },
          { key: 'total_fee', label: '实付', render: (o) => yuan(o.total_fee) },
          { key: 'status_label', label: '状态', render: (o) => <span className={`cs-tag is-${o.order_status}`}>{o.status_label}</span> },
          { key: 'created_at', label: '下单时间', render: (o) => dateTime(o.created_at) },
        ]}
        actions={(o) => <button type="button" className={`dz-btn dz-btn-sm${o.order_status === 'PAYED' ? ' dz-btn-primary' : ''}`} aria-label={`${o.order_status === 'PAYED' ? '发货' : '查看'}订单${o.order_id}`} onClick={() => go('orders', o.order_id)}>{o.order_status === 'PAYED' ? '发货' : '查看'}</button>} />
    </section>
  );
}

interface Detail {
  orderInfo: { order_id: string; order_status: string; status_detail_label: string; total_fee: number; item_fee: number; freight_fee: number; coupon_discount: number; point_fee: number; receiver_name: string; receiver_mobile: string; receiver_state: string; receiver_city: string; receiver_district: string; receiver_address: string; remark: string; cancel_reason: string; create_date: string; pay_type: string;
    items: { id: number; item_name: string; pic: string; item_spec_desc: string; price: number; num: number; item_fee: number }[] };
  operator_remark: string; member: { mobile: string; username: string }; deliveries: { delivery_corp_name: string; delivery_code: string; created_at: string }[];
  aftersales: { aftersales_bn: string; progress: number; refund_fee: number }[];
}
export const CORPS = ['顺丰速运', '中通快递', '圆通速递', '韵达快递', '申通快递', '京东物流', '邮政EMS'];

export function OrderDetail({ id }: { id: string }) {
  const [d, setD] = useState<Detail | null>(null);
  const [error, setError] = useState('');
  const [ship, setShip] = useState({ delivery_corp_name: CORPS[0], delivery_code: '' });
  const [reason, setReason] = useState('');
  const [remark, setRemark] = useState('');
  const load = () => adm.get<Detail>(`orders/${id}`).then((x) => { setD(x); setRemark(x.operator_remark); }, (e: Error) => setError(e.message));
  useEffect(() => { void load(); }, [id]);
  const act = async (e: FormEvent, fn: () => Promise<unknown>, done: string) => {
    e.preventDefault(); setError('');
    try { await fn(); toast(done, 'success'); await load(); } catch (ex) { setError((ex as Error).message); }
  };
  if (!d) return <section className="cs-screen"><p className="dz-empty" role={error ? 'alert' : undefined}>{error || '加载中…'}</p></section>;
  const o = d.orderInfo;
  return (
    <section className="cs-screen" aria-labelledby="cs-title">
      <div className="cs-head"><h1 id="cs-title">订单 {o.order_id}</h1><a className="dz-btn" href="#/admin/orders">返回列表</a></div>
      {error ? <p className="dz-field-error cs-form-error" role="alert">{error}</p> : null}
      <div className="cs-grid">
        <div className="cs-card"><h2>订单信息</h2><dl className="cs-dl">
          <dt>状态</dt><dd><span className={`cs-tag is-${o.order_status}`}>{o.status_detail_label}</span></dd>
          <dt>下单时间</dt><dd>{o.create_date}</dd><dt>会员</dt><dd>{d.member.mobile}（{d.member.username}）</dd>
          <dt>商品金额</dt><dd>{yuan(o.item_fee)}</dd><dt>运费</dt><dd>{yuan(o.freight_fee)}</dd><dt>优惠</dt><dd>-{yuan(o.coupon_discount + o.point_fee)}</dd><dt>实付</dt><dd className="cs-strong">{yuan(o.total_fee)}</dd>
          <dt>买家留言</dt><dd>{o.remark || '-'}</dd>{o.cancel_reason ? <><dt>取消原因</dt><dd>{o.cancel_reason}</dd></> : null}
        </dl></div>
        <div className="cs-card"><h2>收货信息</h2><dl className="cs-dl">
          <dt>收货人</dt><dd>{o.receiver_name} {o.receiver_mobile}</dd><dt>地址</dt><dd>{o.receiver_state}{o.receiver_city}{o.receiver_district}{o.receiver_address}</dd>
          {d.deliveries.map((x, i) => <Fragment key={i}><dt>物流</dt><dd>{x.delivery_corp_name} {x.delivery_code}</dd></Fragment>)}
        </dl></div>
      </div>
      <div className="cs-card"><h2>商品</h2><table className="dz-table"><thead><tr><th>商品</th><th>规格</th><th>单价</th><th>数量</th><th>小计</th></tr></thead>
        <tbody>{o.items.map((i) => <tr key={i.id}><td className="cs-item">{i.pic ? <img className="cs-thumb" src={i.pic} alt="" /> : null}{i.item_name}</td><td>{i.item_spec_desc || '-'}</td><td>{yuan(i.price)}</td><td>{i.num}</td><td>{yuan(i.item_fee)}</td></tr>)}</tbody></table></div>
      {o.order_status === 'PAYED' ? (
        <form className="cs-card cs-inline-form" aria-label="发货" onSubmit={(e) => act(e, () => adm.post(`orders/${id}/ship`, ship), '已发货')}>
          <h2>发货</h2>
          <label htmlFor="ship-corp">物流公司</label>
          <select id="ship-corp" className="dz-input" value={ship.delivery_corp_name} onChange={(e) => setShip({ ...ship, delivery_corp_name: e.target.value })}>{CORPS.map((c) => <option key={c}>{c}</option>)}</select>
          <label htmlFor="ship-code">快递单号</label>
          <input id="ship-code" className="dz-input" value={ship.delivery_code} onChange={(e) => setShip({ ...ship, delivery_code: e.target.value })} />
          <button type="submit" className="dz-btn dz-btn-primary">确认发货</button>
        </form>) : null}
      {['NOTPAY', 'PAYED'].includes(o.order_status) ? (
        <form className="cs-card cs-inline-form" aria-label="取消订单" onSubmit={(e) => act(e, () => adm.post(`orders/${id}/cancel`, { reason }), '订单已取消')}>
          <h2>取消订单</h2><label htmlFor="cancel-reason">取消原因</label>
          <input id="cancel-reason" className="dz-input" maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} />
          <button type="submit" className="dz-btn dz-btn-danger">取消订单</button>
          {o.order_status === 'PAYED' ? <span className="dz-muted">已支付的订单取消后将原路退款</span> : null}
        </form>) : null}
      <form className="cs-card cs-inline-form" aria-label="商家备注" onSubmit={(e) => act(e, () => adm.put(`orders/${id}/remark`, { remark }), '备注已保存')}>
        <h2>商家备注</h2><label htmlFor="op-remark" className="dz-sr">商家备注</label>
        <input id="op-remark" className="dz-input" maxLength={500} value={remark} onChange={(e) => setRemark(e.target.value)} placeholder="仅运营可见" />
        <button type="submit" className="dz-btn">保存备注</button>
      </form>
      {d.aftersales.length ? <div className="cs-card"><h2>售后</h2>{d.aftersales.map((a) => <a key={a.aftersales_bn} className="dz-btn dz-btn-sm" href={`#/admin/aftersales/${a.aftersales_bn}`}>售后单 {a.aftersales_bn}（退款 {yuan(a.refund_fee)}）</a>)}</div> : null}
    </section>
  );
}
