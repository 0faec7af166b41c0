/**
 * Statements that run on every list page are sent as named (prepared) statements on each pooled connection:
 * PostgreSQL parses them once per connection and, after five runs, keeps one plan for them when it costs no more than
 * the plans made for each run. A list page's rows by their goods ids were planned anew on every cold page (about
 * 1 ms of the backend's CPU, two thirds of the statement, at 100,000 goods with goods' 14 indexes to weigh).
 *
 * Opt in per statement: its text begins with `PREPARED` (`sql\`${PREPARED} SELECT …\``). Only statements whose text
 * does not change with their values belong here (arrays as one `= ANY($1::int[])` parameter, never `IN ($1, $2 …)`),
 * and only those whose best plan does not depend on the values (rows by key; not a list walk, whose best index
 * depends on the category asked for). Other statements are sent as before, planned for their values each time.
 */
import type pg from 'pg';
import { sql } from 'kysely';

const MARK = '/* prepared */';
/** Put first in a statement's text to send it as a named statement. */
export const PREPARED = sql.raw(MARK);

/** Distinct statements one connection keeps at most (each holds its parse tree and plans in the backend). */
const NAMES_MAX = 100;

type Query = (config: unknown, values?: unknown, callback?: unknown) => unknown;

/** Sends a pooled client's marked statements as named statements (pg parses each once per connection). */
export function nameMarkedStatements(client: pg.ClientBase): void {
  const names = new Map<string, string>();
  let made = 0;
  // The class's own query, looked up at each call: a later patch of pg's prototype (tracing, a test's spy) still sees
  // every statement.
  const proto = Object.getPrototypeOf(client) as { query: (...args: unknown[]) => unknown };
  const query: Query = (...args) => proto.query.apply(client, args);
  const named: Query = (config, values, callback) => {
    if (typeof config !== 'string' || !config.startsWith(MARK) || typeof values === 'function' || callback) return query(config, values, callback);
    let name = names.get(config);
    if (!name) {
      if (names.size >= NAMES_MAX) return query(config, values);
      names.set(config, (name = `prepared_${++made}`));
    }
    return (query({ name, text: config, values }) as Promise<pg.QueryResult>).catch((e: Error & { code?: string }) => {
      // A column type changed under a kept statement (a migration run by another process): a new one, once.
      if (e.code !== '0A000' || !/cached plan must not change result type/.test(e.message)) throw e;
      names.set(config, (name = `prepared_${++made}`));
      return query({ name, text: config, values });
    });
  };
  client.query = named as typeof client.query;
}
