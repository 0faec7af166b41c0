/**
 * Prometheus metrics (prom-client), one registry per app: requests and latency by route, requests in
 * flight, the database pool, publish and rebuild durations, the compiler queue, and (for `npm start`)
 * Node's own process metrics (CPU, memory, open file descriptors, event-loop lag, GC).
 * Served at GET /metrics (server/http/ops.routes.ts); README § Operating it lists what to alert on.
 */
import client from 'prom-client';
import type pg from 'pg';
import type { CompilerStatus } from '../../compiler/process.server';

export interface ShopMetrics {
  registry: client.Registry;
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  /** Wraps a publish or rebuild so its duration is recorded (also when it fails). */
  timed<A extends unknown[], R>(kind: 'publish' | 'rebuild_full' | 'rebuild_slots' | 'rebuild_items', fn: (...args: A) => Promise<R>): (...args: A) => Promise<R>;
  /** Live values read at scrape time. */
  watch(sources: { pool?: pg.Pool; compiler?: CompilerStatus; inFlight?: () => number }): void;
}

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const BUILD_BUCKETS = [0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600];

export function createMetrics(opts: { processMetrics?: boolean } = {}): ShopMetrics {
  const registry = new client.Registry();
  if (opts.processMetrics) client.collectDefaultMetrics({ register: registry });
  const requests = new client.Counter({ name: 'shop_http_requests_total', help: 'HTTP requests answered, by route pattern and status', labelNames: ['method', 'route', 'status'], registers: [registry] });
  const latency = new client.Histogram({ name: 'shop_http_request_duration_seconds', help: 'Time to answer, by route pattern', labelNames: ['method', 'route'], buckets: LATENCY_BUCKETS, registers: [registry] });
  const builds = new client.Histogram({ name: 'shop_build_duration_seconds', help: 'Publishes (pages rebuilt and announced) and page rebuilds, by kind', labelNames: ['kind', 'outcome'], buckets: BUILD_BUCKETS, registers: [registry] });
  const sources: Parameters<ShopMetrics['watch']>[0] = {};
  new client.Gauge({
    name: 'shop_http_in_flight', help: 'Requests being handled now', registers: [registry],
    collect() { this.set(sources.inFlight?.() ?? 0); },
  });
  new client.Gauge({
    name: 'shop_db_pool_connections', help: 'Database pool: connections open, idle, and queries waiting for one', labelNames: ['state'], registers: [registry],
    collect() {
      const p = sources.pool;
      if (!p) return;
      this.set({ state: 'total' }, p.totalCount);
      this.set({ state: 'idle' }, p.idleCount);
      this.set({ state: 'waiting' }, p.waitingCount);
    },
  });
  new client.Gauge({
    name: 'shop_compiler_queue', help: 'Page compiler process: calls running and calls waiting for the process to boot', labelNames: ['state'], registers: [registry],
    collect() {
      const c = sources.compiler;
      if (!c) return;
      this.set({ state: 'pending' }, c.queue.pending);
      this.set({ state: 'queued' }, c.queue.queued);
    },
  });
  new client.Gauge({
    name: 'shop_compiler_up', help: '1 when the page compiler process is ready', registers: [registry],
    collect() { if (sources.compiler) this.set(sources.compiler.state === 'ready' ? 1 : 0); },
  });
  const perLabels = new Map<string, { count: { inc(): void }; time: { observe(v: number): void } }>();
  return {
    registry,
    observeRequest(method, route, status, seconds) {
      // The labelled series looked up once per label set, not hashed on every request.
      const key = `${method} ${status} ${route}`;
      let series = perLabels.get(key);
      if (!series) {
        series = { count: requests.labels({ method, route, status: String(status) }), time: latency.labels({ method, route }) };
        if (perLabels.size < 10_000) perLabels.set(key, series);
      }
      series.count.inc();
      series.time.observe(seconds);
    },
    timed(kind, fn) {
      return async (...args) => {
        const end = builds.startTimer({ kind });
        try { const r = await fn(...args); end({ outcome: 'ok' }); return r; } catch (e) { end({ outcome: 'error' }); throw e; }
      };
    },
    watch(s) { Object.assign(sources, s); },
  };
}
