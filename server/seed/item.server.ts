/**
 * Demo data for the item page's marketing blocks: the first goods gets a product video (the committed
 * server/seed/assets/demo-video.webm, see make-demo-video.ts). The coupons it lists are commerce.server.ts's.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../db/database.server';

const VIDEO = 'demo-video.webm';

export async function seedItemMarketing(db: Database, mediaDir: string): Promise<void> {
  await fs.mkdir(path.join(mediaDir, 'seed'), { recursive: true });
  const bytes = await fs.readFile(path.join(import.meta.dirname, 'assets', VIDEO));
  await fs.writeFile(path.join(mediaDir, 'seed', VIDEO), bytes);
  const url = `/media/seed/${VIDEO}`;
  await db.insertInto('media').values({ file_name: VIDEO, url, mime: 'video/webm', width: 480, height: 480, size: bytes.length }).execute();
  const first = await db.selectFrom('goods').select('goods_id').where('approve_status', '=', 'onsale').orderBy('sort').orderBy('goods_id').executeTakeFirstOrThrow();
  await db.updateTable('goods').set({ videos: url }).where('goods_id', '=', first.goods_id).execute();
}
