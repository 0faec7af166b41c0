/** 开票管理: members' invoice requests after purchase; 开票 records the number of the invoice issued in the tax system (audited). */
import { useState, type FormEvent } from 'react';
import { adm } from '../api';
import { ResourceTable } from '../ResourceTable';
import { dateTime, yuan } from '../format';
import { toast } from '../../store/ui';

interface Invoice { id: number; order_id: string; title_type: 'individual' | 'unit'; company_title: string; registration_number: string; invoice_content: string; email: string; amount: number; status: string; status_name: string; invoice_no: string; created: number }

function IssueForm({ row, done }: { row: Invoice; done: () => void }) {
  const [no, setNo] = useState('');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try { await adm.post(`invoices/${row.id}/issue`, { invoice_no: no.trim() }); toast('已开票', 'success'); done(); } catch (ex) { toast((ex as Error).message, 'error'); }
  };
  return (
    <form onSubmit={submit} aria-label={`为订单${row.order_id}开票`} className="cs-inline-form">
      <input className="dz-input" aria-label="发票号码" placeholder="发票号码" value={no} maxLength={40} onChange={(e) => setNo(e.target.value)} />{' '}
      <button type="submit" className="dz-btn dz-btn-sm dz-btn-primary">开票</button>
    </form>
  );
}

export function Invoices() {
  const [reload, setReload] = useState(0);
  return (
    <section className="cs-screen" aria-labelledby="cs-title">
      <div className="cs-head"><h1 id="cs-title">开票管理</h1></div>
      <ResourceTable<Invoice> caption="开票申请" path="invoices" search="订单号" rowKey={(r) => r.id} reloadKey={reload}
        filters={[{ name: 'status', label: '状态', options: [{ value: 'pending', label: '待开票' }, { value: 'issued', label: '已开票' }, { value: 'cancelled', label: '已取消' }] }]}
        columns={[
          { key: 'order_id', label: '订单号', render: (r) => <a href={`#/admin/orders/${r.order_id}`}>{r.order_id}</a> },
          { key: 'company_title', label: '抬头', render: (r) => `${r.title_type === 'unit' ? '单位' : '个人'}：${r.company_title}${r.registration_number ? `（${r.registration_number}）` : ''}` },
          { key: 'invoice_content', label: '内容' }, { key: 'amount', label: '金额', render: (r) => yuan(r.amount) }, { key: 'email', label: '收票邮箱' },
          { key: 'status_name', label: '状态' }, { key: 'invoice_no', label: '发票号码', render: (r) => r.invoice_no || '-' },
          { key: 'created', label: '申请时间', render: (r) => dateTime(r.created) },
        ]}
        actions={(r) => (r.status === 'pending' ? <IssueForm row={r} done={() => setReload((n) => n + 1)} /> : null)} />
    </section>
  );
}
