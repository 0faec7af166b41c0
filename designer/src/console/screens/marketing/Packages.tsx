/** 营销 › 组合套餐: 2–10 SKUs with their quantities sold together at one price below their sum. */
import { ResourceScreen, type ResourceSpec } from '../../Resource';
import { parsePicked } from '../../GoodsField';
import { localToUnix, toFen, yuan } from '../../format';
import { ActionButton, newWindow, StatusTag, windowColumn, windowFields } from './common';

interface Package { package_id: number; title: string; begin_time: number; end_time: number; status: string; status_text: string; package_price: number; items: { item_id: number; num: number }[] }

export const packageSpec: ResourceSpec<Package> = {
  title: '组合套餐', noun: '组合套餐', path: 'promotions/packages', idOf: (p) => p.package_id, nameOf: (p) => p.title, search: '套餐名称', wholeList: true, editable: false,
  filters: [{ name: 'status', label: '状态', options: [{ value: 'upcoming', label: '未开始' }, { value: 'live', label: '进行中' }, { value: 'over', label: '已结束' }] }],
  columns: [
    { key: 'title', label: '名称' },
    { key: 'package_price', label: '套餐价', render: (p) => yuan(p.package_price) },
    { key: 'items', label: '商品', render: (p) => `${p.items.length}种，共${p.items.reduce((n, i) => n + i.num, 0)}件` },
    windowColumn<Package>(),
    { key: 'status', label: '状态', render: (p) => <StatusTag status={p.status} text={p.status_text} /> },
  ],
  fields: [
    { name: 'title', label: '套餐名称', required: true },
    { name: 'items', label: '套餐商品', type: 'goods', required: true, hint: '2 到 10 种商品，填写每种的数量', goods: { multiple: true, max: 10, sku: true, amount: { label: '数量' } } },
    { name: 'package_price', label: '套餐价', type: 'money', required: true, hint: '须低于商品原价之和' },
    ...windowFields,
  ],
  toValues: () => ({ title: '', items: '[]', package_price: '', ...newWindow() }),
  toBody: (v) => ({
    title: v.title, package_price: toFen(String(v.package_price)), begin_time: localToUnix(String(v.begin_time)), end_time: localToUnix(String(v.end_time)),
    items: parsePicked(v.items).map((g) => ({ item_id: g.item_id, num: Number(g.amount || 1) || g.amount })),
  }),
  rowActions: (p, reload) => (p.status !== 'over' ? <ActionButton label="结束" name={p.title} path={`promotions/packages/${p.package_id}/end`} done="套餐已结束" reload={reload} danger /> : null),
};

export const Packages = () => <ResourceScreen spec={packageSpec} />;
