/**
 * PHP bracket-key encoding of the wire contract (spec/api-contract.md §2.4) without qs: nested objects
 * as `a[b]=c`; arrays as `a[0]=x` in bodies (qs defaults) or `a[]=x` in query strings (axios params);
 * `undefined` dropped, `null` → empty string, empty arrays and objects left out.
 */
export type ArrayStyle = 'indices' | 'brackets';

function walk(key: string, value: unknown, arrays: ArrayStyle, out: [string, string][]): void {
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol') return;
  if (value === null) out.push([key, '']);
  else if (value instanceof Date) out.push([key, value.toISOString()]);
  else if (Array.isArray(value)) value.forEach((v, i) => walk(arrays === 'indices' ? `${key}[${i}]` : `${key}[]`, v, arrays, out));
  else if (typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(key ? `${key}[${k}]` : k, v, arrays, out);
  else out.push([key, String(value)]);
}

/** `[key, value]` pairs in order, keys in bracket notation. */
export function bracketPairs(data: Record<string, unknown>, arrays: ArrayStyle = 'indices'): [string, string][] {
  const out: [string, string][] = [];
  walk('', data, arrays, out);
  return out;
}

/** application/x-www-form-urlencoded text of `data`. */
export function encodeForm(data: Record<string, unknown>, arrays: ArrayStyle = 'indices'): string {
  return new URLSearchParams(bracketPairs(data, arrays)).toString();
}
