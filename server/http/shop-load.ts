/**
 * Whether the shop is busy serving, told to background work nobody waits for (the compiler's making of item
 * pages nobody asked for yet, `shopBusy`): at 200 list requests a second it took more than a core and a batch of
 * reads from PostgreSQL. Busy: a window with at least `busyRequests` requests (pages answered ahead of Fastify
 * included) or an event loop at least `busyElu` occupied. The report lasts `holdMs`: the work resumes after 2 s
 * of quiet, not in each short gap between bursts (a batch read it has begun is not taken back).
 */
import type { Server } from 'node:http';
import { performance } from 'node:perf_hooks';

export const SHOP_LOAD = { windowMs: 100, busyRequests: 3, busyElu: 0.3, holdMs: 2000 };

export function watchShopLoad(server: Server, busy: (ms: number) => unknown, opts = SHOP_LOAD): () => void {
  let requests = 0;
  const count = () => { requests++; };
  server.on('request', count);
  let last = performance.eventLoopUtilization();
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    const elu = performance.eventLoopUtilization(now, last).utilization;
    last = now;
    if (requests >= opts.busyRequests || elu >= opts.busyElu) {
      try { Promise.resolve(busy(opts.holdMs)).catch(() => undefined); } catch { /* a report is never worth a failure */ }
    }
    requests = 0;
  }, opts.windowMs);
  timer.unref();
  return () => { clearInterval(timer); server.off('request', count); };
}
