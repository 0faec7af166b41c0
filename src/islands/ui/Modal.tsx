/**
 * Modal dialog: portal to <body>, page scroll locked while open, Escape and the × close it.
 * Renders nothing on the server or while closed, so it never affects hydration.
 */
import { useEffect, useId, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { MODAL_CSS } from './modal-css';

export interface ModalProps {
  open: boolean;
  title?: ReactNode;
  width?: number;
  onClose: () => void;
  footer?: ReactNode;
  className?: string;
  children?: ReactNode;
}

/** Counts open modals so nested ones restore the scroll only when the last closes. */
let openCount = 0;
let savedOverflow = '';

function lockScroll(): () => void {
  if (openCount++ === 0) { savedOverflow = document.body.style.overflow; document.body.style.overflow = 'hidden'; }
  return () => { if (--openCount === 0) document.body.style.overflow = savedOverflow; };
}

export default function Modal({ open, title, width = 800, onClose, footer, className = '', children }: ModalProps) {
  const titleId = useId();
  useEffect(() => {
    if (!open) return;
    const unlock = lockScroll();
    const onKey = (e: KeyboardEvent) => { if (e.key === 'Escape') onClose(); };
    window.addEventListener('keydown', onKey);
    return () => { unlock(); window.removeEventListener('keydown', onKey); };
  }, [open, onClose]);

  if (!open || typeof document === 'undefined') return null;
  return createPortal(
    <div className="ui-mask" onMouseDown={(e) => { if (e.target === e.currentTarget) onClose(); }}>
      <style>{MODAL_CSS}</style>
      <div className={`ui-modal ${className}`} role="dialog" aria-modal="true" aria-labelledby={title ? titleId : undefined} style={{ width }}>
        {title !== undefined && (
          <div className="ui-modal-head">
            <h2 className="ui-modal-title" id={titleId}>{title}</h2>
            <button type="button" className="ui-modal-x" aria-label="关闭" onClick={onClose}>×</button>
          </div>
        )}
        <div className="ui-modal-body">{children}</div>
        {footer && <div className="ui-modal-foot">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
