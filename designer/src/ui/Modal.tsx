/** A centred dialog with a title bar; Escape and the × close it. */
import { useEffect, type ReactNode } from 'react';
import { T } from '../strings';

export function Modal({ title, onClose, children, footer, width = 640, className = '' }: {
  title: string; onClose(): void; children: ReactNode; footer?: ReactNode; width?: number | string; className?: string;
}) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => { if (e.key === 'Escape') onClose(); };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="dz-mask" onMouseDown={(e) => { if (e.target === e.currentTarget) onClose(); }}>
      <div className={`dz-modal ${className}`} role="dialog" aria-modal="true" aria-label={title} style={{ width }}>
        <div className="dz-modal-head">
          <h2>{title}</h2>
          <button type="button" className="dz-icon-btn" aria-label={T.close} onClick={onClose}>×</button>
        </div>
        <div className="dz-modal-body">{children}</div>
        {footer ? <div className="dz-modal-foot">{footer}</div> : null}
      </div>
    </div>
  );
}
