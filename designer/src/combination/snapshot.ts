/**
 * Step 4, snapshot: the panel as it is drawn on the canvas, rendered by html2canvas to a PNG blob. The
 * designer's own chrome (free-panel grid, child frames) is left out. Any failure → 组合模块图片保存失败.
 */
import { CombinationError, SNAPSHOT_FAILED } from './messages';

type Render = (el: HTMLElement, options: Record<string, unknown>) => Promise<HTMLCanvasElement>;

/** The rendered widget of a top-level canvas frame (what shoppers would see), or null. */
export function panelElement(uuid: string, root: ParentNode = document): HTMLElement | null {
  return root.querySelector<HTMLElement>(`.dz-canvas .dz-frame[data-uuid="${CSS.escape(uuid)}"] > .dz-frame-content`);
}

/** Designer-only overlays that must not appear in the picture. */
export const isDesignerChrome = (el: Element): boolean =>
  el.classList.contains('dz-free-layer') || el.classList.contains('dz-frame-tag') || el.classList.contains('dz-frame-tools');

const loadHtml2canvas: () => Promise<Render> = async () => (await import('html2canvas')).default as unknown as Render;

export async function snapshotPanel(el: HTMLElement | null, render?: Render): Promise<Blob> {
  try {
    if (!el) throw new Error('panel not on the canvas');
    const draw = render ?? (await loadHtml2canvas());
    // html2canvas does not understand CSS `zoom` (the canvas's zoom/fit): draw the clone at 100 %.
    const unzoom = (doc: Document) => doc.querySelectorAll<HTMLElement>('[style*="zoom"]').forEach((z) => { z.style.zoom = '1'; });
    const canvas = await draw(el, { scale: 1, useCORS: true, logging: false, backgroundColor: '#ffffff', ignoreElements: isDesignerChrome, onclone: unzoom });
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!blob || blob.size === 0) throw new Error('empty snapshot');
    return blob;
  } catch {
    throw new CombinationError(SNAPSHOT_FAILED);
  }
}
