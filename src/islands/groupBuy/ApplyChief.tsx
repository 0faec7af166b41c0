/** /member/groupBuy/apply-chief (申请团长): the application (POST community/chief/apply) or its status once sent. */
import { useEffect, useState, type FormEvent } from 'react';
import { api } from '../../lib/api';
import { showToast } from '../../lib/stores/toast';
import { isMobile } from '../../lib/validation';
import GroupBuyShell from './GroupBuyShell';
import { chiefStatus, type ChiefStatus } from './chief-api';

const FIELDS: [key: string, label: string, max: number][] = [['name', '团长姓名', 20], ['mobile', '手机号', 11], ['community', '所在小区', 60], ['address', '提货地址', 200]];

function problemOf(v: Record<string, string>, agree: boolean): string {
  if (v.name.length < 2) return '请输入团长姓名（2-20字）';
  if (!isMobile(v.mobile)) return '手机号码错误';
  if (v.community.length < 2) return '请输入所在小区（2-60字）';
  if (v.address.length < 5) return '请输入提货地址（5-200字）';
  return agree ? '' : '请阅读并同意《团长协议》';
}

export default function ApplyChief() {
  const [status, setStatus] = useState<ChiefStatus | null>(null);
  const [values, setValues] = useState<Record<string, string>>({ name: '', mobile: '', community: '', address: '' });
  const [agree, setAgree] = useState(false);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState(false);
  useEffect(() => { chiefStatus().then(setStatus).catch(() => undefined); }, []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = problemOf(values, agree);
    setError(problem);
    if (problem || busy) return;
    setBusy(true);
    try {
      setStatus(await api.post<ChiefStatus>('community/chief/apply', { ...values, agree: 1 }, { showError: false }));
      setEditing(false);
      showToast('申请已提交，请等待审核', 'success');
    } catch (err) { setError((err as Error).message); }
    setBusy(false);
  };

  const showForm = status && (status.status === 'none' || (status.status === 'rejected' && editing));
  return (
    <GroupBuyShell title="申请团长">
      {!status ? <p className="mem-empty">加载中…</p> : showForm ? (
        <form className="gb-form" onSubmit={submit} noValidate aria-label="团长申请">
          {FIELDS.map(([k, label, max]) => (
            <div className="field" key={k}>
              <label htmlFor={`gb-${k}`}>{label}</label>
              <input id={`gb-${k}`} maxLength={max} value={values[k]} onChange={(e) => setValues({ ...values, [k]: e.target.value.trim() })} />
            </div>
          ))}
          <label className="mx-radio"><input type="checkbox" checked={agree} onChange={(e) => setAgree(e.target.checked)} />我已阅读并同意<a href="/member/groupBuy/chief-license" target="_blank" rel="noopener">《团长协议》</a></label>
          {error && <p className="form-error" role="alert">{error}</p>}
          <p><button type="submit" className="btn btn-primary" disabled={busy}>提交申请</button></p>
        </form>
      ) : (
        <section className="gb-status" aria-label="申请状态">
          <p className={`mx-status mx-status-${status.status}`} role="status">{status.status === 'approved' ? '您已成为团长' : status.status_label}</p>
          <p className="mem-muted">{status.name}　{status.community}　{status.address}</p>
          {status.status === 'pending' && <p>平台正在审核您的申请，请耐心等待。</p>}
          {status.status === 'approved' && <p><a className="btn btn-primary" href="/member/groupBuy/homeIndex">进入团长首页</a></p>}
          {status.status === 'rejected' && (
            <>
              <p className="form-error">驳回原因：{status.audit_memo}</p>
              <p><button type="button" className="btn btn-primary" onClick={() => { setValues({ name: status.name ?? '', mobile: status.mobile ?? '', community: status.community ?? '', address: status.address ?? '' }); setEditing(true); }}>重新申请</button></p>
            </>
          )}
        </section>
      )}
    </GroupBuyShell>
  );
}
