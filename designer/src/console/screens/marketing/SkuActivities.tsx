/**
 * 营销 › 秒杀 and 拼团: one SKU at an activity price for a time window. Both APIs take the same shape
 * (item_id, act_price, begin/end) and shelve with /disable · /enable; each adds its own numbers. An activity
 * is edited until it ends; once running only what `stillOpen` names may change (the server refuses the rest).
 */
import { ResourceScreen, type ResourceSpec } from '../../Resource';
import type { FieldDef, Values } from '../../Form';
import { parsePicked } from '../../GoodsField';
import { fenToYuanText, fromLocalInput, toFen, yuan } from '../../format';
import { ActionButton, editableWhile, newWindow, pickedOf, runningNote, StatusTag, windowColumn, windowFields, windowValues } from './common';

interface SkuActivity { title: string; goods_id: number; item_id: number; item_name: string; price: number; act_price: number; begin_time: number; end_time: number; status: string }
interface Seckill extends SkuActivity { seckill_id: number; total_stock: number; free: number; held: number; sold: number; limit_num: number }
interface Group extends SkuActivity { groups_activity_id: number; person_num: number; limit_minutes: number }

const STATUS_TEXT: Record<string, string> = { in_the_notice: '未开始', in_sale: '进行中', it_has_ended: '已结束', removed: '已下架' };
const STATUSES = Object.entries(STATUS_TEXT).map(([value, label]) => ({ value, label }));

function skuActivity<Row extends SkuActivity>(o: {
  title: string; path: string; priceLabel: string; idOf(r: Row): number; columns: ResourceSpec<Row>['columns']; fields: FieldDef[];
  values: Values; valuesOf(r: Row): Values; body(v: Values): object; stillOpen: string;
}): ResourceSpec<Row> {
  return {
    title: o.title, noun: o.title, path: o.path, idOf: o.idOf, nameOf: (r) => r.title, search: '活动名称', wholeList: true,
    editable: (r) => editableWhile(r.status), editNote: (r) => runningNote(r.status, o.stillOpen),
    filters: [{ name: 'status', label: '状态', options: STATUSES }],
    columns: [
      { key: 'title', label: '名称' },
      { key: 'item_name', label: '商品' },
      { key: 'price', label: `售价 / ${o.priceLabel}`, render: (r) => <>{yuan(r.price)} / <strong>{yuan(r.act_price)}</strong></> },
      ...o.columns,
      windowColumn<Row>(),
      { key: 'status', label: '状态', render: (r) => <StatusTag status={r.status} text={STATUS_TEXT[r.status] ?? r.status} /> },
    ],
    fields: [
      { name: 'title', label: '活动名称', required: true },
      { name: 'item', label: '活动商品', type: 'goods', required: true, goods: { sku: true } },
      { name: 'act_price', label: o.priceLabel, type: 'money', required: true },
      ...o.fields,
      ...windowFields,
    ],
    toValues: (r) => (r
      ? { title: r.title, item: JSON.stringify([pickedOf({ ...r, act_price: undefined })]), act_price: fenToYuanText(r.act_price), ...o.valuesOf(r), ...windowValues(r) }
      : { title: '', item: '[]', act_price: '', ...o.values, ...newWindow() }),
    toBody: (v) => ({
      title: v.title, item_id: parsePicked(v.item)[0]?.item_id, act_price: toFen(String(v.act_price)),
      begin_time: fromLocalInput(String(v.begin_time)), end_time: fromLocalInput(String(v.end_time)), ...o.body(v),
    }),
    rowActions: (r, reload) => (r.status === 'removed'
      ? <ActionButton label="上架" name={r.title} path={`${o.path}/${o.idOf(r)}/enable`} done="已上架" reload={reload} />
      : r.status !== 'it_has_ended' ? <ActionButton label="下架" name={r.title} path={`${o.path}/${o.idOf(r)}/disable`} done="已下架" reload={reload} danger /> : null),
  };
}

export const seckillSpec = skuActivity<Seckill>({
  title: '秒杀', path: 'seckill', priceLabel: '秒杀价', idOf: (s) => s.seckill_id,
  columns: [
    { key: 'stock', label: '库存（剩余 / 锁定 / 已售）', render: (s) => `${s.free} / ${s.held} / ${s.sold}` },
    { key: 'limit_num', label: '每人限购' },
  ],
  fields: [
    { name: 'total_stock', label: '秒杀库存', type: 'number', required: true },
    { name: 'limit_num', label: '每人限购', type: 'number', required: true },
  ],
  values: { total_stock: '10', limit_num: '1' },
  valuesOf: (s) => ({ total_stock: String(s.total_stock), limit_num: String(s.limit_num) }),
  stillOpen: '活动名称、结束时间和秒杀库存',
  body: (v) => ({ total_stock: v.total_stock, limit_num: v.limit_num }),
});

export const groupSpec = skuActivity<Group>({
  title: '拼团', path: 'groups', priceLabel: '拼团价', idOf: (g) => g.groups_activity_id,
  columns: [
    { key: 'person_num', label: '成团人数' },
    { key: 'limit_minutes', label: '成团时限', render: (g) => `${g.limit_minutes}分钟` },
  ],
  fields: [
    { name: 'person_num', label: '成团人数', type: 'number', required: true, hint: '2 到 20 人' },
    { name: 'limit_minutes', label: '成团时限（分钟）', type: 'number', required: true, hint: '开团后多久未成团即失败并退款' },
  ],
  values: { person_num: '2', limit_minutes: '1440' },
  valuesOf: (g) => ({ person_num: String(g.person_num), limit_minutes: String(g.limit_minutes) }),
  stillOpen: '活动名称和结束时间',
  body: (v) => ({ person_num: v.person_num, limit_minutes: v.limit_minutes }),
});

export const Seckills = () => <ResourceScreen spec={seckillSpec} />;
export const Groups = () => <ResourceScreen spec={groupSpec} />;
