/**
 * /member/invoice-add (新增 / 编辑发票抬头): 个人 or 单位; a unit needs its name and a tax id (uppercase
 * letters/digits, 15/17/18/20, spec §5). POST member/invoice, or PUT member/invoice/{id} with ?invoices_id=.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { api } from '../../lib/api';
import { showToast } from '../../lib/stores/toast';
import { isTaxId } from '../../lib/validation';
import Field from '../auth/Field';
import MemberShell from './MemberShell';
import type { SavedInvoice } from './invoice-types';

type Fields = Omit<SavedInvoice, 'invoices_id' | 'is_def'>;
const EMPTY: Fields = { title: 'individual', content: '', registration_number: '', company_address: '', company_phone: '', bankname: '', bankaccount: '' };

function check(f: Fields): Partial<Record<keyof Fields, string>> {
  const e: Partial<Record<keyof Fields, string>> = {};
  if (!f.content.trim()) e.content = f.title === 'unit' ? '请输入单位名称' : '请输入个人姓名';
  if ((f.title === 'unit' || f.registration_number) && !isTaxId(f.registration_number)) e.registration_number = '请输入正确的纳税人识别号';
  return e;
}

function InvoiceForm() {
  const [id, setId] = useState<string | null | undefined>(undefined);
  const [f, setF] = useState<Fields>(EMPTY);
  const [isDef, setIsDef] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const editId = new URLSearchParams(location.search).get('invoices_id');
    setId(editId);
    if (editId) {
      api.get<SavedInvoice>(`member/invoice/${encodeURIComponent(editId)}`).then(({ invoices_id: _i, is_def, ...rest }) => { setF(rest); setIsDef(!!is_def); })
        .catch(() => { location.href = '/member/invoiceList'; });
    }
  }, []);
  const set = (k: keyof Fields, v: string) => setF((old) => ({ ...old, [k]: k === 'registration_number' ? v.toUpperCase() : v }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const errs = check(f);
    setErrors(errs);
    if (Object.keys(errs).length || busy) return;
    setBusy(true);
    try {
      const body = { ...f, content: f.content.trim(), is_def: isDef ? 1 : 0 };
      if (id) await api.put(`member/invoice/${id}`, body); else await api.post('member/invoice', body);
      showToast('发票抬头保存成功', 'success');
      location.href = '/member/invoiceList';
    } catch { setBusy(false); }
  };

  if (id === undefined) return <p className="mem-empty">加载中…</p>;
  const unit = f.title === 'unit';
  const text = (k: keyof Fields, label: string, max: number, placeholder = '') => (
    <Field id={`inv-${k}`} label={label} value={f[k]} error={errors[k]} maxLength={max} placeholder={placeholder} onValue={(v) => set(k, v)} />
  );
  return (
    <form className="mem-card mem-form" onSubmit={submit} noValidate aria-label={id ? '编辑发票抬头' : '新增发票抬头'}>
      <fieldset className="field profile-sex">
        <legend>抬头类型</legend>
        <label><input type="radio" name="inv-title" checked={!unit} onChange={() => set('title', 'individual')} /> 个人</label>
        <label><input type="radio" name="inv-title" checked={unit} onChange={() => set('title', 'unit')} /> 单位</label>
      </fieldset>
      {text('content', unit ? '单位名称' : '个人姓名', 100, unit ? '请输入单位名称' : '请输入个人姓名')}
      {text('registration_number', unit ? '纳税人识别号' : '纳税人识别号（选填）', 20, '15、17、18或20位大写字母或数字')}
      {unit && <>
        {text('company_address', '注册地址（选填）', 200)}
        {text('company_phone', '注册电话（选填）', 30)}
        {text('bankname', '开户银行（选填）', 100)}
        {text('bankaccount', '银行账号（选填）', 40)}
      </>}
      <label className="auth-agree"><input type="checkbox" checked={isDef} onChange={(e) => setIsDef(e.target.checked)} /> 设为默认抬头</label>
      <button type="submit" className="ui-btn ui-btn-primary" disabled={busy}>{busy ? '保存中…' : '保存'}</button>
      {'　'}<a className="ui-btn" href="/member/invoiceList">返回</a>
    </form>
  );
}

export default function MemberInvoiceAdd() {
  return <MemberShell title="发票抬头"><InvoiceForm /></MemberShell>;
}
