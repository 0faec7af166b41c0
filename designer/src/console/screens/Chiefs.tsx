/** 会员 › 团长: chief applications (通过 with a commission rate) and the activities chiefs propose. */
import { ResourceScreen, type ResourceSpec } from '../Resource';
import { AUDIT_STATES, AuditButtons, AuditTag } from '../Audit';
import { dateTime, yuan } from '../format';

interface Chief { chief_id: number; name: string; mobile: string; community: string; address: string; status: string; status_label: string; audit_memo: string; commission_rate: number; applied_at: number }
export const Chiefs = () => <ResourceScreen spec={{
  title: '团长申请', noun: '团长', path: 'chiefs', idOf: (c) => c.chief_id, nameOf: (c) => c.name,
  intro: <p className="dz-muted cs-intro">通过后会员成为社区团长，可发起团购活动；活动订单完成后团长按佣金比例获得佣金（默认比例在通过时确定）。</p>,
  filters: [{ name: 'status', label: '审核状态', options: AUDIT_STATES }],
  columns: [
    { key: 'name', label: '姓名' }, { key: 'mobile', label: '手机号' }, { key: 'community', label: '小区' }, { key: 'address', label: '地址' },
    { key: 'commission_rate', label: '佣金比例', render: (c) => `${c.commission_rate}%` },
    { key: 'status', label: '状态', render: (c) => <AuditTag status={c.status} label={c.status_label} /> },
    { key: 'audit_memo', label: '驳回原因', render: (c) => c.audit_memo || '-' },
    { key: 'applied_at', label: '申请时间', width: 160, render: (c) => dateTime(c.applied_at) },
  ],
  rowActions: (c, reload) => (c.status === 'pending' ? <AuditButtons name={c.name} base={`chiefs/${c.chief_id}`} reload={reload} /> : null),
} satisfies ResourceSpec<Chief>} />;

interface Activity { activity_id: number; chief_name: string; community: string; title: string; goods: { goods_id: number; item_name: string; price: number }[]; begin_time: number; end_time: number; status: string; show_status: string; audit_memo: string }
const SHOWN: Record<string, string> = { nostart: '未开始', ongoing: '进行中', end: '已结束' };
export const ChiefActivities = () => <ResourceScreen spec={{
  title: '团长活动', noun: '活动', path: 'chiefs/activities', idOf: (a) => a.activity_id, nameOf: (a) => a.title,
  filters: [{ name: 'status', label: '审核状态', options: AUDIT_STATES }],
  columns: [
    { key: 'title', label: '活动' }, { key: 'chief_name', label: '团长', render: (a) => `${a.chief_name}（${a.community}）` },
    { key: 'goods', label: '商品', render: (a) => a.goods.map((g) => `${g.item_name} ${yuan(g.price)}`).join('、') || '-' },
    { key: 'time', label: '活动时间', render: (a) => `${dateTime(a.begin_time).slice(0, 16)} 至 ${dateTime(a.end_time).slice(0, 16)}` },
    { key: 'status', label: '状态', width: 80, render: (a) => <AuditTag status={a.status} label={a.status === 'approved' ? SHOWN[a.show_status] : undefined} /> },
    { key: 'audit_memo', label: '驳回原因', width: 90, render: (a) => a.audit_memo || '-' },
  ],
  rowActions: (a, reload) => (a.status === 'pending' ? <AuditButtons name={a.title} base={`chiefs/activities/${a.activity_id}`} reload={reload} /> : null),
} satisfies ResourceSpec<Activity>} />;
