/**
 * The API documentation, generated from what every route declares (server/http/schema.ts): an OpenAPI
 * 3.0 document for the shopper API (/api/h5app/wxapp) and the admin API (/api/admin), served as JSON at
 * /api/docs/json and as a browsable page at /api/docs (plain HTML, no script: <details> per route).
 * Nothing is written by hand, so a route cannot be missing from the docs.
 */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { zodToJsonSchema } from 'zod-to-json-schema';
import { declare, NO_INPUT, type DeclaredRoute } from './schema';
import { SITE_NAME } from '../../src/lib/constants';
import { escapeHtml } from '../../compiler/shell';

type Json = Record<string, unknown>;
const AREAS = [
  { prefix: '/api/admin', tag: '管理 API（运营后台，需运营登录）' },
  { prefix: '/api/h5app/wxapp', tag: '商城 API（ECShopX 兼容）' },
] as const;

const toJson = (schema: z.ZodTypeAny | undefined): Json => {
  if (!schema) return {};
  const out = zodToJsonSchema(schema, { target: 'openApi3', effectStrategy: 'input', $refStrategy: 'none' }) as Json;
  delete out.$schema;
  return out;
};

/** `/goods/:id` → `/goods/{id}` and the names of its path parameters. */
function openApiPath(url: string): { path: string; names: string[] } {
  const names: string[] = [];
  const path = url.replace(/:([A-Za-z0-9_]+)/g, (_m, n: string) => { names.push(n); return `{${n}}`; });
  return { path, names };
}

/** Routes the docs cover: the two API areas (not the static site, nor the docs themselves). */
export function documentedRoutes(routes: DeclaredRoute[]): DeclaredRoute[] {
  return routes.filter((r) => AREAS.some((a) => r.url.startsWith(a.prefix)) && r.method !== 'OPTIONS');
}

export function openApiDocument(routes: DeclaredRoute[], serverUrl = '/'): Json {
  const paths: Record<string, Record<string, Json>> = {};
  for (const r of documentedRoutes(routes)) {
    const area = AREAS.find((a) => r.url.startsWith(a.prefix))!;
    const { path, names } = openApiPath(r.url);
    const d = r.declared ?? {};
    const input = toJson(d.input);
    const paramProps = (toJson(d.params).properties ?? {}) as Record<string, Json>;
    const parameters: Json[] = names.map((name) => ({ name, in: 'path', required: true, schema: paramProps[name] ?? { type: 'string' } }));
    const op: Json = { tags: [area.tag], operationId: `${r.method.toLowerCase()} ${r.url}`, summary: `${r.method} ${r.url}`, parameters,
      responses: { 200: { description: '成功：{"data": …}' }, 401: { description: '未登录或登录已失效' }, 422: { description: '参数错误：{"data": {"message": 中文说明, "errors": {字段: [说明]}}}' } } };
    if (d.versioned?.ifMatch) {
      parameters.push({ name: 'If-Match', in: 'header', required: false, schema: { type: 'string', example: '"v7"' },
        description: '读取时得到的 ETag（文档版本）；也可用请求体的 base_version。版本已变（他人已保存）→ 409，不会覆盖' });
      (op.responses as Json)[409] = { description: '版本冲突：{"data": {"message": "页面已被其他人修改…", "code": 409001, "errors": {"version": [当前版本]}}}；版本号不合法 → code 409002' };
    }
    if (d.versioned?.etag) (op.responses as Json)[200] = { description: '成功：{"data": …}', headers: { ETag: { description: '文档当前版本，如 "v7"：保存、发布时放在 If-Match', schema: { type: 'string' } } } };
    const props = (input.properties ?? {}) as Record<string, Json>;
    if (r.method === 'GET' || r.method === 'DELETE' || d.rawBody) {
      for (const [name, schema] of Object.entries(props)) parameters.push({ name, in: 'query', required: ((input.required as string[] | undefined) ?? []).includes(name), schema });
    } else {
      op.requestBody = { content: { 'application/json': { schema: input }, 'application/x-www-form-urlencoded': { schema: input } } };
    }
    if (area.prefix === '/api/admin') op.security = [{ operatorBearer: [] }, { operatorCookie: [] }];
    (paths[path] ??= {})[r.method.toLowerCase()] = op;
  }
  return {
    openapi: '3.0.3',
    info: { title: `${SITE_NAME} API`, version: '1.0.0', description: '由每个路由声明的参数（server/http/schema.ts）自动生成。成功与失败都以 {"data": …} 包裹。' },
    servers: [{ url: serverUrl }],
    tags: AREAS.map((a) => ({ name: a.tag })),
    components: { securitySchemes: { operatorBearer: { type: 'http', scheme: 'bearer' }, operatorCookie: { type: 'apiKey', in: 'cookie', name: 'jwt_token' }, memberBearer: { type: 'http', scheme: 'bearer' } } },
    paths,
  };
}

const STYLE = `body{font:14px/1.6 system-ui,"PingFang SC","Microsoft YaHei",sans-serif;margin:0;color:#262626;background:#f5f6f8}
header{background:#1f2329;color:#fff;padding:16px 32px}header h1{margin:0;font-size:20px}header a{color:#ffb98a}
main{max-width:1100px;margin:0 auto;padding:16px 32px}h2{margin:24px 0 8px;font-size:17px}
details{background:#fff;border:1px solid #e5e6eb;border-radius:6px;margin:6px 0}summary{cursor:pointer;padding:8px 12px;font-family:ui-monospace,monospace}
summary:focus-visible{outline:2px solid #ff5d02}.m{display:inline-block;min-width:58px;font-weight:600}.GET{color:#1677ff}.POST{color:#389e0d}.PUT{color:#d46b08}.DELETE{color:#cf1322}
table{border-collapse:collapse;width:calc(100% - 24px);margin:0 12px 12px}th,td{border-bottom:1px solid #f0f0f0;text-align:left;padding:4px 8px;vertical-align:top}
th{background:#fafafa;font-weight:600}code{font-family:ui-monospace,monospace;font-size:12px}.none{padding:0 12px 12px;color:#8c8c8c}`;
const STYLE_HASH = `'sha256-${crypto.createHash('sha256').update(STYLE, 'utf8').digest('base64')}'`;

const typeOf = (s: Json): string => (s.enum ? (s.enum as unknown[]).map(String).join(' | ') : Array.isArray(s.anyOf) ? (s.anyOf as Json[]).map(typeOf).join(' | ') : String(s.type ?? '任意'));

function fieldsTable(fields: [string, Json, boolean][]): string {
  if (!fields.length) return '<p class="none">无参数</p>';
  return `<table><thead><tr><th>参数</th><th>类型</th><th>必填</th><th>说明</th></tr></thead><tbody>${fields.map(([n, s, req]) =>
    `<tr><td><code>${escapeHtml(n)}</code></td><td><code>${escapeHtml(typeOf(s))}</code></td><td>${req ? '是' : '否'}</td><td>${escapeHtml([s.maxLength !== undefined ? `最长${s.maxLength}` : '', s.minimum !== undefined ? `≥${s.minimum}` : '', s.maximum !== undefined ? `≤${s.maximum}` : ''].filter(Boolean).join('，'))}</td></tr>`).join('')}</tbody></table>`;
}

export function docsHtml(doc: Json): string {
  const paths = doc.paths as Record<string, Record<string, Json>>;
  const sections = (doc.tags as { name: string }[]).map(({ name }) => {
    const ops = Object.entries(paths).flatMap(([p, methods]) => Object.entries(methods).filter(([, o]) => (o.tags as string[])[0] === name).map(([m, o]) => ({ p, m: m.toUpperCase(), o })));
    return `<h2>${escapeHtml(name)}（${ops.length} 个接口）</h2>${ops.map(({ p, m, o }) => {
      const params = (o.parameters as Json[]).map((x) => [`${x.name}（${x.in === 'path' ? '路径' : '查询'}）`, x.schema as Json, Boolean(x.required)] as [string, Json, boolean]);
      const body = ((o.requestBody as Json | undefined)?.content as Record<string, { schema: Json }> | undefined)?.['application/json']?.schema;
      const bodyFields = body ? Object.entries((body.properties ?? {}) as Record<string, Json>).map(([n, s]) => [n, s, ((body.required as string[] | undefined) ?? []).includes(n)] as [string, Json, boolean]) : [];
      return `<details><summary><span class="m ${m}">${m}</span>${escapeHtml(p)}</summary>${fieldsTable([...params, ...bodyFields])}</details>`;
    }).join('')}`;
  }).join('');
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${escapeHtml(String((doc.info as Json).title))} 文档</title><style>${STYLE}</style></head>
<body><header><h1>${escapeHtml(String((doc.info as Json).title))} 文档</h1><p>OpenAPI 3 JSON：<a href="/api/docs/json">/api/docs/json</a>。${escapeHtml(String((doc.info as Json).description))}</p></header><main>${sections}</main></body></html>`;
}

export async function docsRoutes(app: FastifyInstance, { routes }: { routes: DeclaredRoute[] }) {
  let cached: { n: number; doc: Json; html: string } | undefined;
  const current = () => {
    if (cached?.n !== routes.length) { const doc = openApiDocument(routes); cached = { n: routes.length, doc, html: docsHtml(doc) }; }
    return cached;
  };
  app.get('/api/docs/json', declare({ input: NO_INPUT }), async () => current().doc);
  app.get('/api/docs', declare({ input: NO_INPUT }), async (_req, reply) => {
    reply.header('Content-Security-Policy', `default-src 'none'; style-src ${STYLE_HASH}; frame-ancestors 'self'; base-uri 'none'`);
    return reply.type('text/html; charset=utf-8').send(current().html);
  });
}
