/** 营销 › 限时特惠: chosen SKUs at their own activity price for a window, with a per-member limit; edited until it ends (running: name and end only). */
import { ResourceScreen, type ResourceSpec } from '../../Resource';
import { parsePicked } from '../../GoodsField';
import { localToUnix, toFen, yuan } from '../../format';
import { ActionButton, editableWhile, newWindow, pickedOf, runningNote, StatusTag, windowColumn, windowFields, windowValues } from './common';

interface Sale { sale_id: number; title: string; begin_time: number; end_time: number; status: string; status_text: string; limit_num: number; items: { goods_id: number; item_id: number; item_name: string; price: number; act_price: number }[] }

export const limitedSaleSpec: ResourceSpec<Sale> = {
  title: '限时特惠', noun: '限时特惠', path: 'promotions/limited-sales', idOf: (s) => s.sale_id, nameOf: (s) => s.title, search: '活动名称', wholeList: true,
  editable: (s) => editableWhile(s.status), editNote: (s) => runningNote(s.status, '活动名称和结束时间'),
  filters: [{ name: 'status', label: '状态', options: [{ value: 'upcoming', label: '未开始' }, { value: 'live', label: '进行中' }, { value: 'over', label: '已结束' }] }],
  columns: [
    { key: 'title', label: '名称' },
    { key: 'items', label: '参与商品', render: (s) => `${s.items.length}个商品，特惠价 ${yuan(Math.min(...s.items.map((i) => i.act_price)))} 起` },
    { key: 'limit_num', label: '每人限购', render: (s) => (s.limit_num ? `${s.limit_num}件` : '不限') },
    windowColumn<Sale>(),
    { key: 'status', label: '状态', render: (s) => <StatusTag status={s.status} text={s.status_text} /> },
  ],
  fields: [
    { name: 'title', label: '活动名称', required: true },
    { name: 'items', label: '特惠商品', type: 'goods', required: true, goods: { multiple: true, max: 200, sku: true, amount: { label: '特惠价', money: true } } },
    { name: 'limit_num', label: '每人限购', type: 'number', hint: '0 表示不限' },
    ...windowFields,
  ],
  toValues: (s) => (s
    ? { title: s.title, items: JSON.stringify(s.items.map(pickedOf)), limit_num: String(s.limit_num), ...windowValues(s) }
    : { title: '', items: '[]', limit_num: '0', ...newWindow() }),
  toBody: (v) => ({
    title: v.title, limit_num: v.limit_num, begin_time: localToUnix(String(v.begin_time)), end_time: localToUnix(String(v.end_time)),
    items: parsePicked(v.items).map((g) => ({ item_id: g.item_id, act_price: toFen(g.amount) })),
  }),
  rowActions: (s, reload) => (s.status !== 'over' ? <ActionButton label="结束" name={s.title} path={`promotions/limited-sales/${s.sale_id}/end`} done="活动已结束" reload={reload} danger /> : null),
};

export const LimitedSales = () => <ResourceScreen spec={limitedSaleSpec} />;
