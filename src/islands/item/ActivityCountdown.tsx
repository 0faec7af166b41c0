/**
 * The activity line under the price (秒杀 / 拼团 / 限时特惠 …): 距开始 or 距结束 with a live countdown.
 * The shopper's clock may be off, so "now" is dayjs() moved by the server's clock offset (`offsetMs`,
 * from `server_time` of the detail read after load); until that is known — and in the pre-rendered HTML —
 * it shows the activity's fixed times (Beijing time), which need no clock at all.
 */
import { useEffect, useState } from 'react';
import dayjs from 'dayjs';
import { ACTIVITY_NAMES, activityPhase, activityWindow, formatCountdown, type Phase } from './marketing';

/** "2026-11-25 10:00" in Beijing time, the same on the server and in any browser. */
const beijing = (unix: number) => new Date((unix + 8 * 3600) * 1000).toISOString().slice(0, 16).replace('T', ' ');

interface Props { type?: string; info?: Record<string, unknown>; offsetMs: number | null }

export default function ActivityCountdown({ type, info, offsetMs }: Props) {
  const win = activityWindow(info);
  const [phase, setPhase] = useState<Phase | undefined>(undefined);
  useEffect(() => {
    if (offsetMs === null || (win.begin === undefined && win.end === undefined)) return undefined;
    const tick = () => setPhase(activityPhase(win, Math.floor(dayjs().add(offsetMs, 'millisecond').valueOf() / 1000)));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [offsetMs, win.begin, win.end]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!type || type === 'normal' || (win.begin === undefined && win.end === undefined)) return null;
  const name = ACTIVITY_NAMES[type] ?? '活动';
  let text: string;
  if (!phase) text = win.end ? `${win.begin ? `${beijing(win.begin)} 至 ` : ''}${beijing(win.end)} 结束` : `${beijing(win.begin!)} 开始`;
  else if (phase.kind === 'over') text = '活动已结束';
  else text = `${phase.kind === 'before' ? '距开始' : '距结束'} ${formatCountdown(phase.seconds)}`;
  return (
    <div className="pd-countdown" role="timer" aria-label={`${name}倒计时`}>
      <span className="pd-countdown-name">{name}</span>
      <span data-testid="activity-countdown">{text}</span>
    </div>
  );
}
