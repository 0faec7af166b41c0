/** Goods list: picked goods in order (up/down, delete with confirm and the minimum), 选择商品 appends. */
import { useState } from 'react';
import { GoodsPicker } from '../../pickers/GoodsPicker';
import { toGoodsEntry, yuan } from '../../pickers/goods';
import { isSample } from '../../doc/samples';
import { confirmDialog, toast } from '../../store/ui';
import { T } from '../../strings';
import type { EditorProps, FieldOf } from '../fields';

type Goods = Record<string, unknown>;

export function GoodsEditor(props: EditorProps<FieldOf<'goods'>>) {
  return props.field.single ? <OneGoodsEditor {...props} /> : <GoodsListEditor {...props} />;
}

/** One goods whose id alone is stored (a W0017 tab's goods_id): choose, replace or clear it. */
function OneGoodsEditor({ id, value, set }: EditorProps<FieldOf<'goods'>>) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const chosen = value !== undefined && value !== null && String(value) !== '';
  return (
    <div className="dz-goods">
      <p className="dz-goods-one">{chosen ? (name || `商品ID ${String(value)}`) : <span className="dz-muted">未选择（主图按主图链接跳转）</span>}</p>
      <div className="dz-row-tools">
        <button id={id} type="button" className="dz-btn dz-btn-sm" onClick={() => setOpen(true)}>{chosen ? '更换商品' : '选择商品'}</button>
        {chosen ? <button type="button" className="dz-btn dz-btn-sm" onClick={() => { set(''); setName(''); }}>清除</button> : null}
      </div>
      {open ? (
        <GoodsPicker multiple={false} initial={chosen ? [String(value)] : []} onClose={() => setOpen(false)}
          onPick={(rows) => { const g = rows[0] ? toGoodsEntry(rows[0]) : null; if (g) { set(g.goods_id); setName(String(g.goods_name ?? '')); } setOpen(false); }} />
      ) : null}
    </div>
  );
}

function GoodsListEditor({ field, id, value, set, scope }: EditorProps<FieldOf<'goods'>>) {
  const shopId = field.shopKey ? Number(scope[field.shopKey]) : undefined;
  const [open, setOpen] = useState(false);
  const list: Goods[] = Array.isArray(value) ? (value as Goods[]) : [];
  const move = (i: number, d: number) => {
    const next = list.slice();
    [next[i], next[i + d]] = [next[i + d], next[i]];
    set(next);
  };
  const remove = async (i: number) => {
    if (field.min !== undefined && list.length <= field.min) { toast(field.minMessage ?? `请至少添加${field.min}个商品`, 'error'); return; }
    if (!(await confirmDialog(T.deleteGoods))) return;
    set(list.filter((_, j) => j !== i));
    toast(T.deleted, 'success');
  };
  // Placeholders and the catalogue samples standing in for them make way for the operator's picks.
  const isReal = (g: Goods) => g.goods_id !== '' && g.goods_id !== undefined && g.goods_id !== null && !isSample(g);
  const openPicker = () => {
    if (field.shopKey && !(shopId! > 0)) { toast('请先选择商铺', 'error'); return; }
    if (field.max !== undefined && list.filter(isReal).length >= field.max) { toast(field.maxMessage ?? `最多添加${field.max}个商品`, 'error'); return; }
    setOpen(true);
  };
  return (
    <div className="dz-goods">
      <ol className="dz-goods-list">
        {list.map((g, i) => (
          <li key={`${String(g.goods_id ?? '')}-${i}`} className="dz-goods-row">
            {g.goods_pic || (Array.isArray(g.pics) && g.pics[0]) ? <img src={String(g.goods_pic || (g.pics as string[])[0])} alt="" width={36} height={36} /> : <span className="dz-thumb-empty" />}
            <span className="dz-goods-name" title={String(g.goods_name ?? g.item_name ?? '')}>{String(g.goods_name ?? g.item_name ?? '商品名称')}</span>
            <span className="dz-goods-price">{yuan(g.price)}</span>
            <span className="dz-row-tools">
              <button type="button" className="dz-icon-btn" aria-label="上移" disabled={i === 0} onClick={() => move(i, -1)}>↑</button>
              <button type="button" className="dz-icon-btn" aria-label="下移" disabled={i === list.length - 1} onClick={() => move(i, 1)}>↓</button>
              <button type="button" className="dz-icon-btn dz-danger" aria-label="删除商品" onClick={() => remove(i)}>×</button>
            </span>
          </li>
        ))}
      </ol>
      <button id={id} type="button" className="dz-btn dz-btn-sm dz-btn-block" onClick={openPicker}>选择商品</button>
      {open ? (
        <GoodsPicker multiple distributorId={field.shopKey ? shopId : undefined} initial={list.filter(isReal).map((g) => g.goods_id as string)} max={field.max} maxMessage={field.maxMessage}
          onClose={() => setOpen(false)}
          onPick={(rows) => {
            // Placeholder goods (no goods_id) make way for real ones.
            const real = list.filter(isReal);
            if (rows.length) set([...real, ...rows.map(toGoodsEntry)]);
            setOpen(false);
          }} />
      ) : null}
    </div>
  );
}
