/**
 * Connections and load (issue 22 point 3): timeouts so a slow or silent client cannot hold a socket, a cap
 * on connections per client address and in total (file descriptors are finite: the database pool and the
 * page files need theirs), and 503 in the envelope — never 500 — when the process is overloaded: too many
 * requests in flight, the event loop stalled, the database pool busy past its queue timeout, or no file
 * descriptor left. Settings: README § Configuration (HTTP_*, MAX_*, OVERLOAD_*, DB_POOL_*).
 */
import fs from 'node:fs';
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './error-body';

export const BUSY_MESSAGE = '服务繁忙，请稍后再试';
export const RETRY_AFTER_SECONDS = 5;

export interface HttpLimits {
  /** A request's headers must arrive within this (Node's headersTimeout; answered 408). */
  headersTimeoutMs: number;
  /** The whole request (headers and body) must arrive within this (requestTimeout; 408). */
  requestTimeoutMs: number;
  /** A socket with nothing to do (no byte sent yet, or between requests without keep-alive) is closed after this. */
  idleTimeoutMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** Connections from one socket address (0 = no cap); trusted proxies (TRUST_PROXY) are not capped. */
  maxConnectionsPerAddress: number;
  /** Connections in total; beyond, new ones are closed at once (0 = from the file descriptor limit). */
  maxConnections: number;
  /** Requests being handled at once; beyond, 503 (0 = no cap). */
  maxInFlight: number;
  /** Mean event-loop delay over a second that means overload; beyond, 503 (0 = off). */
  maxEventLoopDelayMs: number;
}

const int = (env: NodeJS.ProcessEnv, name: string, fallback: number): number => {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} 应为非负整数：${raw}`);
  return n;
};

export function httpLimitsFromEnv(env: NodeJS.ProcessEnv): HttpLimits {
  const limits = {
    headersTimeoutMs: int(env, 'HTTP_HEADERS_TIMEOUT_MS', 10_000),
    requestTimeoutMs: int(env, 'HTTP_REQUEST_TIMEOUT_MS', 60_000),
    idleTimeoutMs: int(env, 'HTTP_IDLE_TIMEOUT_MS', 30_000),
    keepAliveTimeoutMs: int(env, 'HTTP_KEEPALIVE_TIMEOUT_MS', 10_000),
    maxConnectionsPerAddress: int(env, 'MAX_CONNECTIONS_PER_ADDRESS', 64),
    maxConnections: int(env, 'MAX_CONNECTIONS', 0),
    maxInFlight: int(env, 'MAX_IN_FLIGHT', 512),
    maxEventLoopDelayMs: int(env, 'OVERLOAD_MAX_EVENT_LOOP_DELAY_MS', 1000),
  };
  for (const k of ['headersTimeoutMs', 'requestTimeoutMs', 'idleTimeoutMs', 'keepAliveTimeoutMs'] as const) {
    if (limits[k] < 1) throw new Error(`HTTP 超时不能为 0（${k}）`);
  }
  if (limits.headersTimeoutMs > limits.requestTimeoutMs) throw new Error('HTTP_HEADERS_TIMEOUT_MS 不能大于 HTTP_REQUEST_TIMEOUT_MS');
  return limits;
}

/** The soft limit on open files (Linux), or undefined where it cannot be read. */
function openFileLimit(): number | undefined {
  try {
    const line = fs.readFileSync('/proc/self/limits', 'utf8').split('\n').find((l) => l.startsWith('Max open files'));
    const soft = Number(line?.split(/\s{2,}/)[1]);
    return Number.isFinite(soft) && soft > 0 ? soft : undefined;
  } catch { return undefined; }
}

/** Connections left for clients: the descriptor limit less a reserve for the pool, page files and logs. */
export function connectionBudget(l: HttpLimits): number {
  if (l.maxConnections > 0) return l.maxConnections;
  const fds = openFileLimit();
  return fds ? Math.max(64, fds - 256) : 4096;
}

/** Fastify's options for these limits (the checks of header/request timeouts run this often). */
export function serverTimeouts(l: HttpLimits) {
  return {
    connectionTimeout: l.idleTimeoutMs,
    keepAliveTimeout: l.keepAliveTimeoutMs,
    requestTimeout: l.requestTimeoutMs,
    http: { headersTimeout: l.headersTimeoutMs, connectionsCheckingInterval: Math.min(5000, Math.max(50, Math.floor(l.headersTimeoutMs / 4))) },
  };
}

/**
 * Caps connections per socket address and in total, and closes idle sockets — but never one whose
 * request is still being answered (a header publish may take a while without a byte on the wire).
 */
export function guardConnections(server: Server, l: HttpLimits, isTrustedProxy: (address: string) => boolean): { perAddress: Map<string, number> } {
  server.maxConnections = connectionBudget(l);
  const perAddress = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    if (l.maxConnectionsPerAddress > 0 && !isTrustedProxy(address)) {
      const open = perAddress.get(address) ?? 0;
      if (open >= l.maxConnectionsPerAddress) { socket.destroy(); return; }
      perAddress.set(address, open + 1);
      socket.once('close', () => {
        const left = (perAddress.get(address) ?? 1) - 1;
        if (left > 0) perAddress.set(address, left); else perAddress.delete(address);
      });
    }
  });
  // Node destroys a timed-out socket only when nobody listens for 'timeout': we decide here.
  server.on('timeout', (socket: Socket & { _httpMessage?: { writableEnded: boolean } }) => {
    if (socket._httpMessage && !socket._httpMessage.writableEnded) return; // an answer is being prepared
    socket.destroy();
  });
  return { perAddress };
}

const busy = (reply: FastifyReply) => reply.status(503).header('Retry-After', String(RETRY_AFTER_SECONDS));

/** Probes and metrics answer even under load: they are how an operator sees it. */
const EXEMPT = new Set(['/healthz', '/readyz', '/metrics']);

/** 503 in the envelope when too many requests are in flight or the event loop is stalled. */
export async function installOverload(app: FastifyInstance, l: HttpLimits): Promise<{ inFlight: () => number }> {
  let inFlight = 0;
  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    if (EXEMPT.has(req.url.split('?')[0])) return;
    if (l.maxInFlight > 0 && inFlight >= l.maxInFlight) return busy(reply).send(errorBody(BUSY_MESSAGE, 503));
    inFlight++;
    reply.raw.once('close', () => { inFlight--; });
  });
  if (l.maxEventLoopDelayMs > 0) {
    await app.register(underPressure, {
      maxEventLoopDelay: l.maxEventLoopDelayMs,
      // A returned body is sent as the answer (undefined lets the request through); the types say void.
      pressureHandler: ((req: FastifyRequest, reply: FastifyReply) => {
        if (EXEMPT.has(req.url.split('?')[0])) return undefined;
        busy(reply);
        return errorBody(BUSY_MESSAGE, 503);
      }) as never,
    });
  }
  return { inFlight: () => inFlight };
}

/** Errors that mean "too busy right now", not "broken": answered 503 with BUSY_MESSAGE. */
export function isOverloadError(err: unknown): boolean {
  const e = err as { code?: string; message?: string } | undefined;
  if (!e) return false;
  if (e.code && ['EMFILE', 'ENFILE', 'EAGAIN', 'ENOMEM', '53300', '57P03', '53400'].includes(e.code)) return true;
  // pg-pool: every client busy and the wait passed DB_POOL_TIMEOUT_MS.
  return /timeout exceeded when trying to connect|Connection terminated due to connection timeout/i.test(e.message ?? '');
}
