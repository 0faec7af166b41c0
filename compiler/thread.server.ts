/**
 * The compiler in a worker thread, behind the same interface as `createCompiler`. Rendering a header
 * publish (every page) takes seconds of CPU: in its own thread it no longer stalls the API's event loop,
 * and its React is the production build (React picks its build from NODE_ENV when first loaded; the
 * shop's own NODE_ENV switches test payment and the development SMS inbox, so it is not changed here).
 * A thread that dies is replaced at the next call; the call it was running fails with the reason.
 */
import { Worker } from 'node:worker_threads';
import type { BuildResult, Compiler, CompilerConfig } from './index';

export interface CompilerCall { id: number; method: keyof Compiler; args: unknown[] }
type Pending = { resolve: (r: never) => void; reject: (e: Error) => void };

export function compilerThread(opts: { databaseUrl: string; config: CompilerConfig }): Compiler & { close(): Promise<void> } {
  let worker: Worker | undefined;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  function failAll(reason: string) {
    for (const p of pending.values()) p.reject(new Error(reason));
    pending.clear();
  }

  function start(): Worker {
    const w = new Worker(new URL('./thread-boot.mjs', import.meta.url), {
      env: { ...process.env, NODE_ENV: 'production' },
      workerData: { entry: new URL('./thread-worker.server.ts', import.meta.url).href, databaseUrl: opts.databaseUrl, config: opts.config },
    });
    w.on('message', ({ id, result, error }: { id: number; result?: unknown; error?: string }) => {
      const p = pending.get(id);
      pending.delete(id);
      if (error !== undefined) p?.reject(new Error(error)); else p?.resolve(result as never);
    });
    w.on('error', (e) => console.error(`[compiler] 编译线程出错：${e.message}`));
    w.on('exit', (code) => {
      if (worker === w) worker = undefined;
      failAll(`编译线程已退出（${code}）`);
    });
    return w;
  }

  const call = <T = BuildResult>(method: keyof Compiler, args: unknown[] = []) => new Promise<T>((resolve, reject) => {
    worker ??= start();
    const id = nextId++;
    pending.set(id, { resolve, reject });
    worker.postMessage({ id, method, args } satisfies CompilerCall);
  });

  return {
    runFull: () => call('runFull'),
    rebuildSlots: (slots: string[]) => call('rebuildSlots', [slots]),
    rebuildItems: (itemIds: number[]) => call('rebuildItems', [itemIds]),
    settled: () => call<void>('settled'),
    async close() {
      // Compressed siblings still being written are finished first (a few seconds at most after a header publish).
      if (worker) await Promise.race([call<void>('settled').catch(() => undefined), new Promise((r) => setTimeout(r, 10_000).unref())]);
      const w = worker;
      worker = undefined;
      await w?.terminate();
    },
  };
}
