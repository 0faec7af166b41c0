/** Shared pieces of the activity admin APIs: times as operators send them, and the common fields. */
import { z } from 'zod';
import { BizError } from '../../http/errors';
import { id, int, INT4_MAX, opt, text } from '../../http/schema';

/** "YYYY-MM-DD HH:mm[:ss]" in Beijing time, an ISO string, or unix seconds. */
export const timeField = () => opt(z.preprocess((v) => (typeof v === 'number' ? String(v) : v),
  z.string({ invalid_type_error: '{field}必须是时间' }).max(32, '{field}必须是时间').regex(/^(\d{10}|\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?(\.\d+)?(Z|[+-]\d{2}:?\d{2})?)$/, '{field}必须是时间，如 2026-11-24 20:00:00')));

export function parseTime(v: unknown, label: string): Date {
  const s = String(v ?? '').trim();
  if (!s) throw new BizError(`请填写${label}`);
  const d = /^\d{10}$/.test(s) ? new Date(Number(s) * 1000)
    : /(Z|[+-]\d{2}:?\d{2})$/.test(s) ? new Date(s) : new Date(`${s.replace(' ', 'T')}+08:00`);
  if (Number.isNaN(d.getTime())) throw new BizError(`${label}格式不正确`);
  return d;
}

export function timeRange(b: Record<string, unknown>): { begin: Date; end: Date } {
  const begin = parseTime(b.begin_time, '开始时间');
  const end = parseTime(b.end_time, '结束时间');
  if (end <= begin) throw new BizError('结束时间必须晚于开始时间');
  return { begin, end };
}

export const ActivityFields = {
  title: opt(text(60)), item_id: opt(id()), act_price: opt(int(1, INT4_MAX, '{field}必须是大于0的整数（分）')),
  begin_time: timeField(), end_time: timeField(),
};

export function requiredTitle(v: unknown): string {
  const t = String(v ?? '').trim();
  if (!t) throw new BizError('请填写活动名称');
  return t;
}

export const unix = (d: Date | string) => Math.floor(new Date(d).getTime() / 1000);
