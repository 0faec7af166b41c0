/** 营销 › 优惠券: the whole screen is this spec (the ResourceScreen pattern). */
import { ResourceScreen, type ResourceSpec } from '../Resource';
import { adm } from '../api';
import { dateTime, fenToYuanText, fromLocalInput, toFen, toLocalInput, yuan } from '../format';
import { toast } from '../../store/ui';

interface Coupon { card_id: number; title: string; card_type: 'cash' | 'discount'; reduce_cost: number; least_cost: number; discount: number; quantity: number; get_num: number; get_limit: number; begin_date: string; end_date: string; description: string }
const local = toLocalInput;
const fromLocal = fromLocalInput;
const ended = (c: Coupon) => new Date(c.end_date) < new Date();

export const couponSpec: ResourceSpec<Coupon> = {
  title: '优惠券', noun: '优惠券', path: 'coupons', idOf: (c) => c.card_id, nameOf: (c) => c.title, search: '优惠券名称',
  filters: [
    { name: 'card_type', label: '类型', options: [{ value: 'cash', label: '满减券' }, { value: 'discount', label: '折扣券' }] },
    { name: 'state', label: '状态', options: [{ value: 'active', label: '进行中' }, { value: 'ended', label: '已结束' }] },
  ],
  columns: [
    { key: 'title', label: '名称' },
    { key: 'card_type', label: '类型', render: (c) => (c.card_type === 'cash' ? '满减券' : '折扣券') },
    { key: 'rule', label: '优惠', render: (c) => (c.card_type === 'cash' ? `${c.least_cost ? `满${yuan(c.least_cost)}` : '无门槛'}减${yuan(c.reduce_cost)}` : `${c.least_cost ? `满${yuan(c.least_cost)}` : ''}打${(100 - c.discount) / 10}折`) },
    { key: 'get_num', label: '已领 / 总量', render: (c) => `${c.get_num} / ${c.quantity}` },
    { key: 'end_date', label: '有效期', render: (c) => `${dateTime(c.begin_date).slice(0, 16)} 至 ${dateTime(c.end_date).slice(0, 16)}` },
    { key: 'state', label: '状态', render: (c) => (ended(c) ? <span className="cs-tag is-off">已结束</span> : <span className="cs-tag is-on">进行中</span>) },
  ],
  fields: [
    { name: 'title', label: '名称', required: true },
    { name: 'card_type', label: '类型', type: 'select', options: [{ value: 'cash', label: '满减券' }, { value: 'discount', label: '折扣券' }] },
    { name: 'least_cost', label: '使用门槛', type: 'money', hint: '0 表示无门槛' },
    { name: 'reduce_cost', label: '减免金额', type: 'money', show: (v) => v.card_type === 'cash' },
    { name: 'discount', label: '优惠比例（%）', type: 'number', hint: '例如 20 表示打8折', show: (v) => v.card_type === 'discount' },
    { name: 'quantity', label: '发放总量', type: 'number', required: true },
    { name: 'get_limit', label: '每人限领', type: 'number' },
    { name: 'begin_date', label: '开始时间', type: 'datetime', required: true },
    { name: 'end_date', label: '结束时间', type: 'datetime', required: true },
    { name: 'description', label: '使用说明', type: 'textarea' },
  ],
  toValues: (c) => ({
    title: c?.title ?? '', card_type: c?.card_type ?? 'cash', least_cost: c ? fenToYuanText(c.least_cost) : '0', reduce_cost: c ? fenToYuanText(c.reduce_cost) : '',
    discount: c ? String(c.discount) : '', quantity: c ? String(c.quantity) : '100', get_limit: c ? String(c.get_limit) : '1',
    begin_date: local(c?.begin_date ?? new Date().toISOString()), end_date: local(c?.end_date ?? new Date(Date.now() + 30 * 86400_000).toISOString()), description: c?.description ?? '',
  }),
  toBody: (v) => ({
    title: v.title, card_type: v.card_type, least_cost: toFen(String(v.least_cost || 0)), reduce_cost: v.card_type === 'cash' ? toFen(String(v.reduce_cost || 0)) : 0,
    discount: v.card_type === 'discount' ? Number(v.discount || 0) : 0, quantity: v.quantity, get_limit: v.get_limit, begin_date: fromLocal(String(v.begin_date)), end_date: fromLocal(String(v.end_date)), description: v.description,
  }),
  deletable: (c) => c.get_num === 0,
  rowActions: (c, reload) => (!ended(c) ? <button type="button" className="dz-btn dz-btn-sm" aria-label={`结束发放${c.title}`} onClick={() => adm.post(`coupons/${c.card_id}/end`).then(() => { toast('已结束发放', 'success'); reload(); }, (e: Error) => toast(e.message, 'error'))}>结束发放</button> : null),
};

export const Coupons = () => <ResourceScreen spec={couponSpec} />;
