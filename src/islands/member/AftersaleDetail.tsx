/**
 * 售后详情 (/member/trade/aftersale?aftersales_bn=…, also /member/aftersales/{bn}): status, step bar,
 * reason and evidence, lines, refund, the progress timeline, and the buttons of §6.2 (撤销申请,
 * 填写物流 with corp_code and a 6–30 character tracking number, 再次申请).
 */
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../lib/api';
import { formatFen } from '../../lib/money';
import { formatDateTime } from '../../lib/date';
import { aftersalesButtons, aftersalesStep, AFTERSALES_STEPS, AFTERSALES_TYPE_TEXT, LOGI_NO_RULE, PROGRESS_LABEL, RETURN_CORPS } from '../../lib/aftersales';
import { showToast } from '../../lib/stores/toast';
import ConfirmDialog from '../ui/ConfirmDialog';
import type { AftersalesRow } from './AftersaleList';

interface Info extends AftersalesRow {
  progress_text: string; refuse_reason: string; corp_code: string; logi_no: string;
  logs: { progress: number; progress_val: string; remark: string; created: number }[];
  refund: { refund_fee: number; refund_status: string } | null;
  order_info: { order_id: string; order_status: string };
}

export default function AftersaleDetail({ bn }: { bn: string }) {
  const [a, setA] = useState<Info | null>(null);
  const [error, setError] = useState('');
  const [closing, setClosing] = useState(false);
  const [corp, setCorp] = useState('SF');
  const [logiNo, setLogiNo] = useState('');
  const [busy, setBusy] = useState(false);
  const load = useCallback(() => {
    api.get<Info>('aftersales/info', { aftersales_bn: bn }).then(setA).catch((e: Error) => setError(e.message));
  }, [bn]);
  useEffect(load, [load]);

  if (error) return <p className="mem-empty">{error}　<a href="/member/trade/aftersale-list">返回售后列表</a></p>;
  if (!a) return <p className="mem-empty">加载中…</p>;
  const buttons = aftersalesButtons(a.progress, a.order_info.order_status);
  const step = aftersalesStep(a.progress, a.aftersales_type);
  const act = async (path: string, body: Record<string, unknown>, done: string) => {
    setBusy(true);
    try { await api.post(path, { aftersales_bn: bn, ...body }); showToast(done, 'success'); load(); } catch { /* toast shown */ }
    setBusy(false);
  };
  const sendBack = () => {
    if (!LOGI_NO_RULE.test(logiNo.trim())) { showToast('物流单号须为6-30位字母或数字', 'error'); return; }
    void act('aftersales/sendback', { corp_code: corp, logi_no: logiNo.trim() }, '物流信息已提交');
  };

  return (
    <div className="as-detail">
      <p className="mem-muted"><a className="mem-link" href="/member/trade/aftersale-list">返回售后列表</a>　订单：<a className="mem-link" href={`/member/trade/${a.order_id}`}>{a.order_id}</a></p>
      <section className="mem-card as-status">
        <div className="as-status-code">
          <p>售后单号：{a.aftersales_bn}</p>
          <p className="as-status-text" data-testid="aftersales-progress">{PROGRESS_LABEL[a.progress]}</p>
          <p className="mem-muted">{a.progress_text}</p>
          {a.refuse_reason && <p className="mem-minus">驳回原因：{a.refuse_reason}</p>}
        </div>
        {step >= 0 && (
          <ol className="td-steps" aria-label="售后进度">
            {AFTERSALES_STEPS.map((s, i) => <li key={s} className={i <= step ? 'is-done' : ''} aria-current={i === step ? 'step' : undefined}>{s}</li>)}
          </ol>
        )}
      </section>
      <section className="mem-card as-grid">
        <div>
          <h2>售后信息</h2>
          <p>售后类型：{AFTERSALES_TYPE_TEXT[a.aftersales_type]}</p>
          <p>售后原因：{a.reason}</p>
          <p>问题描述：{a.description || '—'}</p>
          <p>申请时间：{formatDateTime(a.create_time)}</p>
          {a.aftersales_type !== 'EXCHANGING_GOODS' && <p>退款金额：<b className="price" data-testid="aftersales-refund">{formatFen(a.refund_fee)}</b>{a.refund?.refund_status === 'SUCCESS' ? '（已退款）' : ''}</p>}
          {a.logi_no && <p>退回物流：{RETURN_CORPS.find(([c]) => c === a.corp_code)?.[1] ?? a.corp_code}　{a.logi_no}</p>}
          {a.evidence_pic.length > 0 && <div className="as-pics" aria-label="售后凭证">{a.evidence_pic.map((p) => <a key={p} href={p} target="_blank" rel="noreferrer"><img src={p} alt="售后凭证" width={80} height={80} /></a>)}</div>}
          <div className="as-actions">
            {buttons.includes('reapply') && <a className="btn btn-primary" href={`/member/trade/aftersale?order_id=${a.order_id}&aftersales_bn=${a.aftersales_bn}`}>再次申请</a>}
            {buttons.includes('close') && <button type="button" className="btn" disabled={busy} onClick={() => setClosing(true)}>撤销申请</button>}
          </div>
          {buttons.includes('sendback') && (
            <form className="as-sendback" aria-label="填写物流" onSubmit={(e) => { e.preventDefault(); sendBack(); }}>
              <h3>填写物流</h3>
              <label>物流公司 <select aria-label="物流公司" value={corp} onChange={(e) => setCorp(e.target.value)}>{RETURN_CORPS.map(([c, n]) => <option key={c} value={c}>{n}</option>)}</select></label>
              <label>物流单号 <input aria-label="物流单号" maxLength={30} value={logiNo} onChange={(e) => setLogiNo(e.target.value)} placeholder="6-30位字母或数字" /></label>
              <button type="submit" className="btn btn-primary" disabled={busy}>提交物流</button>
            </form>
          )}
        </div>
        <div>
          <h2>处理进度</h2>
          <ol className="as-timeline" aria-label="处理进度">
            {[...a.logs].reverse().map((l, i) => <li key={i}><span className="mem-muted">{formatDateTime(l.created)}</span><span>{l.remark || l.progress_val}</span></li>)}
          </ol>
        </div>
      </section>
      <section className="mem-card">
        <h2>售后商品</h2>
        <table className="mem-table" aria-label="售后商品">
          <thead><tr><th>商品</th><th>数量</th><th>退款金额</th></tr></thead>
          <tbody>{a.detail.map((d) => (
            <tr key={d.id}><td><div className="co-line-goods"><img src={d.item_pic} alt="" width={48} height={48} /><span>{d.item_name}</span></div></td><td>{d.num}</td><td>{formatFen(d.refund_fee)}</td></tr>
          ))}</tbody>
        </table>
      </section>
      <ConfirmDialog open={closing} busy={busy} message="确定撤销该售后申请吗？" onCancel={() => setClosing(false)}
        onOk={() => { setClosing(false); void act('aftersales/close', {}, '售后申请已撤销'); }} />
    </div>
  );
}
