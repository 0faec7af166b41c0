/** Money is fen on the wire and yuan on screen; times are shown in Beijing time. */
export const yuan = (fen: number | null | undefined) => (fen === null || fen === undefined ? '-' : `¥${(fen / 100).toFixed(2)}`);
/** Yuan typed by the operator → fen; text that is not an amount goes to the server as typed, which names the field. */
export const toFen = (yuanText: string): number | string => (/^\s*\d{1,9}(\.\d{1,2})?\s*$/.test(yuanText) ? Math.round(Number(yuanText) * 100) : yuanText);
export const fenToYuanText = (fen: number) => (fen / 100).toFixed(2);
export function dateTime(v: string | number | Date | null | undefined): string {
  if (v === null || v === undefined || v === '') return '-';
  const d = typeof v === 'number' ? new Date(v * 1000) : new Date(v);
  if (Number.isNaN(d.getTime())) return String(v);
  return new Date(d.getTime() + 8 * 3600_000).toISOString().replace('T', ' ').slice(0, 19);
}
/** An instant → the `datetime-local` text in Beijing time, and back (as ISO with +08:00, or unix seconds). */
export const toLocalInput = (v?: string | number | Date) => (v === undefined || v === '' ? '' : new Date(new Date(typeof v === 'number' ? v * 1000 : v).getTime() + 8 * 3600_000).toISOString().slice(0, 16));
export const fromLocalInput = (v: string) => (v ? `${v}:00+08:00` : '');
/** `datetime-local` text → unix seconds; empty or unreadable text goes as typed so the server names the field. */
export const localToUnix = (v: string): number | string => { const t = Date.parse(fromLocalInput(v)); return Number.isNaN(t) ? v : Math.floor(t / 1000); };
