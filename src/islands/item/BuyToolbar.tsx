/**
 * The buy buttons from lib/buy-buttons.ts plus the always-present 联系客服. A pressed button's pending state is
 * this toolbar's own: the press re-renders these few buttons, not the whole item page, so 处理中 shows in
 * the next frame on a slow machine too (issue 28).
 */
import { useState } from 'react';
import type { BuyButton } from '../../lib/buy-buttons';

interface Props {
  buttons: BuyButton[];
  /** Pending from outside (a purchase resumed after login). */
  busy: boolean;
  onAction: (b: BuyButton) => Promise<void>;
  onService: () => void;
}

export default function BuyToolbar({ buttons, busy, onAction, onService }: Props) {
  const [pending, setPending] = useState<string | null>(null);
  const act = (b: BuyButton) => {
    setPending(b.label);
    void onAction(b).finally(() => setPending(null));
  };
  return (
    <div className="pd-toolbar">
      {buttons.map((b) => (
        <button
          type="button" key={b.label} className={`btn btn-lg${b.primary ? ' btn-primary' : ''}`}
          disabled={b.disabled || busy || pending !== null} aria-busy={pending === b.label || undefined} onClick={() => act(b)}
        >
          {b.label}
        </button>
      ))}
      <button type="button" className="btn btn-lg" onClick={onService}>联系客服</button>
    </div>
  );
}
