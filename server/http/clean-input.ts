/**
 * NUL and lone surrogates never get past the HTTP layer: not in a value, not in a key, at any depth of
 * the query, the body (JSON or form) or the path. PostgreSQL refuses both in text and jsonb, so letting
 * one through turns a change into a 500 halfway (and an audit row that cannot be written). Checked in
 * `preValidation`, before any route's own hooks or handler: 422 `参数 x 含有不允许的字符`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BizError } from './errors';

const UNSAFE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const UNSAFE_ALL = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export const hasUnsafeChars = (s: string) => UNSAFE.test(s);
/** A key fit to be named in a message (the offending characters shown as �). */
const shown = (key: string) => key.replace(UNSAFE_ALL, '\uFFFD').slice(0, 64);

/** The path (`a.b[0]`) of the first key or string holding NUL or a lone surrogate, else undefined. */
export function findUnsafe(root: unknown): string | undefined {
  // Iterative: the depth of a body is bounded by the parser, but a walk must not rely on the stack anyway.
  const stack: [unknown, string][] = [[root, '']];
  while (stack.length) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') { if (UNSAFE.test(value)) return path || '请求'; continue; }
    if (!value || typeof value !== 'object' || Buffer.isBuffer(value)) continue;
    if (Array.isArray(value)) { value.forEach((v, i) => stack.push([v, `${path}[${i}]`])); continue; }
    for (const [k, v] of Object.entries(value)) {
      const at = path ? `${path}.${shown(k)}` : shown(k);
      if (UNSAFE.test(k)) return at;
      stack.push([v, at]);
    }
  }
  return undefined;
}

export function checkCleanInput(req: FastifyRequest): void {
  const body = req.isMultipart?.() ? undefined : req.body;
  const bad = findUnsafe(req.params) ?? findUnsafe(req.query) ?? (typeof body === 'string' ? (UNSAFE.test(body) ? '请求' : undefined) : findUnsafe(body));
  if (bad !== undefined) {
    const message = `参数 ${bad} 含有不允许的字符`;
    throw new BizError(message, 422, undefined, { [bad]: [message] });
  }
}

export function installCleanInput(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => checkCleanInput(req));
}
