/**
 * Starts the real shop once for all journeys: `server/main.ts` on its own port with a fresh data
 * directory (embedded PostgreSQL, seeded). Stopped by pid in the returned teardown.
 */
import { startShop } from '../helpers/shop-process';

export default async function globalSetup() {
  const port = Number(process.env.E2E_PORT ?? 8181);
  if (process.env.E2E_EXTERNAL) return undefined; // a shop is already running on that port
  const shop = await startShop(port);
  return () => shop.stop();
}
