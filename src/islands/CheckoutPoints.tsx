/** Points deduction: balance, the most this order can use, the rule, and how many to use. */
import { useEffect, useState } from 'react';
import type { FreightResult } from './CheckoutSummary';

interface Props { fee: FreightResult; value: number; onChange: (points: number) => void }

function ruleText(fee: FreightResult): string {
  const r = fee.deduct_point_rule;
  if (!r?.deduct_point) return '';
  const limit = r.full_amount ? '可全额抵扣' : r.deduct_proportion_limit ? `最多抵扣订单金额的${r.deduct_proportion_limit}%` : '';
  return `${r.deduct_point}积分抵扣1元${limit ? '，' + limit : ''}`;
}

export default function CheckoutPoints({ fee, value, onChange }: Props) {
  const max = Math.max(0, Number(fee.max_point ?? 0));
  const [text, setText] = useState(String(value || max));
  useEffect(() => { if (value) setText(String(value)); }, [value]);
  const name = fee.point_rule?.name || '积分';
  const apply = (raw: string) => {
    const n = Math.min(Math.max(Math.floor(Number(raw) || 0), 0), max);
    setText(String(n));
    onChange(n);
  };
  return (
    <section className="co-section" aria-labelledby="co-point-h">
      <div className="co-section-head"><h2 id="co-point-h">{name}抵扣</h2>
        <span className="co-muted">可用{name} {fee.user_point ?? 0}，本单最多可用 {max}{ruleText(fee) && `（${ruleText(fee)}）`}</span>
      </div>
      <label className="co-radio">
        <input type="checkbox" checked={value > 0} disabled={max <= 0} onChange={(e) => (e.target.checked ? apply(text === '0' ? String(max) : text) : onChange(0))} /> 使用{name}
      </label>
      {value > 0 && (
        <input className="co-points-input" aria-label={`使用${name}数量`} inputMode="numeric" value={text}
          onChange={(e) => setText(e.target.value)} onBlur={() => apply(text)} onKeyDown={(e) => { if (e.key === 'Enter') apply(text); }} />
      )}
    </section>
  );
}
