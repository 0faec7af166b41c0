/**
 * What a request leaves behind: an id (accepted from X-Request-Id when it is sane, else generated) that
 * comes back in the answer's `x-request-id` header and tags every log line of the request; one structured
 * log line per request (route pattern, status, duration — the path without its query, which may carry
 * mobiles and codes); and the request metrics. 5xx errors are logged with their stack by the error
 * handlers (server/http/wire.ts).
 */
import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { ShopMetrics } from './metrics';

const SANE_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** Fastify's genReqId: the caller's id if it is a short token, else a new UUID. */
export function requestId(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && SANE_ID.test(incoming) ? incoming : crypto.randomUUID();
}

export function installObservability(app: FastifyInstance, metrics: ShopMetrics): void {
  app.addHook('onSend', async (req, reply, payload) => {
    reply.header('x-request-id', req.id);
    return payload;
  });
  app.addHook('onResponse', async (req, reply) => {
    const route = req.routeOptions.url ?? '(unmatched)';
    const ms = reply.elapsedTime;
    metrics.observeRequest(req.method, route, reply.statusCode, ms / 1000);
    const line = { method: req.method, route, path: req.url.split('?')[0].slice(0, 200), status: reply.statusCode, ms: Math.round(ms * 10) / 10 };
    if (reply.statusCode >= 500) req.log.error(line, 'request answered 5xx'); else req.log.info(line, 'request');
  });
}
