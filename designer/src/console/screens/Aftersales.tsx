/** 售后: list by status; the detail runs the review → (return goods → receive) → refund flow of the after-sales module. */
import { useEffect, useState } from 'react';
import { adm } from '../api';
import { ResourceTable } from '../ResourceTable';
import { yuan } from '../format';
import { go } from '../route';
import { confirmDialog, toast } from '../../store/ui';

interface Row { aftersales_bn: string; order_id: string; aftersales_type_desc: string; aftersales_status_desc: string; progress: number; progress_val: string; progress_text: string; refund_fee: number; reason: string; description: string; create_date: string; refuse_reason: string; corp_code: string; logi_no: string; evidence_pic: string[];
  detail: { id: number; item_name: string; pic: string; item_spec_desc: string; num: number; refund_fee: number }[] }

export function Aftersales() {
  return (
    <section className="cs-screen" aria-labelledby="cs-title">
      <div className="cs-head"><h1 id="cs-title">售后管理</h1></div>
      <ResourceTable<Row> caption="售后列表" path="aftersales" rowKey={(a) => a.aftersales_bn} filters={[{ name: 'aftersales_status', label: '状态', options: ['待处理', '处理中', '已处理', '已驳回', '已关闭'].map((l, i) => ({ value: String(i), label: l })) }, { name: 'order_id', label: '订单号' }]}
        columns={[
          { key: 'aftersales_bn', label: '售后单号', render: (a) => <span className="cs-mono">{a.aftersales_bn}</span> },
          { key: 'order_id', label: '订单号', render: (a) => <a href={`#/admin/orders/${a.order_id}`} className="cs-mono">{a.order_id}</a> },
          { key: 'aftersales_type_desc', label: '类型' }, { key: 'reason', label: '原因' },
          { key: 'refund_fee', label: '退款金额', render: (a) => yuan(a.refund_fee) },
          { key: 'progress_val', label: '进度', render: (a) => <span className={`cs-tag is-p${a.progress}`}>{a.progress_val}</span> },
          { key: 'create_date', label: '申请时间' },
        ]}
        actions={(a) => <button type="button" className={`dz-btn dz-btn-sm${[0, 2, 8].includes(a.progress) ? ' dz-btn-primary' : ''}`} aria-label={`处理售后${a.aftersales_bn}`} onClick={() => go('aftersales', a.aftersales_bn)}>{[0, 2, 8].includes(a.progress) ? '处理' : '查看'}</button>} />
    </section>
  );
}

export function AftersalesDetail({ bn }: { bn: string }) {
  const [a, setA] = useState<Row | null>(null);
  const [error, setError] = useState('');
  const [refuse, setRefuse] = useState('');
  const load = () => adm.get<Row>(`aftersales/${bn}`).then(setA, (e: Error) => setError(e.message));
  useEffect(() => { void load(); }, [bn]);
  const act = async (action: string, body: object, done: string, confirm?: string) => {
    if (confirm && !(await confirmDialog(confirm))) return;
    setError('');
    try { await adm.post(`aftersales/${bn}/${action}`, body); toast(done, 'success'); await load(); } catch (e) { setError((e as Error).message); }
  };
  if (!a) return <section className="cs-screen"><p className="dz-empty">{error || '加载中…'}</p></section>;
  return (
    <section className="cs-screen" aria-labelledby="cs-title">
      <div className="cs-head"><h1 id="cs-title">售后单 {a.aftersales_bn}</h1><a className="dz-btn" href="#/admin/aftersales">返回列表</a></div>
      {error ? <p className="dz-field-error cs-form-error" role="alert">{error}</p> : null}
      <div className="cs-card"><dl className="cs-dl">
        <dt>进度</dt><dd><span className={`cs-tag is-p${a.progress}`}>{a.progress_val}</span> {a.progress_text}</dd>
        <dt>类型</dt><dd>{a.aftersales_type_desc}</dd><dt>订单</dt><dd><a href={`#/admin/orders/${a.order_id}`}>{a.order_id}</a></dd>
        <dt>原因</dt><dd>{a.reason}{a.description ? `：${a.description}` : ''}</dd><dt>退款金额</dt><dd className="cs-strong">{yuan(a.refund_fee)}</dd>
        {a.logi_no ? <><dt>回寄物流</dt><dd>{a.corp_code} {a.logi_no}</dd></> : null}
        {a.refuse_reason ? <><dt>驳回原因</dt><dd>{a.refuse_reason}</dd></> : null}
      </dl>
      {a.evidence_pic.length ? <div className="cs-pics">{a.evidence_pic.map((p) => <img key={p} className="cs-thumb-lg" src={p} alt="凭证图片" />)}</div> : null}
      <table className="dz-table"><thead><tr><th>商品</th><th>规格</th><th>数量</th><th>退款</th></tr></thead>
        <tbody>{a.detail.map((l) => <tr key={l.id}><td>{l.item_name}</td><td>{l.item_spec_desc || '-'}</td><td>{l.num}</td><td>{yuan(l.refund_fee)}</td></tr>)}</tbody></table></div>
      <div className="cs-card cs-inline-form" aria-label="售后处理">
        {a.progress === 0 ? <>
          <button type="button" className="dz-btn dz-btn-primary" onClick={() => act('approve', {}, '已同意申请')}>同意申请</button>
          <label htmlFor="refuse-reason">驳回原因</label><input id="refuse-reason" className="dz-input" maxLength={200} value={refuse} onChange={(e) => setRefuse(e.target.value)} />
          <button type="button" className="dz-btn dz-btn-danger" onClick={() => act('refuse', { refuse_reason: refuse }, '已驳回')}>驳回</button>
        </> : null}
        {a.progress === 2 ? <button type="button" className="dz-btn dz-btn-primary" onClick={() => act('receive', {}, '已确认收货')}>确认收到退货</button> : null}
        {a.progress === 8 ? <button type="button" className="dz-btn dz-btn-primary" onClick={() => act('refund', {}, '已退款', `确认退款 ${yuan(a.refund_fee)} 吗？款项将原路退回。`)}>确认退款</button> : null}
        {![0, 2, 8].includes(a.progress) ? <span className="dz-muted">{a.progress === 1 ? '等待消费者回寄商品' : '当前无需处理'}</span> : null}
      </div>
    </section>
  );
}
