/**
 * The operation log: every successful admin write (POST/PUT/PATCH/DELETE under /api/admin) is recorded
 * with who, when, what and — where the route says so through `recordChange` — the row before and after.
 * One hook on the admin scope covers every route, including ones added later by other modules; routes
 * that know their entity add the before → after picture. Secrets never reach the log.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.server';
import { input } from '../../http/wire';
import { inRequestTransaction } from '../../db/request-transaction.server';

export interface Change { action?: string; entity: string; entity_id: string | number; before?: unknown; after?: unknown }

declare module 'fastify' {
  interface FastifyRequest { auditChange?: Change }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Paths whose writes are not shop changes (sessions). */
const NOT_CHANGES = new Set(['/api/admin/login', '/api/admin/logout']);
const SECRET_KEY = /pass(word)?|secret|private|_key$|^key$|apiv3|token/i;

/** A copy with secret-looking fields replaced, so keys and passwords never reach the log. */
export function redact(value: unknown, depth = 0): unknown {
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.slice(0, 200).map((v) => redact(v, depth + 1));
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, SECRET_KEY.test(k) && v !== '' && v != null ? '******' : redact(v, depth + 1)]));
}

/** Called by a route that knows what it changed: the log row gets the entity and before → after. */
export function recordChange(req: FastifyRequest, change: Change): void {
  req.auditChange = change;
}

/** "PUT /api/admin/goods/:id" → "PUT goods" as a fallback action name. */
function actionOf(req: FastifyRequest): string {
  const url = req.routeOptions.url ?? req.url;
  const parts = url.replace(/^\/api\/admin\/?/, '').split('/').filter((p) => p && !p.startsWith(':'));
  return `${req.method} ${parts.join('/')}`.slice(0, 64);
}

function logRow(req: FastifyRequest) {
  const path = (req.routeOptions.url ?? req.url.split('?')[0]);
  const c = req.auditChange;
  const params = req.params as Record<string, string> | undefined;
  const body = req.isMultipart?.() ? null : input(req);
  return {
    action: (c?.action ?? actionOf(req)).slice(0, 64),
    entity: (c?.entity ?? path.replace(/^\/api\/admin\//, '').split('/')[0]).slice(0, 32),
    entity_id: String(c?.entity_id ?? Object.values(params ?? {})[0] ?? '').slice(0, 64),
    before: c?.before === undefined ? null : JSON.stringify(redact(c.before)),
    after: JSON.stringify(redact(c && 'after' in c ? c.after : body)),
  };
}

/**
 * Every operator write runs in one request transaction (server/db/request-transaction.server.ts) whose
 * last statement is its log row: the change and its row commit together, or neither does (a failing
 * handler, a 4xx answer or a log row that cannot be written roll the change back). Work that must see
 * the change from outside (page rebuilds, gateway refunds) commits it, with its row, first.
 */
export function installAudit(scope: FastifyInstance, db: Database): void {
  scope.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((m) => WRITES.has(m)) || NOT_CHANGES.has(route.url ?? '')) return;
    const handler = route.handler;
    route.handler = async function audited(this: FastifyInstance, req, reply) {
      if (!WRITES.has(req.method) || !req.operator) return handler.call(this, req, reply);
      let logged: { id: string; change?: Change } | undefined;
      const writeLog = async () => {
        const row = await db.insertInto('operation_logs').values({
          operator_id: req.operator!.operator_id, operator_name: req.operator!.username, method: req.method,
          path: req.url.split('?')[0].slice(0, 255), ip: req.ip.slice(0, 64), ...logRow(req),
        }).returning('log_id').executeTakeFirstOrThrow();
        logged = { id: row.log_id, change: req.auditChange };
      };
      const result = await inRequestTransaction(() => Promise.resolve(handler.call(this, req, reply)), { keep: () => reply.statusCode < 400, beforeCommit: writeLog });
      // Committed early (before a rebuild) and the route named its change afterwards: complete the row.
      if (logged && req.auditChange && req.auditChange !== logged.change && reply.statusCode < 400) {
        const { action, entity, entity_id, before, after } = logRow(req);
        await db.updateTable('operation_logs').set({ action, entity, entity_id, before, after }).where('log_id', '=', logged.id).execute();
      }
      return result;
    };
  });
}
