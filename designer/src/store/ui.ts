/** Transient UI state: toasts and the confirm dialog (a promise the caller awaits). */
import { atom } from 'nanostores';

export interface Toast { id: number; message: string; kind: 'success' | 'error' | 'info' }
export const $toast = atom<Toast | null>(null);

let seq = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
export function toast(message: string, kind: Toast['kind'] = 'info', ms = 2600) {
  const id = ++seq;
  $toast.set({ id, message, kind });
  clearTimeout(timer);
  timer = setTimeout(() => { if ($toast.get()?.id === id) $toast.set(null); }, ms);
}

export interface ConfirmRequest { message: string; resolve(ok: boolean): void }
export const $confirm = atom<ConfirmRequest | null>(null);

export function confirmDialog(message: string): Promise<boolean> {
  return new Promise((resolve) => {
    $confirm.get()?.resolve(false);
    $confirm.set({ message, resolve: (ok) => { $confirm.set(null); resolve(ok); } });
  });
}

export const $previewOpen = atom(false);
export const $propertyTab = atom<'props' | 'style'>('props');
