/** Background jobs of the running shop, registered by domain modules (e.g. closing unpaid orders). */
import type { Database } from './db/database.server';
import type { Config } from './config';

export interface JobDeps {
  db: Database; config: Config;
  /** Rebuilds this process's own pre-rendered pages of these items (the local compiler, without telling the other processes). */
  rebuildItems?: (itemIds: number[]) => Promise<unknown>;
  /** What a publish from the API does after it commits (rebuild the pages, tell the other processes). */
  onPublish?: (slots: string[]) => Promise<unknown>;
}
export type Job = { name: string; everyMs: number; run: (deps: JobDeps) => Promise<unknown> };

export const jobs: Job[] = [];

export function startBackgroundJobs(deps: JobDeps): () => void {
  const timers = jobs.map((job) => setInterval(() => {
    job.run(deps).catch((e) => console.error(`[job ${job.name}]`, (e as Error).message));
  }, job.everyMs));
  return () => timers.forEach(clearInterval);
}
