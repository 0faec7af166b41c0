/**
 * Document versions for optimistic concurrency: every change to a slot raises its counter in the same
 * transaction, and only when the caller's base version is still current (a compare-and-set in SQL, so two
 * saves based on the same version cannot both pass, even at the same instant). The version travels as an
 * ETag on reads and comes back as If-Match (or `base_version`) on saves and publishes.
 */
import { sql } from 'kysely';
import type { Database } from '../../db/database.server';
import { BizError } from '../../http/errors';

export const STALE_MESSAGE = '页面已被其他人修改，请先载入最新内容再保存';

export interface Head { version: number; operator_name: string; updated_at: Date | null }

export async function headOf(db: Database, slot: string): Promise<Head> {
  const row = await db.selectFrom('document_heads').select(['version', 'operator_name', 'updated_at']).where('slot', '=', slot).executeTakeFirst();
  return row ?? { version: 0, operator_name: '', updated_at: null };
}

/**
 * Raises the slot's version from `base` (when given) to base + 1; any other current version is a 409 and
 * the caller's transaction rolls back. `base` undefined: an unconditional change (rollback, scripts).
 */
export async function advanceHead(db: Database, slot: string, by: string, base?: number): Promise<number> {
  const row = await sql<{ version: number }>`
    INSERT INTO document_heads (slot, version, operator_name) VALUES (${slot}, 1, ${by})
    ON CONFLICT (slot) DO UPDATE SET version = document_heads.version + 1, operator_name = excluded.operator_name, updated_at = now()
    WHERE ${base === undefined ? sql`TRUE` : sql`document_heads.version = ${base}`}
    RETURNING version`.execute(db);
  const version = row.rows[0]?.version;
  if (version === undefined || (base !== undefined && version !== base + 1)) {
    const head = await headOf(db, slot);
    throw new BizError(head.operator_name ? `${STALE_MESSAGE}（${head.operator_name} 已保存了新的版本）` : STALE_MESSAGE, 409, 409001, { version: [String(head.version)] });
  }
  return version;
}

export const etag = (version: number) => `"v${version}"`;

/**
 * The version a save is based on: If-Match (`"v7"`, `v7` or `7`) or the body's `base_version`. Absent →
 * undefined (scripts that own the shop alone); present but unreadable or `*` → 412-style Chinese 409.
 */
export function baseVersion(ifMatch: string | string[] | undefined, bodyValue: unknown): number | undefined {
  const raw = Array.isArray(ifMatch) ? ifMatch[0] : ifMatch;
  if (raw !== undefined && raw !== '') {
    const m = /^(?:W\/)?"?v?(\d{1,9})"?$/.exec(raw.trim());
    if (!m) throw new BizError('版本号不合法，请重新载入页面', 409, 409002);
    return Number(m[1]);
  }
  if (bodyValue === undefined || bodyValue === null || bodyValue === '') return undefined;
  const n = typeof bodyValue === 'number' ? bodyValue : /^\d{1,9}$/.test(String(bodyValue)) ? Number(bodyValue) : NaN;
  if (!Number.isSafeInteger(n) || n < 0) throw new BizError('版本号不合法，请重新载入页面', 409, 409002);
  return n;
}

/** Publish checks the version without raising it (what is seen in the editor does not change); the row lock orders it against a save. */
export async function checkHead(db: Database, slot: string, base: number): Promise<void> {
  const row = await db.selectFrom('document_heads').select(['version', 'operator_name']).where('slot', '=', slot).forUpdate().executeTakeFirst();
  const version = row?.version ?? 0;
  if (version !== base) throw new BizError(row?.operator_name ? `${STALE_MESSAGE}（${row.operator_name} 已保存了新的版本）` : STALE_MESSAGE, 409, 409001, { version: [String(version)] });
}
