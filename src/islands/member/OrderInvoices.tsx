/**
 * 开票申请 in 发票管理 (/member/invoiceList): paid orders that can still be invoiced (GET orders/invoice) with an
 * 申请开票 form that uses a saved title, and the member's requests (GET order/invoice/list) with 取消 while
 * pending and 重新发送 once issued (api-contract §4.14).
 */
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { api } from '../../lib/api';
import { formatFen } from '../../lib/money';
import { formatDateTime } from '../../lib/date';
import { showToast } from '../../lib/stores/toast';
import { TITLE_TEXT, type SavedInvoice } from './invoice-types';

interface Eligible { order_id: string; title: string; invoice_amount: number; create_time: number; invoice_status: 'none' | 'pending' | 'issued' }
interface Request { id: number; order_id: string; title_type: 'individual' | 'unit'; company_title: string; amount: number; status: string; status_name: string; invoice_no: string; email: string; created: number }

function ApplyForm({ order, titles, onDone }: { order: Eligible; titles: SavedInvoice[]; onDone: () => void }) {
  const [titleId, setTitleId] = useState(String(titles.find((t) => t.is_def)?.invoices_id ?? titles[0]?.invoices_id ?? ''));
  const [content, setContent] = useState('商品明细');
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  if (!titles.length) return <p className="mem-muted">请先<a className="mem-link" href="/member/invoice-add">新增发票抬头</a>，再申请开票。</p>;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const t = titles.find((x) => String(x.invoices_id) === titleId);
    if (!t || busy) return;
    setBusy(true);
    try {
      await api.post('order/invoice/apply', { order_id: order.order_id, title: t.title, content: t.content, registration_number: t.registration_number, company_address: t.company_address,
        company_phone: t.company_phone, bankname: t.bankname, bankaccount: t.bankaccount, invoice_content: content, email: email.trim() });
      showToast('开票申请已提交', 'success');
      onDone();
    } catch { setBusy(false); }
  };
  return (
    <form className="mem-form inv-apply" onSubmit={submit} aria-label={`订单${order.order_id}申请开票`} noValidate>
      <label>发票抬头 <select value={titleId} onChange={(e) => setTitleId(e.target.value)}>{titles.map((t) => <option key={t.invoices_id} value={t.invoices_id}>{TITLE_TEXT[t.title]}：{t.content}</option>)}</select></label>
      {'　'}<label>发票内容 <select value={content} onChange={(e) => setContent(e.target.value)}><option>商品明细</option><option>商品类别</option></select></label>
      {'　'}<label>收票邮箱 <input type="email" value={email} maxLength={100} onChange={(e) => setEmail(e.target.value)} placeholder="电子发票将发送至该邮箱" /></label>
      {'　'}<button type="submit" className="ui-btn ui-btn-primary" disabled={busy}>{busy ? '提交中…' : '提交申请'}</button>
    </form>
  );
}

export default function OrderInvoices() {
  const [eligible, setEligible] = useState<Eligible[] | null>(null);
  const [requests, setRequests] = useState<Request[] | null>(null);
  const [titles, setTitles] = useState<SavedInvoice[]>([]);
  const [applying, setApplying] = useState('');
  const load = useCallback(() => {
    api.get<{ list: Eligible[] }>('orders/invoice', { page: 1, pageSize: 20 }).then((r) => setEligible(r.list ?? [])).catch(() => setEligible([]));
    api.get<{ list: Request[] }>('order/invoice/list', { page: 1, pageSize: 20 }).then((r) => setRequests(r.list ?? [])).catch(() => setRequests([]));
    api.get<{ list: SavedInvoice[] }>('member/invoicelist').then((r) => setTitles(r.list ?? [])).catch(() => setTitles([]));
  }, []);
  useEffect(load, [load]);
  const act = async (path: string, id: number, done: string) => {
    try { await api.post(path, { id }); showToast(done, 'success'); load(); } catch { /* the API client shows the message */ }
  };
  return (
    <>
      <section className="mem-card" aria-labelledby="inv-orders">
        <h3 id="inv-orders">可开票订单</h3>
        {eligible === null ? <p className="mem-empty">加载中…</p> : eligible.length === 0 ? <p className="mem-empty">暂无可开票的订单（订单付款后可申请开票）</p> : (
          <table className="mem-table" aria-label="可开票订单">
            <thead><tr><th>订单号</th><th>商品</th><th>可开票金额</th><th>下单时间</th><th>操作</th></tr></thead>
            <tbody>
              {eligible.map((o) => (
                <tr key={o.order_id}>
                  <td><a className="mem-link" href={`/member/trade/${encodeURIComponent(o.order_id)}`}>{o.order_id}</a></td>
                  <td>{o.title}</td><td>{formatFen(o.invoice_amount)}</td><td className="mem-nowrap">{formatDateTime(o.create_time)}</td>
                  <td>{o.invoice_status === 'none'
                    ? (applying === o.order_id ? <ApplyForm order={o} titles={titles} onDone={() => { setApplying(''); load(); }} /> : <button type="button" className="mem-link" onClick={() => setApplying(o.order_id)}>申请开票</button>)
                    : <span className="mem-muted">{o.invoice_status === 'pending' ? '待开票' : '已开票'}</span>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section className="mem-card" aria-labelledby="inv-requests">
        <h3 id="inv-requests">我的开票申请</h3>
        {requests === null ? <p className="mem-empty">加载中…</p> : requests.length === 0 ? <p className="mem-empty">还没有开票申请</p> : (
          <table className="mem-table" aria-label="我的开票申请">
            <thead><tr><th>订单号</th><th>抬头</th><th>金额</th><th>状态</th><th>发票号码</th><th>操作</th></tr></thead>
            <tbody>
              {requests.map((r) => (
                <tr key={r.id}>
                  <td>{r.order_id}</td><td>{TITLE_TEXT[r.title_type]}：{r.company_title}</td><td>{formatFen(r.amount)}</td><td>{r.status_name}</td><td>{r.invoice_no || '-'}</td>
                  <td className="mem-ops">
                    {r.status === 'pending' ? <button type="button" className="mem-link" onClick={() => act('order/invoice/cancel', r.id, '已取消开票申请')}>取消申请</button> : null}
                    {r.status === 'issued' ? <button type="button" className="mem-link" onClick={() => act('order/invoice/resend', r.id, `已重新发送至${r.email}`)}>重新发送</button> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}
