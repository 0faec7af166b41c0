/** 预存款 on the member detail: the balance, a top-up (充值) or adjustment (调整) with a required reason, and the ledger. */
import { useEffect, useState, type FormEvent } from 'react';
import { adm } from '../api';
import { dateTime, yuan } from '../format';
import { fieldErrors } from '../Form';
import { toast } from '../../store/ui';

interface Entry { id: number; trade_type_name: string; income: number; outcome: number; balance: number; detail: string; created: number }
interface Ledger { deposit: number; list: Entry[]; total_count: number }

/** "12.5" / "-3" yuan → fen; anything else is left for the server to refuse. */
const signedFen = (text: string): number | string => (/^\s*-?\d{1,9}(\.\d{1,2})?\s*$/.test(text) ? Math.round(Number(text) * 100) : text);

export function MemberDeposit({ id }: { id: string }) {
  const [ledger, setLedger] = useState<Ledger | null>(null);
  const [form, setForm] = useState({ kind: 'recharge', amount: '', reason: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState('');
  const load = () => adm.get<Ledger>(`members/${id}/deposit`, { page: 1, pageSize: 20 }).then(setLedger, (e: Error) => setError(e.message));
  useEffect(() => { void load(); }, [id]);
  const submit = async (e: FormEvent) => {
    e.preventDefault(); setErrors({}); setError('');
    try {
      await adm.post(`members/${id}/deposit`, { kind: form.kind, amount: signedFen(form.amount), reason: form.reason });
      toast(form.kind === 'recharge' ? '已充值' : '预存款已调整', 'success');
      setForm({ ...form, amount: '', reason: '' });
      await load();
    } catch (ex) { setError((ex as Error).message); setErrors(fieldErrors(ex)); }
  };
  return (
    <>
      <form className="cs-card cs-form" aria-label="预存款充值或调整" onSubmit={submit} noValidate><h2>预存款 <span className="cs-strong" data-testid="deposit-balance">{ledger ? yuan(ledger.deposit) : '…'}</span></h2>
        {error ? <p className="dz-field-error" role="alert">{error}</p> : null}
        <div className="cs-field"><label className="cs-label" htmlFor="dep-kind">类型</label><div className="cs-control"><select id="dep-kind" className="dz-input cs-select" value={form.kind} onChange={(e) => setForm({ ...form, kind: e.target.value })}><option value="recharge">充值</option><option value="adjust">调整</option></select></div></div>
        <div className="cs-field"><label className="cs-label" htmlFor="dep-amount">金额（元）</label><div className="cs-control"><input id="dep-amount" className="dz-input" inputMode="decimal" placeholder={form.kind === 'recharge' ? '充值金额' : '正数增加，负数扣减'} value={form.amount} onChange={(e) => setForm({ ...form, amount: e.target.value })} />{errors.amount ? <div className="dz-field-error">{errors.amount}</div> : null}</div></div>
        <div className="cs-field"><label className="cs-label" htmlFor="dep-reason">原因</label><div className="cs-control"><input id="dep-reason" className="dz-input" maxLength={100} placeholder="必填，记入操作日志" value={form.reason} onChange={(e) => setForm({ ...form, reason: e.target.value })} />{errors.reason ? <div className="dz-field-error">{errors.reason}</div> : null}</div></div>
        <div className="cs-form-actions"><button type="submit" className="dz-btn dz-btn-primary">确认</button></div>
      </form>
      <div className="cs-card"><h2>预存款明细</h2><table className="dz-table"><thead><tr><th>时间</th><th>类型</th><th>变动</th><th>余额</th><th>说明</th></tr></thead>
        <tbody>{ledger?.list.length ? ledger.list.map((j) => <tr key={j.id}><td>{dateTime(j.created)}</td><td>{j.trade_type_name}</td><td className={j.income ? 'cs-plus' : 'cs-minus'}>{j.income ? `+${yuan(j.income)}` : `-${yuan(j.outcome)}`}</td><td>{yuan(j.balance)}</td><td>{j.detail}</td></tr>) : <tr><td colSpan={5} className="dz-empty">暂无记录</td></tr>}</tbody></table></div>
    </>
  );
}
