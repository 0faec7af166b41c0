/**
 * One database transaction around a whole request, for changes that must commit together with their
 * audit row (an operator's change and its operation-log row: both or neither).
 *
 * The handlers keep using the shared `db`: inside `inRequestTransaction` every query of the request runs
 * on one pinned connection inside BEGIN … COMMIT, and a `db.transaction()` the handler opens becomes a
 * savepoint (so "this chunk failed, go on with the next" still works). The connection is taken lazily, at
 * the first query. `commitRequestChanges()` ends the transaction early (runs `beforeCommit`, commits):
 * called before anything outside the database must see the change (the compiler rebuilding pages, a
 * payment gateway refund); queries after it run on the pool as usual.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { CompiledQuery, type DatabaseConnection, type Dialect, type Driver, type Kysely, type TransactionSettings } from 'kysely';

interface RequestTransaction {
  open: boolean;
  connection?: Promise<DatabaseConnection>;
  release?: () => Promise<void>;
  depth: number;
  /** Runs inside the transaction, just before COMMIT (writes the audit row). */
  beforeCommit?: () => Promise<void>;
  /** Undo work outside the database (files written for rows that are rolled back). */
  onRollback: (() => Promise<void>)[];
}

const current = new AsyncLocalStorage<RequestTransaction>();
const pinned = new WeakSet<DatabaseConnection>();

/** The pinned connection of the running request transaction, if one is open. */
function openTransaction(): RequestTransaction | undefined {
  const t = current.getStore();
  return t?.open ? t : undefined;
}

class PinnableDriver implements Driver {
  constructor(private readonly inner: Driver) {}
  init() { return this.inner.init(); }
  destroy() { return this.inner.destroy(); }

  acquireConnection(): Promise<DatabaseConnection> {
    const t = openTransaction();
    if (!t) return this.inner.acquireConnection();
    t.connection ??= (async () => {
      const conn = await this.inner.acquireConnection();
      t.release = () => this.inner.releaseConnection(conn);
      try { await conn.executeQuery(CompiledQuery.raw('begin')); } catch (e) { t.open = false; await t.release(); throw e; }
      pinned.add(conn);
      return conn;
    })();
    return t.connection;
  }

  async releaseConnection(conn: DatabaseConnection): Promise<void> {
    if (!pinned.has(conn)) return this.inner.releaseConnection(conn);
  }

  // Inside a request transaction, a transaction is a savepoint (settings cannot change mid-transaction).
  async beginTransaction(conn: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const t = current.getStore();
    if (!pinned.has(conn) || !t) return this.inner.beginTransaction(conn, settings);
    t.depth += 1;
    await conn.executeQuery(CompiledQuery.raw(`savepoint request_sp_${t.depth}`));
  }

  async commitTransaction(conn: DatabaseConnection): Promise<void> {
    const t = current.getStore();
    if (!pinned.has(conn) || !t) return this.inner.commitTransaction(conn);
    await conn.executeQuery(CompiledQuery.raw(`release savepoint request_sp_${t.depth}`));
    t.depth -= 1;
  }

  async rollbackTransaction(conn: DatabaseConnection): Promise<void> {
    const t = current.getStore();
    if (!pinned.has(conn) || !t) return this.inner.rollbackTransaction(conn);
    await conn.executeQuery(CompiledQuery.raw(`rollback to savepoint request_sp_${t.depth}`));
    await conn.executeQuery(CompiledQuery.raw(`release savepoint request_sp_${t.depth}`));
    t.depth -= 1;
  }

  savepoint(...a: Parameters<NonNullable<Driver['savepoint']>>) { return this.inner.savepoint!(...a); }
  rollbackToSavepoint(...a: Parameters<NonNullable<Driver['rollbackToSavepoint']>>) { return this.inner.rollbackToSavepoint!(...a); }
  releaseSavepoint(...a: Parameters<NonNullable<Driver['releaseSavepoint']>>) { return this.inner.releaseSavepoint!(...a); }
}

/** A dialect whose connections can be pinned to a request transaction (wraps e.g. PostgresDialect). */
export function pinnable(inner: Dialect): Dialect {
  return {
    createDriver: () => new PinnableDriver(inner.createDriver()),
    createQueryCompiler: () => inner.createQueryCompiler(),
    createAdapter: () => inner.createAdapter(),
    createIntrospector: (db: Kysely<any>) => inner.createIntrospector(db),
  };
}

async function finish(t: RequestTransaction, commit: boolean): Promise<void> {
  if (!t.open) return;
  try {
    if (commit && t.beforeCommit) await t.beforeCommit();
  } catch (e) {
    await finish(t, false);
    throw e;
  }
  t.open = false;
  let committed = false;
  try {
    if (!t.connection) { committed = commit; return; }
    const conn = await t.connection;
    try {
      await conn.executeQuery(CompiledQuery.raw(commit ? 'commit' : 'rollback'));
      committed = commit;
    } finally {
      pinned.delete(conn);
      await t.release?.();
    }
  } finally {
    if (!committed) for (const undo of t.onRollback) await undo().catch(() => undefined);
  }
}

/** `undo` runs if the running request transaction rolls back (no-op outside one). */
export function onRequestRollback(undo: () => Promise<void>): void {
  openTransaction()?.onRollback.push(undo);
}

/**
 * Runs `work` with every query in one transaction. It commits when `work` resolves and `keep(result)`
 * says so (else rolls back), and rolls back when `work` throws.
 */
export async function inRequestTransaction<T>(work: () => Promise<T>, opts: { keep: (result: T) => boolean; beforeCommit?: () => Promise<void> }): Promise<T> {
  const t: RequestTransaction = { open: true, depth: 0, beforeCommit: opts.beforeCommit, onRollback: [] };
  let result: T;
  try {
    result = await current.run(t, work);
  } catch (e) {
    await current.run(t, () => finish(t, false)).catch(() => undefined);
    throw e;
  }
  await current.run(t, () => finish(t, opts.keep(result)));
  return result;
}

/** Commits the running request transaction now (with its `beforeCommit`); a no-op outside one. */
export async function commitRequestChanges(): Promise<void> {
  const t = openTransaction();
  if (t) await finish(t, true);
}

/** `fn` that first commits the request's changes: for work that reads the database from elsewhere. */
export function afterCommit<A extends unknown[], R>(fn: ((...a: A) => Promise<R>) | undefined): ((...a: A) => Promise<R>) | undefined {
  return fn && (async (...a: A) => { await commitRequestChanges(); return fn(...a); });
}
