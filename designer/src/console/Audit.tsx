/**
 * 通过 / 驳回 for an application under audit (merchants, chiefs, chief activities): approving asks for
 * confirmation, rejecting asks for the reason the applicant will see; the server's message is shown.
 */
import { useState } from 'react';
import { adm } from './api';
import { ResourceForm } from './Form';
import { Modal } from '../ui/Modal';
import { confirmDialog, toast } from '../store/ui';

/** The chief module's labels (CHIEF_STATUS_LABELS); merchants have their own (src/lib/merchant-apply.ts). */
export const AUDIT_STATES = [{ value: 'pending', label: '审核中' }, { value: 'approved', label: '已通过' }, { value: 'rejected', label: '未通过' }];
const TAG_CLASS: Record<string, string> = { pending: 'is-p1', approved: 'is-on', rejected: 'is-off', editing: '' };
export const AuditTag = ({ status, label }: { status: string; label?: string }) =>
  <span className={`cs-tag ${TAG_CLASS[status] ?? ''}`}>{label ?? AUDIT_STATES.find((s) => s.value === status)?.label ?? status}</span>;

/** `base` is the row's admin path (e.g. `merchants/12`); `approveBody` what 通过 sends. */
export function AuditButtons({ name, base, reload, approveBody = {} }: { name: string; base: string; reload(): void; approveBody?: object }) {
  const [rejecting, setRejecting] = useState(false);
  const approve = async () => {
    if (!(await confirmDialog(`确定审核通过“${name}”吗？`))) return;
    try { await adm.post(`${base}/approve`, approveBody); toast('已审核通过', 'success'); reload(); } catch (e) { toast((e as Error).message, 'error'); }
  };
  const reject = async (v: Record<string, string | boolean>) => {
    await adm.post(`${base}/reject`, { audit_memo: String(v.audit_memo).trim() });
    toast('已驳回', 'success');
    setRejecting(false);
    reload();
  };
  return <>
    <button type="button" className="dz-btn dz-btn-sm dz-btn-primary" aria-label={`通过${name}`} onClick={() => void approve()}>通过</button>
    <button type="button" className="dz-btn dz-btn-sm dz-btn-danger" aria-label={`驳回${name}`} onClick={() => setRejecting(true)}>驳回</button>
    {rejecting ? <Modal title={`驳回“${name}”`} width={480} onClose={() => setRejecting(false)}>
      <ResourceForm id="reject-form" fields={[{ name: 'audit_memo', label: '驳回原因', type: 'textarea', required: true, hint: '申请人会看到这段原因，最多200字' }]} initial={{ audit_memo: '' }}
        submitLabel="确认驳回" onSubmit={reject} onCancel={() => setRejecting(false)} />
    </Modal> : null}
  </>;
}
