/**
 * 申请售后 (/member/trade/aftersale?order_id=…; with &aftersales_bn=… it is 再次申请 → aftersales/modify):
 * type, reason from aftersales/reason/list, quantities per line up to what is left, optional refund
 * amount, description and up to 3 pictures. The server decides every limit again.
 */
import { useEffect, useState } from 'react';
import { api } from '../../lib/api';
import { formatFen } from '../../lib/money';
import { applyProblem, leftOf, MAX_EVIDENCE_PICS, typesFor } from '../../lib/aftersales';
import { showToast } from '../../lib/stores/toast';
import ImagePicker from '../ui/ImagePicker';
import type { Order, OrderDetail, OrderItem } from '../trade-types';
import { detailUrl } from './AftersaleList';

type Line = OrderItem & { id: number };

export default function AftersaleApply({ orderId, modifyBn }: { orderId: string; modifyBn?: string }) {
  const [order, setOrder] = useState<Order | null>(null);
  const [reasons, setReasons] = useState<string[]>([]);
  const [type, setType] = useState('');
  const [reason, setReason] = useState('');
  const [nums, setNums] = useState<Record<number, number>>({});
  const [refundYuan, setRefundYuan] = useState('');
  const [description, setDescription] = useState('');
  const [pics, setPics] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  useEffect(() => {
    api.get<OrderDetail>(`order/${encodeURIComponent(orderId)}`).then((d) => {
      const o = d.orderInfo;
      setOrder(o);
      setType(o.aftersales_types?.[0] ?? '');
      const lines = o.items as Line[];
      setNums(Object.fromEntries(lines.map((l) => [l.id, lines.length === 1 ? leftOf(l) : 0])));
    }).catch((e: Error) => setError(e.message));
    api.get<string[]>('aftersales/reason/list').then((r) => setReasons(Array.isArray(r) ? r : [])).catch(() => undefined);
  }, [orderId]);

  if (error) return <p className="mem-empty">{error}</p>;
  if (!order) return <p className="mem-empty">加载中…</p>;
  const types = typesFor(order.aftersales_types);
  if (!types.length) return <p className="mem-empty">该订单当前不能申请售后　<a href={`/member/trade/${orderId}`}>返回订单详情</a></p>;
  const lines = order.items as Line[];

  const submit = async () => {
    const chosen = lines.map((l) => ({ id: l.id, num: nums[l.id] ?? 0 })).filter((l) => l.num > 0);
    const problem = applyProblem({ type, reason, lines: chosen, description, pics });
    if (problem) { showToast(problem, 'error'); return; }
    const refund = refundYuan.trim() ? Math.round(Number(refundYuan) * 100) : undefined;
    if (refund !== undefined && (!Number.isFinite(refund) || refund < 0)) { showToast('退款金额不正确', 'error'); return; }
    setBusy(true);
    try {
      const body = { order_id: orderId, detail: JSON.stringify(chosen), aftersales_type: type, reason, description: description.trim(), evidence_pic: pics,
        ...(refund !== undefined && type !== 'EXCHANGING_GOODS' ? { refund_fee: refund } : {}) };
      const r = await api.post<{ aftersales_bn: string }>(modifyBn ? 'aftersales/modify' : 'aftersales', modifyBn ? { ...body, aftersales_bn: modifyBn } : body);
      showToast('售后申请已提交', 'success');
      location.href = detailUrl(r.aftersales_bn);
    } catch { setBusy(false); }
  };

  return (
    <form className="mem-card as-form" onSubmit={(e) => { e.preventDefault(); void submit(); }} aria-label="申请售后">
      <p className="mem-muted">订单号：{orderId}</p>
      <fieldset className="as-field">
        <legend>售后类型</legend>
        {types.map((t) => <label key={t.value} className="as-radio"><input type="radio" name="type" value={t.value} checked={type === t.value} onChange={() => setType(t.value)} /> {t.label}</label>)}
      </fieldset>
      <table className="mem-table" aria-label="售后商品">
        <thead><tr><th>商品</th><th>单价</th><th>购买数量</th><th>可申请</th><th>申请数量</th></tr></thead>
        <tbody>
          {lines.map((l) => (
            <tr key={l.id}>
              <td><div className="co-line-goods"><img src={l.pic ?? ''} alt="" width={48} height={48} /><span>{l.item_name}</span></div></td>
              <td>{formatFen(l.price)}</td>
              <td>{l.num}</td>
              <td>{leftOf(l)}</td>
              <td><input type="number" className="as-num" aria-label={`${l.item_name}申请数量`} min={0} max={leftOf(l)} value={nums[l.id] ?? 0} disabled={leftOf(l) === 0}
                onChange={(e) => setNums({ ...nums, [l.id]: Math.min(leftOf(l), Math.max(0, Math.trunc(Number(e.target.value) || 0))) })} /></td>
            </tr>
          ))}
        </tbody>
      </table>
      <label className="as-field">售后原因
        <select value={reason} onChange={(e) => setReason(e.target.value)} aria-label="售后原因">
          <option value="">请选择售后原因</option>
          {reasons.map((r) => <option key={r} value={r}>{r}</option>)}
        </select>
      </label>
      {type !== 'EXCHANGING_GOODS' && (
        <label className="as-field">退款金额（元）
          <input inputMode="decimal" aria-label="退款金额" placeholder="不填则按所选商品实付金额退款" value={refundYuan} onChange={(e) => setRefundYuan(e.target.value.replace(/[^\d.]/g, ''))} />
        </label>
      )}
      <label className="as-field">问题描述
        <textarea aria-label="问题描述" maxLength={500} placeholder="请描述遇到的问题（最多500字）" value={description} onChange={(e) => setDescription(e.target.value)} />
      </label>
      <div className="as-field"><span>上传凭证（最多{MAX_EVIDENCE_PICS}张，JPG/PNG）</span><ImagePicker value={pics} onChange={setPics} max={MAX_EVIDENCE_PICS} label="上传凭证图片" /></div>
      <div className="as-actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>{modifyBn ? '重新提交申请' : '提交申请'}</button>
        <a className="mem-link" href={`/member/trade/${orderId}`}>返回订单详情</a>
      </div>
    </form>
  );
}
