/**
 * Every route declares its input (ARCHITECTURE principle 9): the merged query + body (`input()`), and
 * the path params, as zod schemas with bounds. A failure never reaches a handler or SQL: it answers 422
 * in the contract's envelope with a Chinese message naming the field (`{field}` in a message is
 * replaced by `参数 <key>`). The declarations are also what the schema fuzz test generates inputs from.
 */
import { z } from 'zod';
import type { FastifyInstance, RouteOptions, preHandlerHookHandler } from 'fastify';
import { BizError } from './errors';
import { input, jsonTooDeep } from './wire';
import { INT4_MAX, isCleanString } from '../../src/widgets/shared/validate';

export { INT4_MAX };

export interface Declared {
  /** query + form/JSON body, merged (body wins), as the handler reads them with `input()`. */
  input?: z.ZodTypeAny;
  /** Path parameters (`:id`). */
  params?: z.ZodTypeAny;
  /** Status and message when params fail: ids that cannot exist are "not found", as the contract answers. */
  paramsError?: { status: number; message: string };
  /** The body is not parameters (payment notifications, uploads): only the query is checked. */
  rawBody?: boolean;
  /** Documents optimistic concurrency: `etag` — the answer carries the document's version as an ETag;
   *  `ifMatch` — the change takes that version back (If-Match or `base_version`) and answers 409 when stale. */
  versioned?: { etag?: boolean; ifMatch?: boolean };
}

declare module 'fastify' {
  interface FastifyContextConfig { declared?: Declared }
}

/** Route option fragment: `app.get('/x', { ...declare({ input: … }), preHandler }, handler)`. */
export function declare(d: Declared): { config: { declared: Declared } } {
  return { config: { declared: d } };
}

// ---------------------------------------------------------------------------------------------------
// Field builders. Form values arrive as strings, JSON ones as numbers/booleans: both are accepted.

const scalar = (v: unknown) => (typeof v === 'number' || typeof v === 'boolean' ? String(v) : v);

/** Text up to `max` characters (the column's size); numbers are taken as their text. */
export function text(max: number, opts: { multiline?: boolean; min?: number } = {}) {
  return z.preprocess(scalar, z.string({ invalid_type_error: '{field}必须是文本' })
    .max(max, `{field}不能超过${max}个字符`)
    .min(opts.min ?? 0, `{field}不能为空`)
    .refine((s) => isCleanString(s, opts.multiline ?? false), '{field}含有不允许的字符'));
}

/** An integer in [min, max]; '' counts as absent when optional. */
export function int(min: number, max: number, message = `{field}必须是${min}到${max}之间的整数`) {
  return z.preprocess((v) => {
    if (typeof v === 'string' && /^\s*[-+]?\d{1,12}\s*$/.test(v)) return Number(v);
    return v;
  }, z.number({ invalid_type_error: message }).int(message).min(min, message).max(max, message));
}

export const id = () => int(1, INT4_MAX);
/** Ids where the client sends 0 for "none" (distributor_id, card_id …). */
export const idOrZero = () => int(0, INT4_MAX);
export const page = () => int(1, INT4_MAX);
export const pageSize = (max: number) => int(1, max);

/** A price or amount in yuan as the client sends it (start_price …): finite, non-negative, bounded. */
export function decimal(max: number) {
  const message = `{field}必须是0到${max}之间的数字`;
  return z.preprocess((v) => (typeof v === 'string' && /^\s*\d{1,12}(\.\d{1,4})?\s*$/.test(v) ? Number(v) : v),
    z.number({ invalid_type_error: message }).finite(message).min(0, message).max(max, message));
}

export function oneOf<T extends string>(values: readonly [T, ...T[]], message = '{field}的取值不在允许范围内') {
  return z.preprocess(scalar, z.enum(values as [T, ...T[]], { errorMap: () => ({ message }) }));
}

/** Booleans the way the old client sends them. */
export const flag = () => z.union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on', 'off'])], { errorMap: () => ({ message: '{field}必须是 true 或 false' }) });

/** One id, a comma list, an array or a bracket-decoded {0:…,1:…} object of ids. */
export function ids(maxCount = 200) {
  const one = id();
  const message = `{field}必须是1到${INT4_MAX}之间的整数或其列表`;
  return z.preprocess((v) => {
    if (typeof v === 'string') return v === '' ? [] : v.split(',');
    if (typeof v === 'number') return [v];
    if (v && typeof v === 'object' && !Array.isArray(v)) return Object.values(v);
    return v;
  }, z.array(one, { invalid_type_error: message }).max(maxCount, `{field}最多${maxCount}项`));
}

/** JSON text (as the old client sends some structures) or the structure itself. */
export function jsonOr<T extends z.ZodTypeAny>(schema: T) {
  return z.preprocess((v) => {
    if (typeof v !== 'string' || v === '') return v;
    if (jsonTooDeep(v)) return v;
    try { return JSON.parse(v); } catch { return v; }
  }, schema);
}

/** An optional field: absent, null or '' all mean "not given". */
export function opt<T extends z.ZodTypeAny>(schema: T) {
  return z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());
}

/** Any value made of clean, bounded scalars (extra keys the old client sends, e.g. company_id). */
export const anyValue: z.ZodTypeAny = z.lazy(() => z.union([
  z.string().max(2000, '{field}不能超过2000个字符').refine((s) => isCleanString(s), '{field}含有不允许的字符'),
  z.number().finite(), z.boolean(), z.null(),
  z.array(anyValue).max(1000, '{field}最多1000项'),
  z.record(anyValue).refine((o) => Object.keys(o).length <= 1000, '{field}最多1000项'),
], { errorMap: () => ({ message: '{field}格式不正确' }) }));

/** The merged parameters of a route: declared keys checked, undeclared ones must still be clean. */
export function fields<T extends z.ZodRawShape>(shape: T) {
  return z.object(shape).catchall(anyValue);
}

/** The `:id` path parameter of most routes. */
export const idParams = (name = 'id') => z.object({ [name]: id() });

// ---------------------------------------------------------------------------------------------------

const fieldName = (path: (string | number)[]) => path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i ? `.${p}` : p)).join('') || '请求';

/** zod's own (English) messages become Chinese ones; ours carry `{field}` (`issueMessage` names it). */
export const chineseDefaults: z.ZodErrorMap = (issue) => {
  if (issue.code === 'too_big') return { message: '{field}超出允许的长度或范围' };
  if (issue.code === 'too_small') return { message: '{field}不能为空或过小' };
  return { message: '{field}格式不正确' };
};

/** A message zod wrote itself (English: a schema parsed without `chineseDefaults`) as the Chinese default. */
const inChinese = (issue: z.ZodIssue) => (/[\u4e00-\u9fff]/.test(issue.message) ? issue.message : chineseDefaults(issue, { defaultError: issue.message, data: undefined }).message);

/** An issue's message in Chinese, with `{field}` replaced by the field it is about. */
export const issueMessage = (issue: z.ZodIssue) => inChinese(issue).replace('{field}', `参数 ${fieldName(issue.path)} `).trim();

export function firstProblem(error: z.ZodError): { field: string; message: string } {
  const issue = error.issues[0];
  return { field: fieldName(issue.path), message: issueMessage(issue) };
}

/** Parses `value` or throws the 422 (or the declared status) with the field named. */
export function check<T extends z.ZodTypeAny>(schema: T, value: unknown, status = 422, message?: string): z.infer<T> {
  const res = schema.safeParse(value, { errorMap: chineseDefaults });
  if (res.success) return res.data;
  const p = firstProblem(res.error);
  throw new BizError(message ?? p.message, status, undefined, { [p.field]: [p.message] });
}

/** Undeclared routes still get the baseline: every value clean and bounded. */
const BASELINE = z.record(anyValue);

const validateDeclared: preHandlerHookHandler = function (req, _reply, done) {
  try {
    const d = req.routeOptions.config.declared ?? {};
    if (d.params) check(d.params, req.params ?? {}, d.paramsError?.status ?? 422, d.paramsError?.message);
    const values = d.rawBody ? ((req.query ?? {}) as Record<string, unknown>) : input(req);
    check(d.input ?? BASELINE, values);
    done();
  } catch (e) { done(e as Error); }
};

export interface DeclaredRoute { method: string; url: string; declared?: Declared }

/**
 * Installs the check on every route registered after this call in `app` (after the route's own
 * preHandlers, so "not logged in" is still answered before "bad parameter"), and records the routes.
 */
export function declareInputs(app: FastifyInstance, registry: DeclaredRoute[] = []): DeclaredRoute[] {
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const declared = (route.config as { declared?: Declared } | undefined)?.declared;
    for (const method of methods) if (method !== 'HEAD') registry.push({ method, url: route.url, declared });
    const own = route.preHandler ? (Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler]) : [];
    route.preHandler = [...own, validateDeclared];
  });
  return registry;
}

/**
 * A declared field checked by the handler's own schema, its messages kept as they are (the declaration's
 * check would otherwise answer type errors with its generic "参数 x 格式不正确").
 */
export function sameAs(schema: z.ZodTypeAny, extra?: (v: unknown) => boolean, message?: string) {
  return z.unknown().superRefine((v, ctx) => {
    const r = schema.safeParse(v);
    if (!r.success) for (const issue of r.error.issues) ctx.addIssue({ code: 'custom', message: inChinese(issue), path: issue.path });
    else if (extra && !extra(r.data)) ctx.addIssue({ code: 'custom', message: message ?? '参数错误' });
  });
}

/** A route that reads no parameters (extra ones the old client sends must still be clean). */
export const NO_INPUT = fields({});
