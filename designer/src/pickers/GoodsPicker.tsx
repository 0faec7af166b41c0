/** 选择商品: the picker dialog over the catalogue (or one shop's goods). */
import { useMemo } from 'react';
import type { GoodsRow } from '../api/client';
import { PickerDialog } from './PickerDialog';
import { allGoods, goodsSource } from './sources';

export function GoodsPicker({ multiple, initial = [], max, maxMessage, distributorId, onPick, onClose }: {
  multiple: boolean; initial?: (string | number)[]; max?: number; maxMessage?: string; distributorId?: number;
  onPick(rows: GoodsRow[]): void; onClose(): void;
}) {
  const source = useMemo(() => (distributorId === undefined ? allGoods : goodsSource(distributorId)), [distributorId]);
  return <PickerDialog source={source} multiple={multiple} initial={initial} max={max} maxMessage={maxMessage} onPick={onPick} onClose={onClose} />;
}
