/** The confirm dialog behind confirmDialog(message) (widths per spec: 416px). */
import { useStore } from '@nanostores/react';
import { $confirm } from '../store/ui';
import { T } from '../strings';

export function ConfirmDialog() {
  const req = useStore($confirm);
  if (!req) return null;
  return (
    <div className="dz-mask dz-mask-confirm" onMouseDown={(e) => { if (e.target === e.currentTarget) req.resolve(false); }}>
      <div className="dz-modal dz-confirm" role="alertdialog" aria-modal="true" aria-label="提示" style={{ width: 416 }}>
        <div className="dz-confirm-body"><span className="dz-confirm-icon" aria-hidden="true">!</span><p>{req.message}</p></div>
        <div className="dz-modal-foot">
          <button type="button" className="dz-btn" onClick={() => req.resolve(false)}>{T.confirm.cancel}</button>
          <button type="button" className="dz-btn dz-btn-primary" autoFocus onClick={() => req.resolve(true)}>{T.confirm.ok}</button>
        </div>
      </div>
    </div>
  );
}
