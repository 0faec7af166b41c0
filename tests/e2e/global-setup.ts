/**
 * Starts the real shops once per Playwright run, one per worker (shops.ts), unless `npm test` already started
 * them (E2E_SHOPS_STARTED) or one runs elsewhere (E2E_EXTERNAL). Every shop it started is stopped in the
 * returned teardown.
 */
import type { FullConfig } from '@playwright/test';
import { announceShops, startShops } from './shops';

export default async function globalSetup(config: FullConfig) {
  if (process.env.E2E_EXTERNAL || process.env.E2E_SHOPS_STARTED) return undefined;
  const shops = await startShops(config.workers, Number(process.env.E2E_PORT ?? 8181));
  announceShops(process.env, shops);
  return () => shops.stop();
}
