/**
 * What every module receives: the database, configuration and the few services the process wires in
 * (main.ts or a test). Its own module, so app.ts and the modules both import it and neither imports the other.
 */
import type pg from 'pg';
import type { Database } from './db/database.server';
import type { Config } from './config';
import type { SmsProvider } from './modules/account/sms/providers';
import type { CompilerStatus } from '../compiler/process.server';
import type { ShopMetrics } from './http/metrics';

/** Rebuilds the pages of the published slots (page ids, 'header', 'footer'). */
export type OnPublish = (slots: string[]) => Promise<{ pages: string[]; ms: number }>;

export interface AppDeps {
  db: Database;
  /** The database's URL, for the catalogue cache's LISTEN connection (no cache without it). */
  databaseUrl?: string;
  config: Config;
  jwtSecret: string;
  onPublish?: OnPublish;
  /** Called after item prices or stock change, so pre-rendered pages showing them are refreshed. */
  onCatalogChange?: (itemIds: number[]) => Promise<unknown>;
  /** Item pages made on their first request (the compiler's lazy mode); absent: dist has every item page. */
  ensureItemPage?: (itemId: number) => Promise<boolean>;
  /** Current time for code expiry and SMS limits; tests inject a clock they can move. */
  clock?: () => Date;
  /** SMS sender; by default chosen from the environment (SMS_PROVIDER, see account/sms/providers.ts). */
  sms?: SmsProvider;
  /** Prometheus metrics (server/http/metrics.ts); a fresh registry when not given. */
  metrics?: ShopMetrics;
  /** The page compiler process, for /readyz and the compiler queue metric (none when pages are built elsewhere). */
  compiler?: CompilerStatus;
  /** The pool behind `db`, for the pool metrics. */
  pool?: pg.Pool;
}

/** AppDeps with the defaults filled in, as app.ts hands them to every module. */
export interface ModuleDeps extends AppDeps {
  sms: SmsProvider;
  /** The clock (deps.clock or the real one). */
  now: () => Date;
}
