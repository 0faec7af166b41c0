/**
 * Rebuilds shared by every API process on one database. The process that handles a publish or a
 * price change rebuilds its pages, then tells the others over PostgreSQL NOTIFY; each of them rebuilds
 * the same pages from the database. With one shared DIST_DIR the writes are atomic and identical; with
 * a dist per process each stays current. Either way every process serves what was published.
 */
import type { Notifier } from '../../db/notify.server';

const CHANNEL = 'shop_pages';

interface Rebuilder {
  rebuildSlots(slots: string[]): Promise<{ pages: string[]; ms: number }>;
  rebuildItems(itemIds: number[]): Promise<{ pages: string[]; ms: number }>;
}

type Message = { kind: 'slots'; slots: string[] } | { kind: 'items'; ids: number[] };

function parse(payload: unknown): Message | undefined {
  const p = payload as Partial<Record<string, unknown>> | null;
  if (p?.kind === 'slots' && Array.isArray(p.slots) && p.slots.every((s) => typeof s === 'string' && s.length < 64)) return { kind: 'slots', slots: p.slots as string[] };
  if (p?.kind === 'items' && Array.isArray(p.ids) && p.ids.every((n) => Number.isInteger(n) && (n as number) > 0)) return { kind: 'items', ids: p.ids as number[] };
  return undefined;
}

export async function clusterRebuilds(compiler: Rebuilder, notifier: Notifier, log: (m: string) => void = (m) => console.error(m)) {
  await notifier.subscribe(CHANNEL, (payload) => {
    const msg = parse(payload);
    if (!msg) return;
    const job = msg.kind === 'slots' ? compiler.rebuildSlots(msg.slots) : compiler.rebuildItems(msg.ids);
    job.catch((e) => log(`[cluster] 重建页面失败：${(e as Error).message}`));
  });
  const tell = (msg: Message) => notifier.publish(CHANNEL, msg).catch((e) => log(`[cluster] 通知其他进程失败：${(e as Error).message}`));
  return {
    onPublish: async (slots: string[]) => {
      const result = await compiler.rebuildSlots(slots);
      void tell({ kind: 'slots', slots });
      return result;
    },
    onCatalogChange: async (ids: number[]) => {
      const result = await compiler.rebuildItems(ids);
      void tell({ kind: 'items', ids });
      return result;
    },
  };
}
