/** Group buy (拼团) rules for the storefront, pure: checkout links and the time left on a team or activity. */

/** Checkout of a group order (spec §2): start a team, or join `teamId`. */
export function groupCheckoutUrl(a: { groups_activity_id: number | string; distributor_id?: number | string }, teamId?: string): string {
  const q = new URLSearchParams({ mode: 'fastbuy', id: String(a.distributor_id ?? 0), type: 'group', group_id: String(a.groups_activity_id), order_type: 'normal_groups' });
  if (teamId) q.set('team_id', teamId);
  return `/cart/checkout?${q}`;
}

/** "1天 02:03:04" / "02:03:04"; '' once the time is up. */
export function timeLeft(seconds: number): string {
  if (!(seconds > 0)) return '';
  const s = Math.floor(seconds);
  const days = Math.floor(s / 86_400);
  const pad = (n: number) => String(n).padStart(2, '0');
  const hms = `${pad(Math.floor((s % 86_400) / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
  return days ? `${days}天 ${hms}` : hms;
}

export const TEAM_STATUS_TEXT: Record<string, string> = { WAITING: '拼团中', SUCCESS: '拼团成功', FAIL: '拼团失败，已自动退款' };
