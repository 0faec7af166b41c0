/** Items list: arrays only (stored data may hold {} or '' where a list is expected). */
export function list<T = Record<string, unknown>>(v: unknown): T[] {
  return Array.isArray(v) ? (v as T[]) : [];
}
