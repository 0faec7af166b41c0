/**
 * Is a request from this machine? Judged from the TCP socket only: X-Forwarded-For and `request.ip`
 * are what a client (or a proxy in front) says, never evidence. A request that came through a proxy
 * (any forwarding header) is not local even when the proxy itself runs on this machine.
 */
import type { FastifyRequest } from 'fastify';

/** 127.0.0.0/8, ::1 and the IPv4-mapped loopback range. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'x-forwarded-host'];

export function isLocalRequest(req: FastifyRequest): boolean {
  if (!isLoopbackAddress(req.raw.socket?.remoteAddress)) return false;
  return !FORWARDING_HEADERS.some((h) => req.headers[h] !== undefined);
}
