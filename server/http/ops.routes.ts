/**
 * Probes and metrics for whoever runs the shop (README § Operating it):
 * GET /healthz — the process is alive (answers while its event loop turns);
 * GET /readyz — it can serve: the database answers within 2 s and the page compiler process is ready
 *   (a stopped one is started by the probe, which answers 503 until it is up);
 * GET /metrics — Prometheus text. Only this machine's socket (never a forwarded address), or anyone
 *   with `Authorization: Bearer $METRICS_TOKEN` when METRICS_TOKEN is set.
 */
import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.server';
import type { CompilerStatus } from '../../compiler/process.server';
import type { ShopMetrics } from './metrics';
import { declare, NO_INPUT } from './schema';
import { errorBody } from './wire';
import { isLocalRequest } from './loopback';

export interface OpsOptions { db: Database; metrics: ShopMetrics; compiler?: CompilerStatus; metricsToken?: string }

const DB_PROBE_MS = 2000;

async function databaseAnswers(db: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<false>((r) => { timer = setTimeout(() => r(false), DB_PROBE_MS); });
    return await Promise.race([sql`select 1`.execute(db).then(() => true), timeout]);
  } catch { return false; } finally { clearTimeout(timer); }
}

const sameSecret = (a: string, b: string) => {
  const x = crypto.createHash('sha256').update(a).digest();
  return crypto.timingSafeEqual(x, crypto.createHash('sha256').update(b).digest());
};

export default async function opsRoutes(app: FastifyInstance, o: OpsOptions) {
  const noStore = { 'cache-control': 'no-store' };
  app.get('/healthz', declare({ input: NO_INPUT }), async (_req, reply) => reply.headers(noStore).send({ status: 'ok' }));

  app.get('/readyz', declare({ input: NO_INPUT }), async (_req, reply) => {
    const database = (await databaseAnswers(o.db)) ? 'ok' : 'unreachable';
    const compiler = o.compiler?.state ?? 'not-used';
    if (compiler === 'stopped') o.compiler!.warm();
    const ready = database === 'ok' && (compiler === 'ready' || compiler === 'not-used');
    return reply.status(ready ? 200 : 503).headers(noStore).send({ status: ready ? 'ok' : 'unavailable', database, compiler });
  });

  app.get('/metrics', declare({ input: NO_INPUT }), async (req, reply) => {
    const auth = req.headers.authorization;
    const byToken = !!o.metricsToken && typeof auth === 'string' && auth.startsWith('Bearer ') && sameSecret(auth.slice(7), o.metricsToken);
    if (!byToken && !isLocalRequest(req)) return reply.status(403).send(errorBody('监控指标只对本机或持有 METRICS_TOKEN 的请求开放', 403));
    return reply.headers(noStore).type(o.metrics.registry.contentType).send(await o.metrics.registry.metrics());
  });
}
