/** /member/invoiceList (发票管理): saved invoice titles; 新增, 编辑 (/member/invoice-add), 删除, 设为默认. */
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../lib/api';
import { showToast } from '../../lib/stores/toast';
import ConfirmDialog from '../ui/ConfirmDialog';
import MemberShell from './MemberShell';
import OrderInvoices from './OrderInvoices';
import { TITLE_TEXT, type SavedInvoice } from './invoice-types';

const MAX_TITLES = 20;

function InvoiceTitles() {
  const [list, setList] = useState<SavedInvoice[] | null>(null);
  const [removing, setRemoving] = useState<SavedInvoice | null>(null);
  const [busy, setBusy] = useState(false);
  const load = useCallback(() => {
    api.get<{ list: SavedInvoice[] }>('member/invoicelist').then((r) => setList(r.list)).catch(() => setList([]));
  }, []);
  useEffect(load, [load]);

  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    try { await api.del(`member/invoice/${removing.invoices_id}`); showToast('发票抬头删除成功', 'success'); load(); } catch { /* shown */ }
    setBusy(false);
    setRemoving(null);
  };
  const makeDefault = async (inv: SavedInvoice) => {
    const { invoices_id: _id, is_def: _def, ...fields } = inv;
    try { await api.put(`member/invoice/${inv.invoices_id}`, { ...fields, is_def: 1 }); showToast('已设为默认抬头', 'success'); load(); } catch { /* shown */ }
  };

  return (
    <>
      <div className="mem-toolbar">
        {list && list.length >= MAX_TITLES
          ? <span className="ui-btn" aria-disabled="true">新增发票抬头</span>
          : <a className="ui-btn ui-btn-primary" href="/member/invoice-add">新增发票抬头</a>}
        <span className="mem-muted">已保存 {list?.length ?? 0} 个抬头，最多可保存 {MAX_TITLES} 个；下单时可直接选用</span>
      </div>
      {list === null ? <p className="mem-empty">加载中…</p> : list.length === 0 ? <p className="mem-empty">还没有保存的发票抬头</p> : (
        <table className="mem-table" aria-label="发票抬头列表">
          <thead><tr><th>抬头类型</th><th>发票抬头</th><th>纳税人识别号</th><th>操作</th><th /></tr></thead>
          <tbody>
            {list.map((inv) => (
              <tr key={inv.invoices_id} aria-label={inv.content}>
                <td className="mem-nowrap">{TITLE_TEXT[inv.title]}</td>
                <td>{inv.content}</td>
                <td>{inv.registration_number || '-'}</td>
                <td className="mem-ops">
                  <a className="mem-link" href={`/member/invoice-add?invoices_id=${inv.invoices_id}`}>编辑</a>
                  {'　'}<button type="button" className="mem-link" onClick={() => setRemoving(inv)}>删除</button>
                </td>
                <td className="mem-def">{inv.is_def ? <span className="mem-tag">默认</span> : <button type="button" className="mem-link" onClick={() => void makeDefault(inv)}>设为默认</button>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <ConfirmDialog open={!!removing} busy={busy} message="确定删除该发票抬头吗?" onOk={() => void remove()} onCancel={() => setRemoving(null)} />
    </>
  );
}

export default function MemberInvoiceList() {
  return <MemberShell title="发票管理"><InvoiceTitles /><OrderInvoices /></MemberShell>;
}
