/** Unix seconds → "YYYY-MM-DD HH:mm" in Beijing time (activity start/end lines). */
export function dateTime(seconds: number): string {
  return new Date(seconds * 1000 + 8 * 3600_000).toISOString().replace('T', ' ').slice(0, 16);
}
