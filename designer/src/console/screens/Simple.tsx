/** Screens that are only a spec: 品牌, 标签, 运营账号, 操作日志. */
import { useState } from 'react';
import { ResourceScreen, type ResourceSpec } from '../Resource';
import { adm } from '../api';
import { dateTime } from '../format';
import { confirmDialog, toast } from '../../store/ui';
import { Modal } from '../../ui/Modal';

interface Brand { brand_id: number; brand_name: string; logo: string; sort: number; goods_count: number }
export const Brands = () => <ResourceScreen spec={{
  title: '品牌', noun: '品牌', path: 'brands', idOf: (b) => b.brand_id, nameOf: (b) => b.brand_name, search: '品牌名称',
  columns: [
    { key: 'logo', label: 'Logo', width: 70, render: (b) => (b.logo ? <img className="cs-thumb" src={b.logo} alt={b.brand_name} /> : '-') },
    { key: 'brand_name', label: '名称' }, { key: 'goods_count', label: '商品数' }, { key: 'sort', label: '排序' },
  ],
  fields: [{ name: 'brand_name', label: '名称', required: true }, { name: 'logo', label: 'Logo', type: 'image' }, { name: 'sort', label: '排序', type: 'number' }],
  toValues: (b) => ({ brand_name: b?.brand_name ?? '', logo: b?.logo ?? '', sort: String(b?.sort ?? 0) }),
  deletable: (b) => b.goods_count === 0,
} satisfies ResourceSpec<Brand>} />;

interface Tag { tag_name: string; goods_count: number }
export function Tags() {
  const [renaming, setRenaming] = useState<{ from: string; to: string } | null>(null);
  const [key, setKey] = useState(0);
  const rename = async (from: string, to: string) => {
    try { await adm.post('tags/rename', { from, to }); toast(to ? '已重命名' : '已删除', 'success'); setRenaming(null); setKey(key + 1); } catch (e) { toast((e as Error).message, 'error'); }
  };
  return <div key={key}>
    <ResourceScreen spec={{
      title: '商品标签', noun: '标签', path: 'tags', idOf: (t) => t.tag_name, nameOf: (t) => t.tag_name,
      intro: <p className="dz-muted cs-intro">标签在商品编辑页添加；这里可以统一重命名或从所有商品上移除。</p>,
      columns: [{ key: 'tag_name', label: '标签' }, { key: 'goods_count', label: '商品数' }],
      rowActions: (t) => <>
        <button type="button" className="dz-btn dz-btn-sm" aria-label={`重命名${t.tag_name}`} onClick={() => setRenaming({ from: t.tag_name, to: t.tag_name })}>重命名</button>
        <button type="button" className="dz-btn dz-btn-sm dz-btn-danger" aria-label={`移除${t.tag_name}`} onClick={async () => { if (await confirmDialog(`从所有商品上移除标签“${t.tag_name}”？`)) await rename(t.tag_name, ''); }}>移除</button>
      </>,
    } satisfies ResourceSpec<Tag>} />
    {renaming ? <Modal title="重命名标签" width={420} onClose={() => setRenaming(null)} footer={<><button type="button" className="dz-btn" onClick={() => setRenaming(null)}>取消</button><button type="submit" form="tag-form" className="dz-btn dz-btn-primary">确定</button></>}>
      <form id="tag-form" onSubmit={(e) => { e.preventDefault(); void rename(renaming.from, renaming.to); }}>
        <label className="cs-label" htmlFor="tag-to">新名称</label>
        <input id="tag-to" className="dz-input" autoFocus value={renaming.to} onChange={(e) => setRenaming({ ...renaming, to: e.target.value })} />
      </form>
    </Modal> : null}
  </div>;
}

interface Operator { operator_id: number; username: string; role: 'admin' | 'operator'; disabled: boolean; created_at: string }
const ROLES = [{ value: 'operator', label: '运营' }, { value: 'admin', label: '管理员' }];
export const Operators = () => <ResourceScreen spec={{
  title: '运营账号', noun: '运营账号', path: 'operators', idOf: (o) => o.operator_id, nameOf: (o) => o.username,
  intro: <p className="dz-muted cs-intro">管理员可以管理运营账号和支付密钥；运营可以管理商品、订单、售后、营销、会员和其他设置。</p>,
  columns: [
    { key: 'username', label: '用户名' }, { key: 'role', label: '角色', render: (o) => (o.role === 'admin' ? '管理员' : '运营') },
    { key: 'disabled', label: '状态', render: (o) => (o.disabled ? <span className="cs-tag is-off">已禁用</span> : <span className="cs-tag is-on">启用</span>) },
    { key: 'created_at', label: '创建时间', render: (o) => dateTime(o.created_at) },
  ],
  fields: [{ name: 'username', label: '用户名', required: true }, { name: 'password', label: '密码', type: 'password', hint: '8～64个字符；编辑时留空表示不修改' }, { name: 'role', label: '角色', type: 'select', options: ROLES }],
  toValues: (o) => ({ username: o?.username ?? '', password: '', role: o?.role ?? 'operator' }),
  toBody: (v) => Object.fromEntries(Object.entries(v).filter(([, x]) => x !== '')),
  deletable: true,
  rowActions: (o, reload) => <button type="button" className="dz-btn dz-btn-sm" aria-label={`${o.disabled ? '启用' : '禁用'}${o.username}`} onClick={() => adm.put(`operators/${o.operator_id}`, { disabled: !o.disabled }).then(() => { toast(o.disabled ? '已启用' : '已禁用', 'success'); reload(); }, (e: Error) => toast(e.message, 'error'))}>{o.disabled ? '启用' : '禁用'}</button>,
} satisfies ResourceSpec<Operator>} />;

interface Log { log_id: string; operator_name: string; method: string; path: string; action: string; entity: string; entity_id: string; before: unknown; after: unknown; created_at: string }
function Change({ log }: { log: Log }) {
  const [open, setOpen] = useState(false);
  return <>
    <button type="button" className="dz-btn dz-btn-sm" aria-expanded={open} aria-label={`查看变更${log.log_id}`} onClick={() => setOpen(!open)}>{open ? '收起' : '查看变更'}</button>
    {open ? <div className="cs-diff"><div><h4>修改前</h4><pre>{JSON.stringify(log.before, null, 2) ?? '（无）'}</pre></div><div><h4>修改后</h4><pre>{JSON.stringify(log.after, null, 2) ?? '（无）'}</pre></div></div> : null}
  </>;
}
/** The log's object types (the `entity` the admin routes record), as the operator names them. */
const ENTITY_LABELS: [string, string][] = [['goods', '商品'], ['category', '分类'], ['brand', '品牌'], ['tag', '标签'], ['order', '订单'], ['aftersales', '售后'],
  ['coupon', '优惠券'], ['promotions', '促销 / 限时特惠'], ['seckill', '秒杀'], ['groups', '拼团'], ['article', '文章'], ['article_category', '文章分类'], ['shop', '店铺'],
  ['member', '会员'], ['merchant', '商家入驻'], ['chief', '团长'], ['chief_activity', '团长活动'], ['setting', '设置'], ['operator', '运营账号'], ['import', '导入']];
const entityLabel = (entity: string) => ENTITY_LABELS.find(([value]) => value === entity)?.[1] ?? entity;
export const Logs = () => <ResourceScreen spec={{
  title: '操作日志', noun: '日志', path: 'operation-logs', idOf: (l) => l.log_id, nameOf: (l) => l.action, search: '操作 / 路径 / 对象编号',
  filters: [{ name: 'entity', label: '对象', options: ENTITY_LABELS.map(([value, label]) => ({ value, label })) },
    { name: 'operator_name', label: '操作人' }],
  columns: [
    { key: 'created_at', label: '时间', width: 160, render: (l) => dateTime(l.created_at) }, { key: 'operator_name', label: '操作人' },
    { key: 'action', label: '操作' }, { key: 'entity', label: '对象', render: (l) => `${entityLabel(l.entity)} ${l.entity_id}` },
    { key: 'path', label: '接口', render: (l) => <code>{l.method} {l.path}</code> },
  ],
  rowActions: (l) => <Change log={l} />,
} satisfies ResourceSpec<Log>} />;
