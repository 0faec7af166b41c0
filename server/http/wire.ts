/**
 * The ECShopX wire rules shared by every /api route: PHP bracket keys in query and form bodies,
 * query + body merged, `{data: …}` success envelope, `{data:{message,status_code}}` errors with a
 * non-200 status and the message repeated in a top-level `msg` for the old client.
 */
import qs from 'qs';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BizError } from './errors';
import { BUSY_MESSAGE, isOverloadError, RETRY_AFTER_SECONDS } from './connections';
import { errorBody } from './error-body';
import { jsonTooDeep } from '../../src/lib/json-depth';

export const QS_OPTIONS = { depth: 10, arrayLimit: 1000, parameterLimit: 5000, allowDots: false } as const;

export { jsonTooDeep, MAX_JSON_DEPTH } from '../../src/lib/json-depth';

export function parseQuery(str: string): Record<string, unknown> {
  return qs.parse(str, QS_OPTIONS) as Record<string, unknown>;
}

/** Registers the body parsers, used for every method including DELETE (the querystring parser is a server option). */
export function registerFormParser(app: FastifyInstance): void {
  // JSON as usual (with prototype-poisoning protection), but an empty body is an empty object:
  // clients post actions such as publish with a JSON content type and no body.
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (body === '' || body === undefined) return done(null, {});
    // Depth is refused before parsing: every later walk (schemas, media URLs, the audit copy) stays shallow.
    if (jsonTooDeep(body as string)) return done(new BizError('请求内容嵌套过深', 400), undefined);
    json(req, body as string, done);
  });
  const form = (_req: unknown, body: string | Buffer, done: (err: Error | null, body?: unknown) => void) => {
    try { done(null, parseQuery(body as string)); } catch (e) { done(e as Error, undefined); }
  };
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1_048_576 }, form);
  // The contract's client sets no content type on DELETE, so browsers label its form string text/plain.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: 1_048_576 }, form);
}

/** Laravel's input(): query and body merged (body wins), for every method. */
export function input(req: FastifyRequest): Record<string, unknown> {
  const q = (req.query ?? {}) as Record<string, unknown>;
  const b = req.body && typeof req.body === 'object' && !Buffer.isBuffer(req.body) ? (req.body as Record<string, unknown>) : {};
  return { ...q, ...b };
}

export { errorBody } from './error-body';

/** Chinese messages for the HTTP layer's own 4xx answers (body parsers, router, limits). */
const HTTP_MESSAGES: Record<number, string> = {
  400: '请求格式不正确', 404: '接口不存在', 405: '请求方法不被允许', 406: '请求格式不正确', 408: '请求超时',
  413: '请求内容过大', 414: '请求地址过长', 415: '不支持的请求格式', 429: '请求过于频繁，请稍后再试', 431: '请求头或请求地址过长',
};
export const httpErrorMessage = (status: number) => HTTP_MESSAGES[status] ?? '参数错误';

/** Installs the envelope and error handling on an encapsulated API scope. */
export function installEnvelope(scope: FastifyInstance, opts: { success?: boolean } = {}): void {
  if (opts.success !== false) scope.addHook('preSerialization', async (_req, reply, payload) => {
    if (reply.statusCode >= 300) return payload;
    if (payload && typeof payload === 'object' && !Array.isArray(payload) && ('data' in payload || 'error' in payload)) return payload;
    // The old client treats a falsy `data` as failure: never send null/false/0/''.
    return { data: payload === null || payload === undefined || payload === false || payload === '' ? {} : payload };
  });

  scope.setErrorHandler((err: FastifyError | BizError, req: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof BizError) {
      if (err.status === 401) reply.header('WWW-Authenticate', 'H5AppAuth');
      return reply.status(err.status).send(errorBody(err.message, err.status, err.code, err.errors));
    }
    const fe = err as FastifyError;
    if (fe.validation) return reply.status(422).send(errorBody('参数错误', 422));
    if (fe.statusCode && fe.statusCode < 500) return reply.status(fe.statusCode).send(errorBody(httpErrorMessage(fe.statusCode), fe.statusCode));
    if (isMalformedMultipart(err)) return reply.status(400).send(errorBody(httpErrorMessage(400), 400));
    if (isOverloadError(err)) {
      req.log.warn({ err }, 'overloaded');
      return reply.status(503).header('Retry-After', String(RETRY_AFTER_SECONDS)).send(errorBody(BUSY_MESSAGE, 503));
    }
    req.log.error({ err }, 'request failed');
    return reply.status(500).send(errorBody('服务器内部错误', 500));
  });

  scope.setNotFoundHandler((_req, reply) => reply.status(404).send(errorBody('接口不存在', 404)));
}

/** A multipart body busboy cannot read (no boundary, cut short, broken part header): the client's fault, a 400. */
function isMalformedMultipart(err: unknown): boolean {
  const message = err instanceof Error ? err.message : '';
  return /^(Multipart: Boundary not found|Unexpected end of form|Malformed part header|Part terminated early)/.test(message);
}

// Only scalars are read: an object (e.g. JSON `{"toString": 1}`) is "not given", never coerced.
const isScalar = (v: unknown): v is string | number | boolean => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
/** Small coercions for form-encoded values (everything arrives as strings). */
export const param = {
  int(v: unknown, fallback?: number): number | undefined {
    if (!isScalar(v) || v === '') return fallback;
    const n = Number(v);
    return Number.isSafeInteger(n) ? n : fallback;
  },
  str(v: unknown, fallback = ''): string {
    return isScalar(v) ? String(v).trim() : fallback;
  },
  bool(v: unknown, fallback = false): boolean {
    if (v === undefined || v === null || v === '') return fallback;
    return v === true || v === 'true' || v === '1' || v === 1;
  },
  /** `cart_id` may be one id, an array, or bracket-decoded object {0:…,1:…}. */
  ids(v: unknown): number[] {
    const arr = Array.isArray(v) ? v : v && typeof v === 'object' ? Object.values(v) : !isScalar(v) || v === '' ? [] : String(v).split(',');
    return arr.filter(isScalar).map((x) => Number(x)).filter((n) => Number.isInteger(n) && n > 0 && n <= 2_147_483_647);
  },
};
