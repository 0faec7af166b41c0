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
