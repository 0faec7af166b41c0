/** 会员 › 员工: staff accounts (work number login); the member with the mobile becomes staff, disabling ends it. */
import { ResourceScreen, type ResourceSpec } from '../Resource';
import { adm } from '../api';
import { dateTime } from '../format';
import { toast } from '../../store/ui';

interface Staff { staff_id: number; work_id: string; name: string; user_id: number; mobile: string; disabled: boolean; created_at: string }
export const Staff = () => <ResourceScreen spec={{
  title: '员工账号', noun: '员工', path: 'staff', idOf: (s) => s.staff_id, nameOf: (s) => s.name, editable: false,
  intro: <p className="dz-muted cs-intro">员工用工号和密码登录商城，享受员工价和员工专享商品；手机号对应的会员会被标记为员工（没有则自动创建）。禁用后立即取消员工身份并退出登录。</p>,
  columns: [
    { key: 'work_id', label: '工号' }, { key: 'name', label: '姓名' }, { key: 'mobile', label: '会员手机号' },
    { key: 'disabled', label: '状态', render: (s) => (s.disabled ? <span className="cs-tag is-off">已禁用</span> : <span className="cs-tag is-on">启用</span>) },
    { key: 'created_at', label: '创建时间', width: 160, render: (s) => dateTime(s.created_at) },
  ],
  fields: [
    { name: 'work_id', label: '工号', required: true, hint: '2～32位字母或数字' }, { name: 'name', label: '姓名', required: true },
    { name: 'mobile', label: '手机号', required: true }, { name: 'password', label: '登录密码', type: 'password', required: true, hint: '8～20位，须同时包含字母和数字' },
  ],
  toValues: () => ({ work_id: '', name: '', mobile: '', password: '' }),
  rowActions: (s, reload) => <button type="button" className={`dz-btn dz-btn-sm${s.disabled ? '' : ' dz-btn-danger'}`} aria-label={`${s.disabled ? '启用' : '禁用'}员工${s.name}`}
    onClick={() => adm.post(`staff/${s.staff_id}/${s.disabled ? 'enable' : 'disable'}`).then(() => { toast(s.disabled ? '已启用' : '已禁用', 'success'); reload(); }, (e: Error) => toast(e.message, 'error'))}>{s.disabled ? '启用' : '禁用'}</button>,
} satisfies ResourceSpec<Staff>} />;
