/**
 * The compiler's own thread (see thread.server.ts): its own database pool, the very same compiler and
 * database source as in-process builds, answering `{ id, method, args }` messages with `{ id, result | error }`.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { connect } from '../server/db/database.server';
import { databaseSource } from '../server/modules/template/compiler-source.server';
import { createCompiler, type CompilerConfig } from './index';
import type { CompilerCall } from './thread.server';

const { databaseUrl, config } = workerData as { databaseUrl: string; config: CompilerConfig };
const { db } = connect(databaseUrl, 4);
const compiler = createCompiler({ source: databaseSource(db), config });

parentPort!.on('message', async ({ id, method, args }: CompilerCall) => {
  try {
    const result = await (compiler[method] as (...a: unknown[]) => Promise<unknown>)(...args);
    parentPort!.postMessage({ id, result });
  } catch (e) {
    parentPort!.postMessage({ id, error: (e as Error)?.message ?? String(e) });
  }
});
