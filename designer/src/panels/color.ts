/** Colour values come as #RGB, #RRGGBB, #RRGGBBAA or rgba(); the native picker wants #rrggbb. */
export function toHex6(value: unknown): string {
  const s = typeof value === 'string' ? value.trim() : '';
  let m = /^#([0-9a-f]{3})$/i.exec(s);
  if (m) return '#' + m[1].split('').map((c) => c + c).join('').toLowerCase();
  m = /^#([0-9a-f]{6})([0-9a-f]{2})?$/i.exec(s);
  if (m) return '#' + m[1].toLowerCase();
  m = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)/i.exec(s);
  if (m) return '#' + m.slice(1, 4).map((n) => Math.min(255, Number(n)).toString(16).padStart(2, '0')).join('');
  return '#000000';
}

/** True when the colour is fully transparent (#xxxxxx00 or alpha 0). */
export function isTransparent(value: unknown): boolean {
  const s = typeof value === 'string' ? value.trim() : '';
  return /^#[0-9a-f]{6}00$/i.test(s) || /^rgba\([^)]*,\s*0(\.0+)?\s*\)$/i.test(s) || s === 'transparent';
}
