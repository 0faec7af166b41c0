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

/** Canvas zoom: 25%–150% in steps; 适应屏幕 fits the 1190px page into the canvas area. */
export const ZOOM_STEPS = [0.25, 0.5, 0.67, 0.75, 0.8, 0.9, 1, 1.1, 1.25, 1.5] as const;
export const $zoom = atom(1);

export function stepZoom(dir: -1 | 1) {
  const z = $zoom.get();
  const next = dir > 0 ? ZOOM_STEPS.find((s) => s > z + 0.001) : [...ZOOM_STEPS].reverse().find((s) => s < z - 0.001);
  if (next !== undefined) $zoom.set(next);
}

export function fitZoom() {
  const area = document.querySelector<HTMLElement>('.dz-canvas-scroll');
  if (!area) return;
  const room = area.clientWidth - 48;
  $zoom.set(Math.max(0.25, Math.min(1, Math.floor((room / 1190) * 100) / 100)));
}

/** Preview width: the shopper's window, 1190 / 1440 / 1920 px. */
export const PREVIEW_WIDTHS = [1190, 1440, 1920] as const;
export const $previewWidth = atom<number>(1440);
