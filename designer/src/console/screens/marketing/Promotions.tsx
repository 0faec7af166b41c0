/** 营销 › 促销活动: 满减 / 满折 / 满赠 / 加价购 on all goods or chosen goods, with up to three tiers. */
import { ResourceScreen, type ResourceSpec } from '../../Resource';
import type { FieldDef, Values } from '../../Form';
import { parsePicked } from '../../GoodsField';
import { localToUnix, toFen } from '../../format';
import { ActionButton, newWindow, StatusTag, windowColumn, windowFields } from './common';

interface Promotion { promotion_id: number; promotion_type: string; promotion_tag: string; title: string; begin_time: number; end_time: number; status: string; status_text: string; use_all_items: boolean; goods_ids: number[]; rule_desc: string }

const TYPES = [{ value: 'full_minus', label: '满减' }, { value: 'full_discount', label: '满折' }, { value: 'full_gift', label: '满赠' }, { value: 'plus_buy', label: '加价购' }];
const STATUSES = [{ value: 'upcoming', label: '未开始' }, { value: 'live', label: '进行中' }, { value: 'over', label: '已结束' }];
const TIERS = [1, 2, 3];
const is = (...types: string[]) => (v: Values) => types.includes(String(v.promotion_type));
const tiered = is('full_minus', 'full_discount');

/** 满减 / 满折 have up to three tiers; 满赠 and 加价购 one threshold with their goods. */
const tierFields: FieldDef[] = TIERS.flatMap((n): FieldDef[] => [
  { name: `full${n}`, label: `第${n}档：满`, type: 'money', required: n === 1, show: n === 1 ? undefined : tiered },
  { name: `minus${n}`, label: `第${n}档：减`, type: 'money', show: is('full_minus') },
  { name: `zhe${n}`, label: `第${n}档：打几折`, hint: n === 1 ? '如 9 表示打9折，8.5 表示打85折' : undefined, show: (v) => v.promotion_type === 'full_discount' },
]);

const num = (v: string | boolean | undefined) => String(v ?? '').trim();

export function promotionTiers(v: Values): object[] {
  const type = String(v.promotion_type);
  const full = toFen(num(v.full1));
  if (type === 'full_gift') return parsePicked(v.gift).map((g) => ({ full, gift_item_id: g.item_id, gift_num: Number(num(v.gift_num)) || num(v.gift_num) }));
  if (type === 'plus_buy') return parsePicked(v.plus).map((g) => ({ full, item_id: g.item_id, plus_price: toFen(g.amount) }));
  return TIERS.filter((n) => n === 1 || num(v[`full${n}`])).map((n) => ({
    full: toFen(num(v[`full${n}`])),
    ...(type === 'full_minus' ? { minus: toFen(num(v[`minus${n}`])) } : { pay_percent: Math.round(Number(num(v[`zhe${n}`])) * 10) || num(v[`zhe${n}`]) }),
  }));
}

export const promotionSpec: ResourceSpec<Promotion> = {
  title: '促销活动', noun: '促销活动', path: 'promotions', idOf: (p) => p.promotion_id, nameOf: (p) => p.title, search: '活动名称', wholeList: true, editable: false,
  filters: [{ name: 'promotion_type', label: '类型', options: TYPES }, { name: 'status', label: '状态', options: STATUSES }],
  columns: [
    { key: 'title', label: '名称' },
    { key: 'promotion_tag', label: '类型' },
    { key: 'rule_desc', label: '规则' },
    { key: 'scope', label: '参与商品', render: (p) => (p.use_all_items ? '全部商品' : `${p.goods_ids.length}个商品`) },
    windowColumn<Promotion>(),
    { key: 'status', label: '状态', render: (p) => <StatusTag status={p.status} text={p.status_text} /> },
  ],
  fields: [
    { name: 'title', label: '活动名称', required: true },
    { name: 'promotion_type', label: '促销类型', type: 'select', options: TYPES },
    ...windowFields,
    { name: 'use_all_items', label: '参与商品', type: 'switch', hint: '全部商品参与' },
    { name: 'goods', label: '选择商品', type: 'goods', goods: { multiple: true, max: 200 }, show: (v) => v.use_all_items !== true },
    ...tierFields,
    { name: 'gift', label: '赠品', type: 'goods', goods: { sku: true }, show: is('full_gift') },
    { name: 'gift_num', label: '赠送数量', type: 'number', show: is('full_gift') },
    { name: 'plus', label: '换购商品', type: 'goods', goods: { multiple: true, max: 10, sku: true, amount: { label: '换购价', money: true } }, show: is('plus_buy') },
  ],
  toValues: () => ({ title: '', promotion_type: 'full_minus', ...newWindow(), use_all_items: false, goods: '[]', gift: '[]', gift_num: '1', plus: '[]' }),
  toBody: (v) => ({
    title: v.title, promotion_type: v.promotion_type, begin_time: localToUnix(String(v.begin_time)), end_time: localToUnix(String(v.end_time)),
    use_all_items: v.use_all_items === true, goods_ids: v.use_all_items === true ? [] : parsePicked(v.goods).map((g) => g.goods_id), tiers: promotionTiers(v),
  }),
  rowActions: (p, reload) => (p.status !== 'over' ? <ActionButton label="结束" name={p.title} path={`promotions/${p.promotion_id}/end`} done="活动已结束" reload={reload} danger /> : null),
};

export const Promotions = () => <ResourceScreen spec={promotionSpec} />;
