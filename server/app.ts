/**
 * The application as a Fastify plugin: the ECShopX-compatible shopper API, the admin API and the
 * static site. `main.ts` listens; tests register it and call `inject` without a port.
 */
import zlib from 'node:zlib';
import compress, { type FastifyCompressOptions } from '@fastify/compress';
import { installCompressedAnswers } from './http/compressed-answers';
import Fastify, { LogController, type FastifyInstance, type FastifyError, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Socket } from 'node:net';
import authPlugin from './http/auth';
import { adminCors, outsideApiCors, shopperCors } from './http/cors';
import { installAbsoluteMedia } from './http/media-urls';
import { errorBody, httpErrorMessage, installEnvelope, parseQuery, registerFormParser } from './http/wire';
import { declareInputs, type DeclaredRoute } from './http/schema';
import { installSecurityHeaders } from './http/security-headers';
import { fastifyTrustProxy, isTrustedProxy } from './http/trust-proxy';
import { guardConnections, installOverload, serverTimeouts } from './http/connections';
import { installCleanInput } from './http/clean-input';
import { modules, type ModuleScope } from './modules/index';
import { smsProviderFromEnv } from './modules/account/sms/providers';
import { installAudit } from './modules/console/audit';
import { afterCommit } from './db/request-transaction.server';
import { docsRoutes } from './http/openapi';
import { createMetrics } from './http/metrics';
import { installObservability, requestId } from './http/observability';
import opsRoutes from './http/ops.routes';

import type { AppDeps, ModuleDeps } from './deps';

export type { AppDeps } from './deps';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route with its declared input (the schema fuzz test generates requests from these). */
    declaredRoutes: DeclaredRoute[];
    /** Development helper paths this instance serves (to this machine only); empty in production. */
    devHelpers: string[];
  }
}

/** API answers over 1 KB go out compressed (brotli or gzip, as the client accepts). */
const BROTLI_QUALITY = 4;
const API_COMPRESSION: FastifyCompressOptions = { threshold: 1024, encodings: ['br', 'gzip'], brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } } };

export async function appPlugin(app: FastifyInstance, given: AppDeps): Promise<void> {
  // Rebuilds read the database from elsewhere (the compiler): an operator's change commits, with its audit row, first.
  const deps: ModuleDeps = {
    ...given, onPublish: afterCommit(given.onPublish), onCatalogChange: afterCommit(given.onCatalogChange),
    sms: given.sms ?? smsProviderFromEnv(), now: given.clock ?? (() => new Date()),
  };
  const { db, config } = deps;
  const mount = async (scope: FastifyInstance, which: ModuleScope) => {
    for (const m of modules) if (m.scope === which) await scope.register(m.plugin, m.options ? m.options(deps) : deps);
  };
  declareInputs(app, app.declaredRoutes);
  registerFormParser(app);
  // Outside the API scopes too (site, notifications): the HTTP layer's errors in the envelope.
  installEnvelope(app, { success: false });
  installSecurityHeaders(app);
  installCleanInput(app);
  outsideApiCors(app, config.corsOrigins);
  await app.register(authPlugin, { db, secret: deps.jwtSecret });
  await mount(app, 'first');

  // Shopper API (ECShopX wire contract).
  await app.register(async (api) => {
    installEnvelope(api);
    installCompressedAnswers(api, { threshold: API_COMPRESSION.threshold!, brotliQuality: BROTLI_QUALITY });
    await api.register(compress, API_COMPRESSION);
    await shopperCors(api, config.corsOrigins);
    installAbsoluteMedia(api, config.mediaOrigin);
    await mount(api, 'shopper');
  }, { prefix: '/api/h5app/wxapp' });

  // The mini-program's article calls sit beside wxapp (api-contract §4.18).
  await app.register(async (wxa) => {
    installEnvelope(wxa);
    await shopperCors(wxa, config.corsOrigins);
    await mount(wxa, 'wxa');
  }, { prefix: '/api/h5app/wxa' });

  // Operator API (designer).
  await app.register(async (admin) => {
    installEnvelope(admin);
    installAudit(admin, db);
    await adminCors(admin, config.adminCorsOrigins);
    await admin.register(compress, API_COMPRESSION);
    await mount(admin, 'admin');
  }, { prefix: '/api/admin' });

  await app.register(opsRoutes, { db, metrics: deps.metrics ?? createMetrics(), compiler: deps.compiler, metricsToken: config.metricsToken });
  await app.register(docsRoutes, { routes: app.declaredRoutes });
  await mount(app, 'root');
}

/** Router-level failures (bad percent-encoding, over-long path parameter) answered in the envelope. */
function frameworkError(err: FastifyError, _req: FastifyRequest, reply: FastifyReply) {
  const status = err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  return reply.status(status).send(errorBody(httpErrorMessage(status), status));
}

/** Errors Node's HTTP parser meets before Fastify sees a request (header or URL too long, garbage). */
function clientError(err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  const status = err.code === 'HPE_HEADER_OVERFLOW' ? 431 : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify(errorBody(httpErrorMessage(status), status));
  socket.end(`HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : status === 408 ? 'Request Timeout' : 'Bad Request'}\r\n`
    + `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
}

/** A ready Fastify instance with the app registered (used by main.ts and tests). */
/**
 * `logger`: Fastify's pino to stdout at LOG_LEVEL (main.ts turns it on; tests stay quiet): one line per
 * request with its id, route, status and duration, and every 5xx with its stack.
 */
export async function buildApp(deps: AppDeps, opts: { logger?: boolean; logStream?: { write(line: string): unknown } } = {}): Promise<FastifyInstance> {
  // Off unless TRUST_PROXY says which proxies to believe: a client must not choose its own address.
  const app = Fastify({
    logger: opts.logger ? { level: deps.config.logLevel, ...(opts.logStream ? { stream: opts.logStream } : {}) } : false,
    // Our own line per request (server/http/observability.ts) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    requestIdHeader: false,
    genReqId: requestId,
    routerOptions: { querystringParser: (str: string) => parseQuery(str), maxParamLength: 100 },
    bodyLimit: 2 * 1024 * 1024,
    // Registering every module (and warming the search indexer) can pass Fastify's 10 s default on a busy machine.
    pluginTimeout: 120_000,
    trustProxy: fastifyTrustProxy(deps.config.trustProxy),
    frameworkErrors: frameworkError,
    clientErrorHandler: clientError,
    ...serverTimeouts(deps.config.http),
  });
  guardConnections(app.server, deps.config.http, isTrustedProxy(deps.config.trustProxy));
  const overload = await installOverload(app, deps.config.http);
  const metrics = deps.metrics ?? createMetrics();
  metrics.watch({ pool: deps.pool, compiler: deps.compiler, inFlight: overload.inFlight });
  installObservability(app, metrics);
  app.decorate('declaredRoutes', [] as DeclaredRoute[]);
  app.decorate('devHelpers', [] as string[]);
  await app.register(async (root) => appPlugin(root, { ...deps, metrics }));
  await app.ready();
  return app;
}
