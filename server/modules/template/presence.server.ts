/**
 * Who has a document open: each editor tab sends a heartbeat every few seconds; a tab not heard from for
 * PRESENCE_TTL_S has left. Kept in the database, so every API process behind a load balancer sees the same.
 * The heartbeat also answers the document's current version, so an editor learns early that someone saved.
 */
import { sql } from 'kysely';
import type { Database } from '../../db/database.server';
import type { Operator } from './documents.service';
import { headOf } from './heads.server';

export const PRESENCE_TTL_S = 45;

export interface Presence {
  /** Other tabs with the document open (the caller's own tab left out), longest open first. */
  editors: { operator_name: string; since: Date; same_operator: boolean }[];
  version: number;
  saved_by: string;
}

export async function heartbeat(db: Database, slot: string, clientId: string, by: Operator): Promise<Presence> {
  await db.insertInto('document_presence').values({ slot, client_id: clientId, operator_id: by.operator_id, operator_name: by.username })
    .onConflict((oc) => oc.columns(['slot', 'client_id']).doUpdateSet({ seen_at: sql`now()`, operator_id: by.operator_id, operator_name: by.username }))
    .execute();
  // Tidy as we go: rows long gone are of no use to anyone.
  await db.deleteFrom('document_presence').where('seen_at', '<', sql<Date>`now() - interval '1 day'` as never).execute();
  const rows = await db.selectFrom('document_presence').select(['operator_name', 'operator_id', 'seen_at'])
    .where('slot', '=', slot).where('client_id', '!=', clientId).where('seen_at', '>', sql<Date>`now() - make_interval(secs => ${PRESENCE_TTL_S})` as never)
    .orderBy('seen_at', 'asc').execute();
  const head = await headOf(db, slot);
  return {
    editors: rows.map((r) => ({ operator_name: r.operator_name, since: r.seen_at, same_operator: r.operator_id === by.operator_id })),
    version: head.version, saved_by: head.operator_name,
  };
}

/** The tab closed the document. */
export async function leave(db: Database, slot: string, clientId: string): Promise<void> {
  await db.deleteFrom('document_presence').where('slot', '=', slot).where('client_id', '=', clientId).execute();
}
