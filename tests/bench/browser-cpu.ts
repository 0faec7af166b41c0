/**
 * The CPU time of every Chromium process a bench started (the browser, its renderers, the GPU process and
 * utilities), read from /proc (Linux; empty elsewhere), summed by process type. Taken before and after a run
 * of interactions, the difference is what they cost the whole browser, trailing work included (a list made
 * after the frame, animation frames, compositing): unlike a wall-clock figure, the machine's load hardly
 * moves it, so it is the one to compare builds by on a busy machine.
 */
import fs from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** Every process below `root` (by parent pid), with the Chromium process type from its command line. */
function chromiumBelow(root: number): { pid: number; type: string }[] {
  const parent = new Map<number, number>();
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${d}/stat`, 'utf8');
      parent.set(Number(d), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch { /* gone meanwhile */ }
  }
  const below = new Set([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, pp] of parent) if (!below.has(pid) && below.has(pp)) { below.add(pid); grew = true; }
  }
  const out: { pid: number; type: string }[] = [];
  for (const pid of below) {
    try {
      const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!/chrom/i.test(cmd.split('\0')[0] ?? '')) continue;
      out.push({ pid, type: /--type=([a-z-]+)/.exec(cmd)?.[1] ?? 'browser' });
    } catch { /* gone meanwhile */ }
  }
  return out;
}

/** CPU ms so far (user + system, all threads) of each Chromium process type below this process. */
export function browserCpu(): Record<string, number> {
  const sums: Record<string, number> = {};
  if (process.platform !== 'linux') return sums;
  for (const { pid, type } of chromiumBelow(process.pid)) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      sums[type] = (sums[type] ?? 0) + (Number(f[11]) + Number(f[12])) * TICK_MS;
    } catch { /* exited */ }
  }
  return sums;
}

/** "renderer 190, gpu-process 28, browser 35 …": ms per interaction between two readings. */
export function cpuPer(before: Record<string, number>, after: Record<string, number>, count: number): string {
  return Object.entries(after).map(([type, ms]) => [type, (ms - (before[type] ?? 0)) / count] as const)
    .filter(([, ms]) => ms >= 0.5).sort((a, b) => b[1] - a[1])
    .map(([type, ms]) => `${type} ${ms.toFixed(0)}`).join(', ');
}
