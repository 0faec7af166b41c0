/**
 * TRUST_PROXY as Fastify needs it. A bare number is ignored by Fastify 5 (it "fails closed"), so a hop
 * count becomes a function: the socket peer and the next n-1 addresses of X-Forwarded-For are proxies,
 * the address before them is the client (what Express calls `trust proxy = n`). This is right only when
 * the API cannot be reached except through those n proxies (listen on a private address or loopback).
 * Lists of addresses / CIDR ranges go to Fastify as they are.
 */
import { BlockList, isIP } from 'node:net';
import type { Config } from '../config';

export type FastifyTrust = boolean | string[] | ((address: string, hop: number) => boolean);

export function fastifyTrustProxy(trust: Config['trustProxy']): FastifyTrust {
  if (typeof trust === 'number') {
    const hops = trust;
    return (_address: string, hop: number) => hop < hops;
  }
  return trust;
}

/** Whether a socket address is one of the configured proxies (those are exempt from per-address caps). */
export function isTrustedProxy(trust: Config['trustProxy']): (address: string) => boolean {
  if (trust === false || trust === true) return () => trust;
  if (typeof trust === 'number') return () => trust > 0;
  const list = new BlockList();
  for (const entry of trust) {
    if (entry === 'loopback') { list.addSubnet('127.0.0.0', 8, 'ipv4'); list.addAddress('::1', 'ipv6'); continue; }
    const [address, bits] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (!isIP(address)) continue; // Fastify refuses it when the app is built
    if (bits === undefined) list.addAddress(address, type); else list.addSubnet(address, Number(bits), type);
  }
  return (address: string) => {
    const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
    return isIP(v4) === 4 ? list.check(v4, 'ipv4') : isIP(address) === 6 && list.check(address, 'ipv6');
  };
}
