/** The palette's line icon of a widget, drawn from its designer.ts entry (decorative, hidden from assistive tech). */
import { designOf } from '../panels';

export function WidgetIcon({ type }: { type: string }) {
  return (
    <svg className="dz-icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
      <path d={designOf(type)?.palette?.icon ?? 'M4 4h16v16H4z'} />
    </svg>
  );
}
