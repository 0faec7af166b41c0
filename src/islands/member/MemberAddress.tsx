/**
 * /member/address (收货地址): the member's addresses (GET member/addresslist, default first), 新增收货地址 and
 * 编辑 in the shared AddressForm modal, 删除 after a confirm, 设为默认 (PUT the address with is_def=1).
 */
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../lib/api';
import { showToast } from '../../lib/stores/toast';
import { addressLine } from '../../lib/member';
import type { CheckoutAddress } from '../../lib/checkout';
import AddressForm from '../AddressForm';
import ConfirmDialog from '../ui/ConfirmDialog';
import MemberShell from './MemberShell';

type Address = CheckoutAddress & { postalCode?: string };
const MAX_ADDRESSES = 20;
const isDefault = (a: Address) => ['1', 'true'].includes(String(a.is_def));

function AddressBook() {
  const [list, setList] = useState<Address[] | null>(null);
  const [editing, setEditing] = useState<Address | undefined>();
  const [formOpen, setFormOpen] = useState(false);
  const [removing, setRemoving] = useState<Address | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => {
    api.get<{ list: Address[] }>('member/addresslist').then((r) => setList(r.list ?? [])).catch(() => setList([]));
  }, []);
  useEffect(load, [load]);

  const openForm = (a?: Address) => { setEditing(a); setFormOpen(true); };
  const closeForm = useCallback(() => setFormOpen(false), []);

  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    try { await api.del(`member/address/${removing.address_id}`); showToast('地址删除成功', 'success'); load(); } catch { /* toast shown by the API layer */ }
    setBusy(false);
    setRemoving(null);
  };

  const makeDefault = async (a: Address) => {
    const { username, telephone, province, city, county, adrdetail } = a;
    try {
      await api.put(`member/address/${a.address_id}`, { username, telephone, province, city, county, adrdetail, postalCode: a.postalCode ?? '', is_def: 1 });
      showToast('已设为默认地址', 'success');
      load();
    } catch { /* toast shown by the API layer */ }
  };

  return (
    <>
      <div className="mem-toolbar">
        <button type="button" className="ui-btn ui-btn-primary" disabled={!!list && list.length >= MAX_ADDRESSES} onClick={() => openForm()}>新增收货地址</button>
        <span className="mem-muted">已保存 {list?.length ?? 0} 个地址，最多可保存 {MAX_ADDRESSES} 个</span>
      </div>
      {list === null ? <p className="mem-empty">加载中…</p> : list.length === 0 ? <p className="mem-empty">您还没有收货地址</p> : (
        <table className="mem-table" aria-label="收货地址列表">
          <thead><tr><th>收货人</th><th>所在地区 / 详细地址</th><th>手机号码</th><th>操作</th><th /></tr></thead>
          <tbody>
            {list.map((a) => (
              <tr key={a.address_id} aria-label={`${a.username} ${a.adrdetail}`}>
                <td>{a.username}</td>
                <td>{addressLine(a)}</td>
                <td>{a.telephone}</td>
                <td className="mem-ops">
                  <button type="button" className="mem-link" onClick={() => openForm(a)}>编辑</button>
                  <button type="button" className="mem-link" onClick={() => setRemoving(a)}>删除</button>
                </td>
                <td className="mem-def">
                  {isDefault(a) ? <span className="mem-tag">默认地址</span>
                    : <button type="button" className="mem-link" onClick={() => void makeDefault(a)}>设为默认</button>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <AddressForm open={formOpen} address={editing} onClose={closeForm}
        onSaved={() => { setFormOpen(false); showToast(editing ? '地址修改成功' : '地址添加成功', 'success'); load(); }} />
      <ConfirmDialog open={!!removing} busy={busy} message="请确认是否删除该收货地址?" onOk={() => void remove()} onCancel={() => setRemoving(null)} />
    </>
  );
}

export default function MemberAddress() {
  return <MemberShell title="收货地址"><AddressBook /></MemberShell>;
}
