/** The buy buttons from lib/buy-buttons.ts plus the always-present 联系客服. */
import type { BuyButton } from '../../lib/buy-buttons';

interface Props { buttons: BuyButton[]; busy: boolean; onAction: (b: BuyButton) => void; onService: () => void }

export default function BuyToolbar({ buttons, busy, onAction, onService }: Props) {
  return (
    <div className="pd-toolbar">
      {buttons.map((b) => (
        <button
          type="button" key={b.label} className={`btn btn-lg${b.primary ? ' btn-primary' : ''}`}
          disabled={b.disabled || busy} onClick={() => onAction(b)}
        >
          {b.label}
        </button>
      ))}
      <button type="button" className="btn btn-lg" onClick={onService}>联系客服</button>
    </div>
  );
}
