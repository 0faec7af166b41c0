/**
 * Publish webhook: after a publish rebuilds pages here, a CI system can rebuild and deploy the static
 * site from the API (`npm run build -- --from …`). The payload is JSON naming the changed slots and
 * pages; it is signed with HMAC-SHA256 over `<timestamp>.<body>` so the receiver can check origin and
 * freshness. Delivery retries with backoff and never delays or fails the publish itself.
 */
import crypto from 'node:crypto';

export interface PublishEvent {
  /** Template slots the publish touched, e.g. `home`, `custom:12`, `header`. */
  slots: string[];
  /** Site paths that were rewritten. */
  pages: string[];
}

export interface WebhookOptions {
  url: string;
  secret: string;
  /** Attempts in all (first try included). */
  attempts?: number;
  /** Delay before retry n (1-based) in ms. */
  backoffMs?: (retry: number) => number;
  timeoutMs?: number;
  log?: (message: string) => void;
}

export const SIGNATURE_HEADER = 'x-shop-signature';
export const TIMESTAMP_HEADER = 'x-shop-timestamp';
export const EVENT_HEADER = 'x-shop-event';

/** `sha256=<hex>` of HMAC-SHA256(secret, `${timestamp}.${body}`). */
export function signPayload(secret: string, timestamp: string, body: string): string {
  return `sha256=${crypto.createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** Receiver-side check (used by tests and documented for CI receivers): constant-time compare. */
export function verifySignature(secret: string, timestamp: string, body: string, signature: string): boolean {
  const expected = Buffer.from(signPayload(secret, timestamp, body));
  const given = Buffer.from(signature);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}

/** Sends one event; resolves true once a 2xx is received, false after the last failed attempt. */
export async function deliverPublishEvent(event: PublishEvent, opts: WebhookOptions): Promise<boolean> {
  const attempts = opts.attempts ?? 5;
  const backoff = opts.backoffMs ?? ((n) => 1000 * 2 ** (n - 1));
  const body = JSON.stringify({
    event: 'pages.published',
    id: crypto.randomUUID(),
    published_at: new Date().toISOString(),
    slots: event.slots,
    pages: event.pages,
  });
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const timestamp = String(Math.floor(Date.now() / 1000));
    try {
      const res = await fetch(opts.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [EVENT_HEADER]: 'pages.published',
          [TIMESTAMP_HEADER]: timestamp,
          [SIGNATURE_HEADER]: signPayload(opts.secret, timestamp, body),
        },
        body,
        signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
      });
      if (res.ok) return true;
      opts.log?.(`发布通知失败（第 ${attempt} 次）：HTTP ${res.status}`);
    } catch (e) {
      opts.log?.(`发布通知失败（第 ${attempt} 次）：${(e as Error).message}`);
    }
    if (attempt < attempts) await new Promise((r) => setTimeout(r, backoff(attempt)));
  }
  return false;
}

/** Wraps a publish handler so every successful publish is announced (fire and forget). */
export function announcingPublishes<R extends { pages: string[] }>(
  rebuild: (slots: string[]) => Promise<R>,
  opts: WebhookOptions | undefined,
): (slots: string[]) => Promise<R> {
  if (!opts) return rebuild;
  return async (slots) => {
    const result = await rebuild(slots);
    void deliverPublishEvent({ slots, pages: result.pages }, opts);
    return result;
  };
}
