/** Shows the one current toast of the $toast store; the store itself clears it after 3 s. */
import { useStore } from '@nanostores/react';
import { $toast } from '../lib/stores/toast';

export default function Toaster() {
  const toast = useStore($toast);
  if (!toast) return null;
  return (
    <div key={toast.id} className={`toast toast-${toast.kind}`} role={toast.kind === 'error' ? 'alert' : 'status'} aria-live="polite">
      {toast.message}
    </div>
  );
}
