/** 会员: search by mobile / name, filter by grade and state; the detail changes grade, disables, and adjusts points and 预存款 with a reason. */
import { useEffect, useState, type FormEvent } from 'react';
import { adm } from '../api';
import { ResourceTable } from '../ResourceTable';
import { dateTime, yuan } from '../format';
import { go } from '../route';
import { fieldErrors } from '../Form';
import { confirmDialog, toast } from '../../store/ui';
import { MemberDeposit } from './MemberDeposit';

interface Member { user_id: number; mobile: string; username: string; nickname: string; grade_id: number; point: number; deposit: number; disabled: boolean; created_at: string; order_count: number }
interface Grade { grade_id: number; grade_name: string }
function useGrades() {
  const [g, setG] = useState<Grade[]>([]);
  useEffect(() => { adm.get<{ list: Grade[] }>('member-grades').then((d) => setG(d.list), () => undefined); }, []);
  return g;
}

export function Members() {
  const grades = useGrades();
  return (
    <section className="cs-screen" aria-labelledby="cs-title">
      <div className="cs-head"><h1 id="cs-title">会员管理</h1></div>
      <ResourceTable<Member> caption="会员列表" path="members" search="手机号 / 用户名 / 昵称" rowKey={(m) => m.user_id}
        filters={[{ name: 'grade_id', label: '等级', options: grades.map((g) => ({ value: String(g.grade_id), label: g.grade_name })) }, { name: 'disabled', label: '状态', options: [{ value: 'false', label: '正常' }, { value: 'true', label: '已禁用' }] }]}
        columns={[
          { key: 'mobile', label: '手机号' }, { key: 'username', label: '用户名', render: (m) => m.nickname || m.username },
          { key: 'grade_id', label: '等级', render: (m) => grades.find((g) => g.grade_id === m.grade_id)?.grade_name ?? m.grade_id },
          { key: 'point', label: '积分' }, { key: 'deposit', label: '预存款', render: (m) => yuan(m.deposit) }, { key: 'order_count', label: '订单数' },
          { key: 'disabled', label: '状态', render: (m) => (m.disabled ? <span className="cs-tag is-off">已禁用</span> : <span className="cs-tag is-on">正常</span>) },
          { key: 'created_at', label: '注册时间', render: (m) => dateTime(m.created_at) },
        ]}
        actions={(m) => <button type="button" className="dz-btn dz-btn-sm" aria-label={`查看会员${m.mobile}`} onClick={() => go('members', m.user_id)}>查看</button>} />
    </section>
  );
}

interface MemberDetail extends Member { point_journal: { id: number; income: number; outcome: number; point_desc: string; created_at: string }[]; orders: { order_id: string; order_status: string; total_fee: number; created_at: string }[] }

export function MemberDetail({ id }: { id: string }) {
  const grades = useGrades();
  const [m, setM] = useState<MemberDetail | null>(null);
  const [adjust, setAdjust] = useState({ points: '', reason: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState('');
  const load = () => adm.get<MemberDetail>(`members/${id}`).then(setM, (e: Error) => setError(e.message));
  useEffect(() => { void load(); }, [id]);
  const change = async (body: object, done: string) => { try { await adm.put(`members/${id}`, body); toast(done, 'success'); await load(); } catch (e) { toast((e as Error).message, 'error'); } };
  const submitPoints = async (e: FormEvent) => {
    e.preventDefault(); setErrors({}); setError('');
    try { await adm.post(`members/${id}/points`, { points: adjust.points.trim(), reason: adjust.reason }); toast('积分已调整', 'success'); setAdjust({ points: '', reason: '' }); await load(); }
    catch (ex) { setError((ex as Error).message); setErrors(fieldErrors(ex)); }
  };
  if (!m) return <section className="cs-screen"><p className="dz-empty">{error || '加载中…'}</p></section>;
  return (
    <section className="cs-screen" aria-labelledby="cs-title">
      <div className="cs-head"><h1 id="cs-title">会员 {m.mobile}</h1><a className="dz-btn" href="#/admin/members">返回列表</a></div>
      <div className="cs-grid">
        <div className="cs-card"><h2>资料</h2><dl className="cs-dl">
          <dt>用户名</dt><dd>{m.username}{m.nickname ? `（${m.nickname}）` : ''}</dd><dt>注册时间</dt><dd>{dateTime(m.created_at)}</dd><dt>积分</dt><dd className="cs-strong">{m.point}</dd>
          <dt><label htmlFor="m-grade">等级</label></dt><dd><select id="m-grade" className="dz-input cs-select" value={m.grade_id} onChange={(e) => void change({ grade_id: Number(e.target.value) }, '等级已修改')}>{grades.map((g) => <option key={g.grade_id} value={g.grade_id}>{g.grade_name}</option>)}</select></dd>
          <dt>状态</dt><dd>{m.disabled ? <span className="cs-tag is-off">已禁用</span> : <span className="cs-tag is-on">正常</span>}{' '}
            <button type="button" className={`dz-btn dz-btn-sm${m.disabled ? '' : ' dz-btn-danger'}`} onClick={async () => { if (m.disabled || await confirmDialog('禁用后该会员将立即退出登录且无法再登录，确定禁用吗？')) await change({ disabled: !m.disabled }, m.disabled ? '已启用' : '已禁用'); }}>{m.disabled ? '启用' : '禁用'}</button></dd>
        </dl></div>
        <form className="cs-card cs-form" aria-label="调整积分" onSubmit={submitPoints} noValidate><h2>调整积分</h2>
          {error ? <p className="dz-field-error" role="alert">{error}</p> : null}
          <div className="cs-field"><label className="cs-label" htmlFor="adj-points">调整数量</label><div className="cs-control"><input id="adj-points" className="dz-input" inputMode="numeric" placeholder="正数增加，负数扣减" value={adjust.points} onChange={(e) => setAdjust({ ...adjust, points: e.target.value })} />{errors.points ? <div className="dz-field-error">{errors.points}</div> : null}</div></div>
          <div className="cs-field"><label className="cs-label" htmlFor="adj-reason">原因</label><div className="cs-control"><input id="adj-reason" className="dz-input" maxLength={100} value={adjust.reason} onChange={(e) => setAdjust({ ...adjust, reason: e.target.value })} />{errors.reason ? <div className="dz-field-error">{errors.reason}</div> : null}</div></div>
          <div className="cs-form-actions"><button type="submit" className="dz-btn dz-btn-primary">确认调整</button></div>
        </form>
      </div>
      <div className="cs-grid"><MemberDeposit id={id} /></div>
      <div className="cs-card"><h2>积分明细</h2><table className="dz-table"><thead><tr><th>时间</th><th>变动</th><th>说明</th></tr></thead>
        <tbody>{m.point_journal.length ? m.point_journal.map((j) => <tr key={j.id}><td>{dateTime(j.created_at)}</td><td className={j.income ? 'cs-plus' : 'cs-minus'}>{j.income ? `+${j.income}` : `-${j.outcome}`}</td><td>{j.point_desc}</td></tr>) : <tr><td colSpan={3} className="dz-empty">暂无记录</td></tr>}</tbody></table></div>
      <div className="cs-card"><h2>最近订单</h2><table className="dz-table"><thead><tr><th>订单号</th><th>金额</th><th>时间</th></tr></thead>
        <tbody>{m.orders.length ? m.orders.map((o) => <tr key={o.order_id}><td><a href={`#/admin/orders/${o.order_id}`}>{o.order_id}</a></td><td>{yuan(o.total_fee)}</td><td>{dateTime(o.created_at)}</td></tr>) : <tr><td colSpan={3} className="dz-empty">暂无订单</td></tr>}</tbody></table></div>
    </section>
  );
}
