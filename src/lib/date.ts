/** The one date helper: unix seconds (10 digits), milliseconds or a date string → "YYYY-MM-DD HH:mm:ss". */
import dayjs from 'dayjs';

export function formatDateTime(v: number | string | null | undefined, pattern = 'YYYY-MM-DD HH:mm:ss'): string {
  if (v === null || v === undefined || v === '') return '';
  const n = Number(v);
  if (Number.isFinite(n)) return dayjs(String(Math.trunc(n)).length <= 10 ? n * 1000 : n).format(pattern);
  const d = dayjs(String(v));
  return d.isValid() ? d.format(pattern) : String(v);
}
