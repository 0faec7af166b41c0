/**
 * A form field holding chosen goods: an inline goods picker (no dialog over the form's dialog, so Escape
 * and focus stay simple), the chosen rows with an optional per-row amount (活动价, 数量) and, for
 * single-SKU activities, the spec to use. The value is kept as JSON text like every other form value.
 */
import { useEffect, useState } from 'react';
import type { GoodsRow } from '../api/client';
import { PickerList } from '../pickers/PickerDialog';
import { allGoods } from '../pickers/sources';
import { adm } from './api';
import { yuan } from './format';

export interface GoodsChoice {
  multiple?: boolean; max?: number;
  /** A number typed per chosen row, e.g. { label: '活动价', money: true } or { label: '数量' }. */
  amount?: { label: string; money?: boolean };
  /** Let the operator pick one of the goods' SKUs (seckill, group buy, points mall act on one SKU). */
  sku?: boolean;
}
/** One chosen goods: `item_id` is the SKU the activity uses, `goods_id` the goods it belongs to. */
export interface Picked { goods_id: number; item_id: number; item_name: string; price: number; amount: string; sku_label?: string }
interface Sku { item_id: number; spec_values: string[]; price: number; store: number }

export const parsePicked = (v: string | boolean | undefined): Picked[] => {
  try { const rows: unknown = JSON.parse(String(v || '[]')); return Array.isArray(rows) ? rows as Picked[] : []; } catch { return []; }
};

const toPicked = (r: GoodsRow & { goods_id?: number }): Picked => ({ goods_id: Number(r.goods_id), item_id: Number(r.item_id), item_name: r.item_name, price: r.price, amount: '' });

function SkuSelect({ row, label, onChange }: { row: Picked; label: string; onChange(next: Picked): void }) {
  const [skus, setSkus] = useState<Sku[]>([]);
  useEffect(() => {
    let live = true;
    adm.get<{ skus: Sku[] }>(`goods/${row.goods_id}`).then((g) => { if (live) setSkus(g.skus); }, () => undefined);
    return () => { live = false; };
  }, [row.goods_id]);
  if (skus.length < 2) return null;
  return (
    <select className="dz-input cs-sku" aria-label={`${label}规格`} value={row.item_id} onChange={(e) => {
      const s = skus.find((x) => x.item_id === Number(e.target.value))!;
      onChange({ ...row, item_id: s.item_id, price: s.price, sku_label: s.spec_values.join(' / ') });
    }}>
      {skus.map((s) => <option key={s.item_id} value={s.item_id}>{s.spec_values.join(' / ') || '默认规格'}（{yuan(s.price)}，库存{s.store}）</option>)}
    </select>
  );
}

export function GoodsField({ id, label, value, choice, onChange, invalid }: { id: string; label: string; value: string; choice: GoodsChoice; onChange(v: string): void; invalid?: boolean }) {
  const rows = parsePicked(value);
  const [open, setOpen] = useState(rows.length === 0);
  const set = (next: Picked[]) => onChange(JSON.stringify(next));
  const chosen = new Map(rows.map((r) => [String(r.goods_id), r as unknown as GoodsRow]));
  const keyed = { ...allGoods, key: (r: GoodsRow & { goods_id?: number }) => String(r.goods_id) };
  const replace = (i: number, r: Picked) => set(rows.map((x, j) => (j === i ? r : x)));

  return (
    <div className={`cs-goods${invalid ? ' is-invalid' : ''}`} id={id} role="group" aria-label={label}>
      {rows.length ? (
        <ul className="cs-goods-list">
          {rows.map((r, i) => (
            <li key={r.goods_id}>
              <span className="cs-goods-name">{r.item_name}{r.sku_label ? `（${r.sku_label}）` : ''}</span>
              <span className="dz-muted">售价 {yuan(r.price)}</span>
              {choice.sku ? <SkuSelect row={r} label={r.item_name} onChange={(next) => replace(i, next)} /> : null}
              {choice.amount ? (
                <input className="dz-input cs-amount" inputMode="decimal" aria-label={`${r.item_name}${choice.amount.label}${choice.amount.money ? '（元）' : ''}`}
                  placeholder={`${choice.amount.label}${choice.amount.money ? '（元）' : ''}`} value={r.amount} onChange={(e) => replace(i, { ...r, amount: e.target.value })} />
              ) : null}
              <button type="button" className="dz-btn dz-btn-sm dz-btn-text" aria-label={`移除${r.item_name}`} onClick={() => { set(rows.filter((_, j) => j !== i)); if (rows.length === 1) setOpen(true); }}>移除</button>
            </li>
          ))}
        </ul>
      ) : null}
      {open ? (
        <div className="cs-goods-picker">
          <PickerList source={keyed} multiple={!!choice.multiple} max={choice.max} chosen={chosen}
            setChosen={(next) => set([...next.values()].map((g) => rows.find((r) => String(r.goods_id) === keyed.key(g)) ?? toPicked(g)))}
            onPick={(picked) => { set(picked.map(toPicked)); setOpen(false); }} />
          {rows.length ? <button type="button" className="dz-btn dz-btn-sm" onClick={() => setOpen(false)}>完成选择</button> : null}
        </div>
      ) : <button type="button" className="dz-btn dz-btn-sm" onClick={() => setOpen(true)}>{rows.length ? (choice.multiple ? '添加或更换商品' : '更换商品') : '选择商品'}</button>}
    </div>
  );
}
