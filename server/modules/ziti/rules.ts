/** Self-pickup (自提) rules, pure: which days and one-hour slots a location offers, in Beijing time. */
export interface PickupHours { hours_start: string; hours_end: string; days_ahead: number }

const BEIJING_MS = 8 * 3600_000;
const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];

/** "YYYY-MM-DD" of a moment in Beijing. */
export const beijingDate = (d: Date) => new Date(d.getTime() + BEIJING_MS).toISOString().slice(0, 10);

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** Pickup days from tomorrow (goods need a day to reach the shop), `days_ahead` of them. */
export function pickupDays(h: PickupHours, now: Date): { date: string; label: string }[] {
  return Array.from({ length: h.days_ahead }, (_, i) => {
    const d = new Date(now.getTime() + BEIJING_MS + (i + 1) * 86_400_000);
    const date = d.toISOString().slice(0, 10);
    return { date, label: `${d.getUTCMonth() + 1}月${d.getUTCDate()}日 ${WEEKDAYS[d.getUTCDay()]}` };
  });
}

/** One-hour slots "09:00-10:00" within the opening hours (the last one may be shorter). */
export function pickupSlots(h: PickupHours): string[] {
  const out: string[] = [];
  for (let m = minutes(h.hours_start); m < minutes(h.hours_end); m += 60) out.push(`${hhmm(m)}-${hhmm(Math.min(m + 60, minutes(h.hours_end)))}`);
  return out;
}

export const ZITI_ERRORS = {
  location: '请选择自提点',
  date: '请选择提货日期',
  time: '请选择提货时间',
  name: '请填写提货人姓名',
  mobile: '请填写正确的提货人手机号',
  notZiti: '该店铺不支持自提',
} as const;
