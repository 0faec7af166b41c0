/**
 * Quantity stepper (storefront spec §5): clamps to [min, max], non-numeric → min, press-and-hold repeats
 * every 200 ms, and reports the settled value 300 ms after the last change (one request per burst).
 */
import { useEffect, useRef, useState } from 'react';
import { HOLD_REPEAT_MS, QUANTITY_DEBOUNCE_MS, QUANTITY_MAX_DEFAULT } from '../../lib/constants';
import { normalizeQuantity, stepQuantity } from '../../lib/quantity';
import { showToast } from '../../lib/stores/toast';

export interface QuantityInputProps {
  value: number;
  min?: number;
  max?: number;
  disabled?: boolean;
  label?: string;
  onChange: (value: number) => void;
}

/** Delay before a held button starts repeating, so a click stays one step. */
const HOLD_DELAY_MS = 400;

export default function QuantityInput({ value, min = 1, max = QUANTITY_MAX_DEFAULT, disabled, label = '数量', onChange }: QuantityInputProps) {
  const [text, setText] = useState(String(value));
  const current = useRef(value);
  const sent = useRef(value);
  const debounce = useRef<ReturnType<typeof setTimeout>>(undefined);
  const hold = useRef<ReturnType<typeof setTimeout>>(undefined);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  // A new value from the server (refetch) wins over what is shown.
  useEffect(() => { current.current = value; sent.current = value; setText(String(value)); }, [value]);
  useEffect(() => () => { clearTimeout(debounce.current); clearTimeout(hold.current); }, []);

  const commit = (n: number) => {
    current.current = n;
    setText(String(n));
    clearTimeout(debounce.current);
    debounce.current = setTimeout(() => {
      if (current.current !== sent.current) { sent.current = current.current; onChangeRef.current(current.current); }
    }, QUANTITY_DEBOUNCE_MS);
  };

  const stopHold = () => clearTimeout(hold.current);
  /** One step; false when a limit was hit (stops the hold). */
  const press = (delta: number): boolean => {
    const r = stepQuantity(current.current, delta, min, max);
    if (r.message) { showToast(r.message, 'error'); return false; }
    commit(r.value);
    return true;
  };
  const startHold = (delta: number) => {
    if (disabled || !press(delta)) return;
    const repeat = () => { if (press(delta)) hold.current = setTimeout(repeat, HOLD_REPEAT_MS); };
    hold.current = setTimeout(repeat, HOLD_DELAY_MS);
  };
  const stepButton = (delta: number, text: string, aria: string) => (
    <button
      type="button" aria-label={aria} disabled={disabled}
      onPointerDown={(e) => { if (e.button === 0) startHold(delta); }}
      onPointerUp={stopHold} onPointerLeave={stopHold} onPointerCancel={stopHold}
      // Keyboard activation arrives as a click with detail 0; pointer clicks were handled on pointerdown.
      onClick={(e) => { if (e.detail === 0) press(delta); }}
    >{text}</button>
  );

  return (
    <span className="ui-qty">
      {stepButton(-1, '−', '减少')}
      <input
        type="text" inputMode="numeric" aria-label={label} value={text} disabled={disabled}
        onChange={(e) => setText(e.target.value)}
        onBlur={() => {
          const r = normalizeQuantity(text, min, max);
          if (r.message) showToast(r.message, 'error');
          commit(r.value);
        }}
        onKeyDown={(e) => { if (e.key === 'Enter') (e.target as HTMLInputElement).blur(); }}
      />
      {stepButton(1, '+', '增加')}
    </span>
  );
}
