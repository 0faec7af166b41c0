/**
 * TRUST_PROXY as Fastify needs it. A bare number is ignored by Fastify 5 (it "fails closed"), so a hop
 * count becomes a function: the socket peer and the next n-1 addresses of X-Forwarded-For are proxies,
 * the address before them is the client (what Express calls `trust proxy = n`). This is right only when
 * the API cannot be reached except through those n proxies (listen on a private address or loopback).
 * Lists of addresses / CIDR ranges go to Fastify as they are.
 */
import type { Config } from '../config';

export type FastifyTrust = boolean | string[] | ((address: string, hop: number) => boolean);

export function fastifyTrustProxy(trust: Config['trustProxy']): FastifyTrust {
  if (typeof trust === 'number') {
    const hops = trust;
    return (_address: string, hop: number) => hop < hops;
  }
  return trust;
}
