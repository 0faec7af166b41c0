/**
 * Hot-zone geometry: zones are fractions (0–1) of the image box (widgets.md W0003), drawn, moved and resized
 * with the pointer. Pure, so it is tested headlessly; every result stays inside the image and is at least
 * MIN_ZONE on each side.
 */
export interface Zone { leftPer: number; topPer: number; widthPer: number; heightPer: number }
export interface Point { x: number; y: number }

/** Smallest zone side (2 % of the image): a click without a drag draws nothing. */
export const MIN_ZONE = 0.02;

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
const round = (v: number) => Math.round(v * 10000) / 10000;
const rounded = (z: Zone): Zone => ({ leftPer: round(z.leftPer), topPer: round(z.topPer), widthPer: round(z.widthPer), heightPer: round(z.heightPer) });

/** The pointer's position as fractions of the board rectangle, clamped to it. */
export function toFraction(clientX: number, clientY: number, rect: { left: number; top: number; width: number; height: number }): Point {
  return { x: clamp((clientX - rect.left) / rect.width, 0, 1), y: clamp((clientY - rect.top) / rect.height, 0, 1) };
}

/** The zone spanned by a drag from `a` to `b` (any direction), or null when smaller than MIN_ZONE. */
export function drawnZone(a: Point, b: Point): Zone | null {
  const x0 = clamp(Math.min(a.x, b.x), 0, 1), x1 = clamp(Math.max(a.x, b.x), 0, 1);
  const y0 = clamp(Math.min(a.y, b.y), 0, 1), y1 = clamp(Math.max(a.y, b.y), 0, 1);
  if (x1 - x0 < MIN_ZONE || y1 - y0 < MIN_ZONE) return null;
  return rounded({ leftPer: x0, topPer: y0, widthPer: x1 - x0, heightPer: y1 - y0 });
}

/** The zone shifted by (dx, dy), kept whole inside the image. */
export function movedZone(z: Zone, dx: number, dy: number): Zone {
  const w = clamp(z.widthPer, MIN_ZONE, 1), h = clamp(z.heightPer, MIN_ZONE, 1);
  return rounded({ leftPer: clamp(z.leftPer + dx, 0, 1 - w), topPer: clamp(z.topPer + dy, 0, 1 - h), widthPer: w, heightPer: h });
}

/** The zone with its bottom-right corner dragged by (dx, dy): at least MIN_ZONE, never past the image. */
export function resizedZone(z: Zone, dx: number, dy: number): Zone {
  return rounded({
    leftPer: z.leftPer, topPer: z.topPer,
    widthPer: clamp(z.widthPer + dx, MIN_ZONE, 1 - z.leftPer),
    heightPer: clamp(z.heightPer + dy, MIN_ZONE, 1 - z.topPer),
  });
}
