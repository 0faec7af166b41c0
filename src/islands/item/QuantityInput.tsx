/**
 * Item-page quantity stepper (spec §5; rules in lib/quantity.ts): typed values are trimmed and clamped
 * to [1, stock]; − and + repeat every 200 ms while held; hitting a bound shows why beside the input.
 * Unlike the cart's ui/QuantityInput it reports every change at once (no 300 ms debounce), so a quick
 * 加入购物车 right after + sends the quantity the shopper sees.
 */
import { useEffect, useRef, useState } from 'react';
import { HOLD_REPEAT_MS } from '../../lib/constants';
import { normalizeQuantity, stepQuantity } from '../../lib/quantity';

interface Props { value: number; max: number; disabled?: boolean; onChange: (n: number) => void }

export default function QuantityInput({ value, max, disabled, onChange }: Props) {
  const [text, setText] = useState(String(value));
  const [message, setMessage] = useState('');
  const valueRef = useRef(value);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  valueRef.current = value;

  useEffect(() => setText(String(value)), [value]);
  useEffect(() => () => clearInterval(timer.current), []);

  const step = (delta: 1 | -1): boolean => {
    const r = stepQuantity(valueRef.current, delta, 1, max);
    setMessage(r.message ?? '');
    if (r.value !== valueRef.current) { valueRef.current = r.value; onChange(r.value); }
    return !r.message;
  };
  const hold = (delta: 1 | -1) => {
    clearInterval(timer.current);
    if (!step(delta)) return;
    timer.current = setInterval(() => { if (!step(delta)) clearInterval(timer.current); }, HOLD_REPEAT_MS);
  };
  // Keyboard presses arrive as clicks with detail 0; pointer presses were already handled on pointerdown.
  const release = () => clearInterval(timer.current);
  const commit = () => {
    const r = normalizeQuantity(text, 1, Math.max(1, max));
    setMessage(r.message ?? '');
    setText(String(r.value));
    if (r.value !== value) onChange(r.value);
  };

  return (
    <span>
      <span className="qty">
        <button type="button" aria-label="减少数量" disabled={disabled} onPointerDown={() => hold(-1)} onPointerUp={release} onPointerLeave={release} onClick={(e) => { if (e.detail === 0) step(-1); }}>−</button>
        <input
          aria-label="购买数量" inputMode="numeric" value={text} disabled={disabled}
          onChange={(e) => setText(e.target.value)} onBlur={commit} onKeyDown={(e) => { if (e.key === 'Enter') commit(); }}
        />
        <button type="button" aria-label="增加数量" disabled={disabled} onPointerDown={() => hold(1)} onPointerUp={release} onPointerLeave={release} onClick={(e) => { if (e.detail === 0) step(1); }}>+</button>
      </span>
      {message && <span className="qty-msg" role="alert">{message}</span>}
    </span>
  );
}
