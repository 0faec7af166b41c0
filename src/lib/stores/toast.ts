/** One toast at a time, dismissed after 3 s (spec §8). */
import { atom } from 'nanostores';
import { TOAST_MS } from '../constants';

export interface Toast { id: number; message: string; kind: 'info' | 'success' | 'error' }
export const $toast = atom<Toast | null>(null);
let seq = 0;
let timer: ReturnType<typeof setTimeout> | undefined;

export function showToast(message: string, kind: Toast['kind'] = 'info'): void {
  const id = ++seq;
  $toast.set({ id, message, kind });
  if (timer) clearTimeout(timer);
  timer = setTimeout(() => { if ($toast.get()?.id === id) $toast.set(null); }, TOAST_MS);
}
