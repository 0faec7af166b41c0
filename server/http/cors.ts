/**
 * CORS for the two API trees. The shopper API answers any origin by default: its Bearer tokens are
 * sent explicitly by the client, never ambiently, so a foreign page gains nothing it couldn't do with
 * curl — and an ECShopX client hosted elsewhere (the original Nuxt storefront) must be able to call it.
 * `CORS_ORIGINS` narrows it. The admin API authenticates by cookie too, so it stays same-origin unless
 * `ADMIN_CORS_ORIGINS` names the origins allowed.
 */
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const ALLOWED_HEADERS = ['Authorization', 'Content-Type', 'Accept', 'X-Requested-With'];
const MAX_AGE_SECONDS = 600;

export async function shopperCors(api: FastifyInstance, origins: string[] | undefined): Promise<void> {
  await api.register(cors, {
    origin: origins ?? '*',
    // A bare OPTIONS (no preflight headers) goes on to the routes and gets the envelope, not the plugin's own 400.
    strictPreflight: false,
    methods: METHODS,
    allowedHeaders: ALLOWED_HEADERS,
    // token/refresh answers the new token in this header (api-contract §4.1).
    exposedHeaders: ['Authorization'],
    maxAge: MAX_AGE_SECONDS,
  });
}

export async function adminCors(admin: FastifyInstance, origins: string[] | undefined): Promise<void> {
  if (!origins) return;
  await admin.register(cors, {
    origin: origins,
    strictPreflight: false,
    credentials: true,
    methods: METHODS,
    allowedHeaders: ALLOWED_HEADERS,
    maxAge: MAX_AGE_SECONDS,
  });
}

/**
 * Outside the API trees (the original client still calls a few legacy dotted paths at the API root, e.g.
 * `/aftersales.list.get`): a preflight is answered 204 with the shopper policy, and an error answer carries
 * the same Allow-Origin, so the client reads the envelope's message instead of failing on CORS. The admin
 * tree keeps its own policy.
 */
export function outsideApiCors(root: FastifyInstance, origins: string[] | undefined): void {
  const allowed = (origin: string | undefined) => (origin && (!origins || origins.includes(origin)) ? (origins ? origin : '*') : null);
  const outside = (url: string) => !url.startsWith('/api/');
  root.addHook('onRequest', async (req, reply) => {
    if (req.method !== 'OPTIONS' || !req.headers['access-control-request-method'] || !outside(req.url)) return;
    const allow = allowed(req.headers.origin);
    if (!allow) return;
    reply.header('access-control-allow-origin', allow).header('access-control-allow-methods', METHODS.join(', '))
      .header('access-control-allow-headers', ALLOWED_HEADERS.join(', ')).header('access-control-max-age', String(MAX_AGE_SECONDS));
    if (origins) reply.header('vary', 'Origin');
    return reply.status(204).send();
  });
  root.addHook('onSend', async (req, reply, payload) => {
    if (reply.statusCode < 400 || req.url.startsWith('/api/admin') || reply.getHeader('access-control-allow-origin')) return payload;
    const allow = allowed(req.headers.origin);
    if (allow) reply.header('access-control-allow-origin', allow);
    return payload;
  });
}
