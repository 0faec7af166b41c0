/**
 * `npm run scale`: the multi-process layout locally — one PostgreSQL (embedded, or DATABASE_URL), N API
 * processes (SCALE_PROCESSES, default 3) and nginx on SCALE_PORT (default 8090). Ctrl-C stops all.
 */
import { startCluster } from './cluster.server';

const processes = Number(process.env.SCALE_PROCESSES ?? 3);
const port = Number(process.env.SCALE_PORT ?? 8090);
if (!Number.isInteger(processes) || processes < 1 || processes > 16) throw new Error('SCALE_PROCESSES 应为 1–16 的整数');

const cluster = await startCluster({ processes, port, databaseUrl: process.env.DATABASE_URL });
console.log(`\n商城（${processes} 个 API 进程，经 nginx）：${cluster.origin}/\n按 Ctrl-C 停止。`);
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await cluster.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
