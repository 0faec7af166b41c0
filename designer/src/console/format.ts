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
