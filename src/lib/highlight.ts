/**
 * The searched words of a text as parts to render (marked or not), from the [start, end) offsets the
 * search answers (`highlight`). Rendering parts as text keeps shop data from ever becoming HTML. Pure.
 */
export type Range = [number, number];
export interface Part { text: string; hit: boolean }

export function markedParts(text: string, ranges: readonly Range[] | undefined): Part[] {
  const parts: Part[] = [];
  let at = 0;
  const valid = (ranges ?? []).filter(([s, e]) => Number.isInteger(s) && Number.isInteger(e) && s >= 0 && e <= text.length && s < e)
    .sort((a, b) => a[0] - b[0]);
  for (const [s, e] of valid) {
    if (s < at) continue; // overlapping ranges: the first wins
    if (s > at) parts.push({ text: text.slice(at, s), hit: false });
    parts.push({ text: text.slice(s, e), hit: true });
    at = e;
  }
  if (at < text.length || !parts.length) parts.push({ text: text.slice(at), hit: false });
  return parts;
}
