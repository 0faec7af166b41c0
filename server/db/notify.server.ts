/**
 * PostgreSQL LISTEN/NOTIFY between API processes sharing one database: what one process changes
 * (a publish, a price) the others hear about and act on, with no other shared store. One dedicated
 * connection per process listens; it reconnects after a drop (notifications sent meanwhile are lost,
 * which is why receivers rebuild from the database rather than from the message's content).
 */
import crypto from 'node:crypto';
import pg from 'pg';

export type Handler = (payload: unknown) => void;

export interface Notifier {
  /** This process's id, carried in every message so a process can skip its own. */
  readonly instanceId: string;
  publish(channel: string, payload: unknown): Promise<void>;
  subscribe(channel: string, handler: Handler): Promise<void>;
  close(): Promise<void>;
}

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;
const RECONNECT_MS = 1000;

export function createNotifier(url: string, log: (m: string) => void = (m) => console.error(m)): Notifier {
  const instanceId = crypto.randomUUID();
  const handlers = new Map<string, Handler[]>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let closed = false;

  const connect = (): Promise<pg.Client> => (connecting ??= (async () => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (msg) => {
      let body: { from?: string; payload?: unknown };
      try { body = JSON.parse(msg.payload ?? '{}'); } catch { return; }
      if (body.from === instanceId) return;
      for (const h of handlers.get(msg.channel) ?? []) {
        try { h(body.payload); } catch (e) { log(`[notify ${msg.channel}] ${(e as Error).message}`); }
      }
    });
    c.on('error', (e) => {
      if (closed) return;
      log(`[notify] 监听连接中断：${e.message}`);
      client = undefined;
      connecting = undefined;
      setTimeout(() => { if (!closed) void resubscribe(); }, RECONNECT_MS).unref();
    });
    await c.connect();
    for (const ch of handlers.keys()) await c.query(`LISTEN ${ch}`);
    client = c;
    return c;
  })());

  async function resubscribe() {
    try { await connect(); } catch (e) {
      connecting = undefined;
      log(`[notify] 重连失败：${(e as Error).message}`);
      setTimeout(() => { if (!closed) void resubscribe(); }, RECONNECT_MS).unref();
    }
  }

  return {
    instanceId,
    async publish(channel, payload) {
      if (!CHANNEL.test(channel)) throw new Error(`bad channel ${channel}`);
      const c = client ?? (await connect());
      await c.query('SELECT pg_notify($1, $2)', [channel, JSON.stringify({ from: instanceId, payload })]);
    },
    async subscribe(channel, handler) {
      if (!CHANNEL.test(channel)) throw new Error(`bad channel ${channel}`);
      const first = !handlers.has(channel);
      handlers.set(channel, [...(handlers.get(channel) ?? []), handler]);
      const c = client ?? (await connect());
      if (first) await c.query(`LISTEN ${channel}`);
    },
    async close() {
      closed = true;
      await client?.end().catch(() => undefined);
    },
  };
}
