/**
 * The compiler's own process (see process.server.ts): its own database pool, the very same compiler and
 * database source as in-process builds, answering `{ id, method, args }` messages with `{ id, result | error }`.
 * It lives only as long as its parent's channel: a parent that dies (even by kill -9) takes it along.
 */
import { connect } from '../server/db/database.server';
import { databaseSource } from '../server/modules/template/compiler-source.server';
import { createCompiler, type CompilerConfig } from './index';
import type { CompilerCall } from './process.server';
import { onFilesChanged } from './files-changed';

const { databaseUrl, config } = JSON.parse(process.env.SHOP_COMPILER_INIT ?? '{}') as { databaseUrl: string; config: CompilerConfig };
delete process.env.SHOP_COMPILER_INIT;
const { db } = connect(databaseUrl, 4);
// Connections of their own for the item pages shoppers wait for: their reads never queue behind a background batch.
const shoppers = connect(databaseUrl, 4);
const compiler = createCompiler({ source: databaseSource(db), shopperSource: databaseSource(shoppers.db), config });

/**
 * The files the compiler changed go to the parent in order, batched per turn of the event loop and always ahead
 * of the answer that reports the work done (files-changed.ts): messages on the channel arrive in the order sent.
 */
const changed: string[] = [];
const sendChanged = () => { if (changed.length) process.send!({ changed: changed.splice(0) }); };
onFilesChanged((files) => {
  if (!changed.length) setImmediate(sendChanged);
  changed.push(...files);
});
const send = (m: object) => { sendChanged(); process.send!(m); };
process.on('message', async ({ id, method, args }: CompilerCall) => {
  try {
    send({ id, result: await (compiler[method] as (...a: unknown[]) => Promise<unknown>)(...args) });
  } catch (e) {
    send({ id, error: (e as Error)?.message ?? String(e) });
  }
});
process.on('disconnect', () => process.exit(0));
// Ctrl-C reaches the whole process group: the parent decides when this process stops (after its pages are settled).
process.on('SIGINT', () => undefined);
send({ ready: true });
