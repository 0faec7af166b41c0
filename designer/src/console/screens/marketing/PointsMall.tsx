/** 营销 › 积分商城: which SKUs can be exchanged for points (plus optional cash), and turning them on or off. */
import { ResourceScreen, type ResourceSpec } from '../../Resource';
import { parsePicked } from '../../GoodsField';
import { toFen, yuan } from '../../format';
import { adm } from '../../api';
import { toast } from '../../../store/ui';

interface PointGoods { id: number; item_id: number; item_name: string; point: number; cash: number; limit_num: number; sort: number; enabled: boolean; store: number }

export const pointsMallSpec: ResourceSpec<PointGoods> = {
  title: '积分商城', noun: '积分商品', path: 'pointsmall/goods', idOf: (g) => g.id, nameOf: (g) => g.item_name, search: '商品名称', wholeList: true, editable: false,
  filters: [{ name: 'enabled', label: '状态', options: [{ value: 'true', label: '已启用' }, { value: 'false', label: '已停用' }] }],
  columns: [
    { key: 'item_name', label: '商品' },
    { key: 'price', label: '兑换价', render: (g) => `${g.point}积分${g.cash ? ` + ${yuan(g.cash)}` : ''}` },
    { key: 'limit_num', label: '每人限兑', render: (g) => (g.limit_num ? `${g.limit_num}件` : '不限') },
    { key: 'store', label: '库存' },
    { key: 'sort', label: '排序' },
    { key: 'enabled', label: '状态', render: (g) => <span className={`cs-tag ${g.enabled ? 'is-on' : 'is-off'}`}>{g.enabled ? '已启用' : '已停用'}</span> },
  ],
  fields: [
    { name: 'item', label: '商品', type: 'goods', required: true, goods: { sku: true } },
    { name: 'point', label: '所需积分', type: 'number', required: true },
    { name: 'cash', label: '另付现金', type: 'money', hint: '0 表示纯积分兑换' },
    { name: 'limit_num', label: '每人限兑', type: 'number', hint: '0 表示不限' },
    { name: 'sort', label: '排序', type: 'number', hint: '数字小的排在前面' },
  ],
  toValues: () => ({ item: '[]', point: '', cash: '0', limit_num: '0', sort: '0' }),
  toBody: (v) => ({ item_id: parsePicked(v.item)[0]?.item_id, point: v.point, cash: toFen(String(v.cash || 0)), limit_num: v.limit_num || 0, sort: v.sort || 0 }),
  rowActions: (g, reload) => (
    <button type="button" className={`dz-btn dz-btn-sm${g.enabled ? ' dz-btn-danger' : ''}`} aria-label={`${g.enabled ? '停用' : '启用'}${g.item_name}`}
      onClick={() => adm.post(`pointsmall/goods/${g.id}/enabled`, { enabled: !g.enabled }).then(() => { toast(g.enabled ? '已停用' : '已启用', 'success'); reload(); }, (e: Error) => toast(e.message, 'error'))}>
      {g.enabled ? '停用' : '启用'}
    </button>
  ),
};

export const PointsMall = () => <ResourceScreen spec={pointsMallSpec} />;
