/** 会员 › 商家入驻: applications by audit state; 通过 opens the merchant's shop, 驳回 sends the reason back. */
import { Fragment, useState } from 'react';
import { ResourceScreen, type ResourceSpec } from '../Resource';
import { AuditButtons, AuditTag } from '../Audit';
import { dateTime } from '../format';
import { AUDIT_LABELS } from '../../../../src/lib/merchant-apply';
import { Modal } from '../../ui/Modal';

interface Application {
  merchant_name?: string; settled_type?: string; social_credit_code?: string; legal_name?: string; province?: string; city?: string; area?: string; address?: string;
  license_url?: string; bank_account_name?: string; bank_name?: string; bank_account_no?: string; contact_mobile?: string;
}
interface Apply { apply_id: number; mobile: string; audit_status: string; audit_status_label: string; audit_memo: string; application: Application; distributor_id: number | null; submitted_at: string | null; audited_at: string | null }

const nameOf = (a: Apply) => a.application.merchant_name || a.mobile;
const DETAILS: [keyof Application, string][] = [
  ['merchant_name', '商户名称'], ['social_credit_code', '统一社会信用代码'], ['legal_name', '法人姓名'], ['contact_mobile', '联系人手机号'],
  ['bank_account_name', '开户名称'], ['bank_name', '开户银行'], ['bank_account_no', '银行账号'],
];

function Details({ a }: { a: Apply }) {
  const [open, setOpen] = useState(false);
  return <>
    <button type="button" className="dz-btn dz-btn-sm" aria-label={`查看申请${nameOf(a)}`} onClick={() => setOpen(true)}>查看</button>
    {open ? <Modal title={`入驻申请：${nameOf(a)}`} width={560} onClose={() => setOpen(false)}>
      <dl className="cs-dl">
        <dt>入驻类型</dt><dd>{a.application.settled_type === 'enterprise' ? '企业' : a.application.settled_type === 'soletrader' ? '个体工商户' : a.application.settled_type ?? '-'}</dd>
        {DETAILS.map(([k, label]) => <Fragment key={k}><dt>{label}</dt><dd>{a.application[k] || '-'}</dd></Fragment>)}
        <dt>地址</dt><dd>{[a.application.province, a.application.city, a.application.area, a.application.address].filter(Boolean).join('') || '-'}</dd>
        <dt>营业执照</dt><dd>{a.application.license_url ? <img className="cs-thumb-lg" src={a.application.license_url} alt="营业执照" /> : '-'}</dd>
        <dt>状态</dt><dd><AuditTag status={a.audit_status} label={a.audit_status_label} />{a.audit_memo ? ` ${a.audit_memo}` : ''}</dd>
      </dl>
    </Modal> : null}
  </>;
}

export const Merchants = () => <ResourceScreen spec={{
  title: '商家入驻', noun: '入驻申请', path: 'merchants', idOf: (a) => a.apply_id, nameOf,
  intro: <p className="dz-muted cs-intro">审核通过后自动为商家开通店铺（可在“店铺管理”中补充坐标、营业时间等）；驳回时填写的原因会显示给商家，商家修改后可重新提交。</p>,
  filters: [{ name: 'audit_status', label: '审核状态', options: ['pending', 'approved', 'rejected', 'editing'].map((value) => ({ value, label: AUDIT_LABELS[value] })) }],
  columns: [
    { key: 'merchant_name', label: '商户名称', render: nameOf }, { key: 'mobile', label: '登录手机号' },
    { key: 'city', label: '所在地', render: (a) => `${a.application.province ?? ''}${a.application.city ?? ''}` || '-' },
    { key: 'audit_status', label: '状态', render: (a) => <AuditTag status={a.audit_status} label={a.audit_status_label} /> },
    { key: 'audit_memo', label: '驳回原因', render: (a) => a.audit_memo || '-' },
    { key: 'distributor_id', label: '店铺编号', render: (a) => (a.distributor_id ? <a href={`/shops/info?distributor_id=${a.distributor_id}`} target="_blank" rel="noopener noreferrer">{a.distributor_id}</a> : '-') },
    { key: 'submitted_at', label: '提交时间', width: 160, render: (a) => dateTime(a.submitted_at) },
  ],
  rowActions: (a, reload) => <><Details a={a} />{a.audit_status === 'pending' ? <AuditButtons name={nameOf(a)} base={`merchants/${a.apply_id}`} reload={reload} /> : null}</>,
} satisfies ResourceSpec<Apply>} />;
