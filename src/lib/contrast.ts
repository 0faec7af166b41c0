/**
 * WCAG 2 contrast (relative luminance) and a readable text shade: text keeps its hue but is darkened
 * (on light backgrounds) or lightened (on dark ones) just enough to reach 4.5:1. Brand colours stay the
 * fills; text on them or on white gets the nearest readable shade of the same colour.
 */

type Rgb = [number, number, number];

/** Normal text (WCAG 1.4.3 AA). */
export const TEXT_CONTRAST = 4.5;

/** #rgb, #rgba, #rrggbb, #rrggbbaa or rgb()/rgba() as 0–255 channels; anything else (names, transparent) → undefined. */
export function parseColor(css: string): Rgb | undefined {
  const s = css.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(s);
  if (hex) {
    const h = hex[1].length <= 4 ? [...hex[1]].map((c) => c + c).join('') : hex[1];
    return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
  }
  const rgb = /^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})/.exec(s);
  return rgb ? [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])].map((c) => Math.min(c, 255)) as Rgb : undefined;
}

function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => { const v = c / 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

export function contrastRatio(a: string, b: string): number | undefined {
  const x = parseColor(a), y = parseColor(b);
  if (!x || !y) return undefined;
  const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p);
  return (hi + 0.05) / (lo + 0.05);
}

const hex = (c: Rgb) => '#' + c.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('');

const mix = (c: Rgb, target: number, t: number) => hex(c.map((v) => Math.round(v + (target - v) * t)) as Rgb);

/**
 * `fg` as given when it already reads at `min`:1 on `bg`; otherwise the same colour mixed step by step
 * towards black (light background) or white (dark background) until it does. Colours that cannot be
 * parsed are returned unchanged.
 */
export function readableText(fg: string, bg = '#ffffff', min = TEXT_CONTRAST): string {
  const key = `${fg}|${bg}|${min}`;
  let out = readable.get(key);
  if (out === undefined) {
    const f = parseColor(fg), b = parseColor(bg);
    out = !f || !b || (contrastRatio(fg, bg) ?? 0) >= min ? fg : shadeUntil(f, luminance(b) > 0.18 ? 0 : 255, bg, min);
    if (readable.size >= 1000) readable.clear(); // a page uses a handful of colours; never grows without bound
    readable.set(key, out);
  }
  return out;
}
/** Remembered answers: every price on a page asks for the same few colours (up to 50 contrast checks each). */
const readable = new Map<string, string>();

/** `c` mixed in 2 % steps towards black (0) or white (255) until it reads at `min`:1 against `other`. */
function shadeUntil(c: Rgb, target: 0 | 255, other: string, min: number): string {
  for (let t = 0.02; t < 1; t += 0.02) {
    const out = mix(c, target, t);
    if ((contrastRatio(out, other) ?? 0) >= min) return out;
  }
  return target === 0 ? '#000000' : '#ffffff';
}

/**
 * Text and fill colours configured together (a button, a title bar): the lighter of the two is kept and
 * the darker one is darkened until they read at `min`:1 — white text on a brand orange keeps the white
 * and gets a deeper orange; orange text on white becomes a darker orange. Unparseable pairs are kept.
 */
export function readablePair(fg: string, bg: string, min = TEXT_CONTRAST): { fg: string; bg: string } {
  const f = parseColor(fg), b = parseColor(bg);
  if (!f || !b || (contrastRatio(fg, bg) ?? 0) >= min) return { fg, bg };
  const darkerText = luminance(f) <= luminance(b);
  const shaded = shadeUntil(darkerText ? f : b, 0, darkerText ? bg : fg, min);
  // Two dark colours: black is not enough, so the lighter one is lightened instead.
  if ((contrastRatio(shaded, darkerText ? bg : fg) ?? 0) < min) {
    return darkerText ? { fg, bg: shadeUntil(b, 255, fg, min) } : { fg: shadeUntil(f, 255, bg, min), bg };
  }
  return darkerText ? { fg: shaded, bg } : { fg, bg: shaded };
}
