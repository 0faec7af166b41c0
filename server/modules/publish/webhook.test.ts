import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { announcingPublishes, deliverPublishEvent, SIGNATURE_HEADER, TIMESTAMP_HEADER, verifySignature } from './webhook.server';

interface Received { headers: http.IncomingHttpHeaders; body: string }

/** A local receiver that fails the first `failures` deliveries with 503. */
async function receiver(failures = 0) {
  const received: Received[] = [];
  let seen = 0;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => { body += c; });
    req.on('end', () => {
      seen++;
      received.push({ headers: req.headers, body });
      res.statusCode = seen <= failures ? 503 : 204;
      res.end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  servers.push(server);
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, received };
}
const servers: http.Server[] = [];
afterEach(() => { for (const s of servers.splice(0)) s.close(); });

const SECRET = 'publish-secret';

describe('publish webhook', () => {
  it('posts a JSON payload naming the changed pages, signed with HMAC-SHA256 over timestamp.body', async () => {
    const r = await receiver();
    const ok = await deliverPublishEvent({ slots: ['home'], pages: ['/', '/home/'] }, { url: r.url, secret: SECRET });
    expect(ok).toBe(true);
    expect(r.received).toHaveLength(1);
    const { headers, body } = r.received[0];
    const payload = JSON.parse(body);
    expect(payload).toMatchObject({ event: 'pages.published', slots: ['home'], pages: ['/', '/home/'] });
    const ts = String(headers[TIMESTAMP_HEADER]);
    expect(verifySignature(SECRET, ts, body, String(headers[SIGNATURE_HEADER]))).toBe(true);
    expect(verifySignature('other-secret', ts, body, String(headers[SIGNATURE_HEADER]))).toBe(false);
    expect(verifySignature(SECRET, ts, body.replace('home', 'evil'), String(headers[SIGNATURE_HEADER]))).toBe(false);
  });

  it('retries until the receiver accepts, and gives up after the last attempt', async () => {
    const flaky = await receiver(2);
    expect(await deliverPublishEvent({ slots: ['header'], pages: ['/'] }, { url: flaky.url, secret: SECRET, attempts: 3, backoffMs: () => 5 })).toBe(true);
    expect(flaky.received).toHaveLength(3);
    const down = await receiver(10);
    const log: string[] = [];
    expect(await deliverPublishEvent({ slots: ['header'], pages: ['/'] }, { url: down.url, secret: SECRET, attempts: 2, backoffMs: () => 5, log: (m) => log.push(m) })).toBe(false);
    expect(down.received).toHaveLength(2);
    expect(log[0]).toContain('HTTP 503');
  });

  it('announces after the rebuild and returns the rebuild result unchanged', async () => {
    const r = await receiver();
    const publish = announcingPublishes(async (slots) => ({ pages: slots.map((s) => `/${s}/`), ms: 3 }), { url: r.url, secret: SECRET });
    expect(await publish(['custom:7'])).toEqual({ pages: ['/custom:7/'], ms: 3 });
    await expect.poll(() => r.received.length).toBe(1);
    expect(JSON.parse(r.received[0].body).slots).toEqual(['custom:7']);
  });
});
