/**
 * /shop/settleForm (入驻申请): the three steps of src/lib/merchant-apply.ts — 入驻类型, 主体信息 (with the
 * licence picture upload), 结算信息 — each checked here, saved by POST merchant/settlementapply/{step}
 * and checked again by the server; the last step submits it for audit and goes to /shop/review.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { api, upload } from '../../lib/api';
import { APPLY_STEPS, SETTLED_TYPES, STEP_FIELDS, stepError, type StepNo } from '../../lib/merchant-apply';
import { showToast } from '../../lib/stores/toast';
import { EMPTY_REGION, type RegionValue } from '../../lib/region';
import RegionSelect from '../ui/RegionSelect';
import MerchantHeader from './MerchantHeader';
import { hasStoreToken } from './merchant-session';

interface TypeNode { id: number; name: string; children: TypeNode[] }
interface Detail extends Record<string, unknown> { step: number; audit_status: string }
interface Setting { protocol: { title: string; content: string[] } }

type Values = Record<string, string>;
const TEXT_FIELDS: [string, string, number][] = [
  ['merchant_name', '商户名称', 40], ['social_credit_code', '统一社会信用代码', 18], ['legal_name', '法人姓名', 20], ['legal_id_card', '法人身份证号', 18],
];
const BANK_FIELDS: [string, string, number][] = [
  ['bank_account_name', '开户名称', 40], ['bank_name', '开户银行', 40], ['bank_account_no', '银行账号', 30], ['contact_mobile', '联系人手机号', 11],
];

export default function SettleForm() {
  const [types, setTypes] = useState<TypeNode[]>([]);
  const [setting, setSetting] = useState<Setting | null>(null);
  const [values, setValues] = useState<Values>({});
  const [parentType, setParentType] = useState('');
  const [step, setStep] = useState<StepNo | 0>(0);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [agree, setAgree] = useState(false);

  useEffect(() => {
    if (!hasStoreToken()) { location.replace('/shop'); return; }
    void (async () => {
      const [s, t, d] = await Promise.all([
        api.get<Setting>('merchant/basesetting'), api.get<{ list: TypeNode[] }>('merchant/type/list'), api.get<Detail>('merchant/settlementapply/detail'),
      ]);
      if (d.audit_status === 'pending' || d.audit_status === 'approved') { location.replace('/shop/review'); return; }
      setSetting(s);
      setTypes(t.list);
      const saved = Object.fromEntries(Object.entries(d).filter(([, v]) => typeof v === 'string' || typeof v === 'number').map(([k, v]) => [k, String(v)]));
      setValues(saved);
      const typeId = Number(saved.merchant_type_id);
      setParentType(String(t.list.find((p) => p.children.some((c) => c.id === typeId))?.id ?? ''));
      setStep(d.audit_status === 'rejected' ? 1 : (Math.min(d.step + 1, 3) as StepNo));
    })().catch(() => undefined);
  }, []);

  const set = (k: string, v: string) => { setError(''); setValues((old) => ({ ...old, [k]: v })); };
  const region: RegionValue = { province: values.province ?? '', city: values.city ?? '', county: values.area ?? '' };
  const setRegion = (r: RegionValue) => setValues((old) => ({ ...old, province: r.province, city: r.city, area: r.county }));

  const pickLicense = async (file: File | undefined) => {
    if (!file) return;
    try {
      const res = await upload<{ url: string }>('merchant/upload', file);
      set('license_url', res.url);
      showToast('营业执照上传成功', 'success');
    } catch { /* shown by the API client */ }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!step || busy) return;
    const problem = stepError(step, values) || (step === 3 && !agree ? `请阅读并同意《${setting?.protocol.title ?? '商家入驻协议'}》` : '');
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const body = Object.fromEntries(STEP_FIELDS[step].map((k) => [k, values[k] ?? '']));
      await api.post(`merchant/settlementapply/${step}`, body, { showError: false });
      if (step === 3) { location.href = '/shop/review'; return; }
      setStep((step + 1) as StepNo);
    } catch (err) {
      setError((err as Error).message);
    }
    setBusy(false);
  };

  const input = ([key, label, max]: [string, string, number]) => (
    <div className="field" key={key}>
      <label htmlFor={`sf-${key}`}>{label}</label>
      <input id={`sf-${key}`} maxLength={max} value={values[key] ?? ''} onChange={(e) => set(key, e.target.value.trim())} />
    </div>
  );

  return (
    <>
      <MerchantHeader />
      <div className="container mx-page mx-form-page">
        <h1 className="mem-title">商家入驻申请</h1>
        <ol className="mx-steps" aria-label="入驻步骤">
          {APPLY_STEPS.map((label, i) => (
            <li key={label} className={step === i + 1 ? 'is-current' : step > i + 1 ? 'is-done' : undefined} aria-current={step === i + 1 ? 'step' : undefined}>
              <strong>{i + 1}</strong>{label}
            </li>
          ))}
        </ol>
        {!step ? <p className="mem-empty">加载中…</p> : (
          <form className="mx-form" onSubmit={submit} noValidate aria-label={APPLY_STEPS[step - 1]}>
            {step === 1 && (
              <>
                <fieldset className="field">
                  <legend>入驻类型</legend>
                  {SETTLED_TYPES.map((t) => (
                    <label key={t.value} className="mx-radio"><input type="radio" name="settled_type" value={t.value} checked={values.settled_type === t.value} onChange={() => set('settled_type', t.value)} />{t.label}</label>
                  ))}
                </fieldset>
                <div className="field">
                  <label htmlFor="sf-parent">经营大类</label>
                  <select id="sf-parent" value={parentType} onChange={(e) => { setParentType(e.target.value); set('merchant_type_id', ''); }}>
                    <option value="">请选择经营大类</option>
                    {types.map((p) => <option key={p.id} value={p.id}>{p.name}</option>)}
                  </select>
                </div>
                <div className="field">
                  <label htmlFor="sf-type">经营类目</label>
                  <select id="sf-type" value={values.merchant_type_id ?? ''} disabled={!parentType} onChange={(e) => set('merchant_type_id', e.target.value)}>
                    <option value="">请选择经营类目</option>
                    {types.find((p) => String(p.id) === parentType)?.children.map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
                  </select>
                </div>
              </>
            )}
            {step === 2 && (
              <>
                {TEXT_FIELDS.map(input)}
                <div className="field">
                  <label htmlFor="sf-license">营业执照</label>
                  <div className="mx-upload">
                    {values.license_url ? <img src={values.license_url} alt="营业执照" /> : <span className="mx-upload-empty">未上传</span>}
                    <input id="sf-license" type="file" accept="image/jpeg,image/png" onChange={(e) => void pickLicense(e.target.files?.[0])} />
                  </div>
                  <p className="mem-muted">JPG 或 PNG，不超过5MB</p>
                </div>
                <div className="field"><span className="mx-label">所在地区</span><RegionSelect value={region} onChange={setRegion} /></div>
                {input(['address', '详细地址', 100])}
              </>
            )}
            {step === 3 && (
              <>
                {BANK_FIELDS.map(input)}
                {setting && (
                  <details className="mx-protocol">
                    <summary>{setting.protocol.title}</summary>
                    {setting.protocol.content.map((p) => <p key={p}>{p}</p>)}
                  </details>
                )}
                <label className="mx-radio"><input type="checkbox" checked={agree} onChange={(e) => setAgree(e.target.checked)} />我已阅读并同意《{setting?.protocol.title ?? '商家入驻协议'}》</label>
              </>
            )}
            {error && <p className="form-error" role="alert">{error}</p>}
            <p className="mx-actions">
              {step > 1 && <button type="button" className="btn" onClick={() => { setError(''); setStep((step - 1) as StepNo); }}>上一步</button>}
              <button type="submit" className="btn btn-primary" disabled={busy}>{step === 3 ? '提交审核' : '保存并下一步'}</button>
            </p>
          </form>
        )}
      </div>
    </>
  );
}
