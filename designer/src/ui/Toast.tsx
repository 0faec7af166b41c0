import { useStore } from '@nanostores/react';
import { $toast } from '../store/ui';

export function Toast() {
  const t = useStore($toast);
  return (
    <div className="dz-toast-host" role="status" aria-live="polite">
      {t ? <div key={t.id} className={`dz-toast is-${t.kind}`}>{t.message}</div> : null}
    </div>
  );
}
