/**
 * One compression thread per process (the compiler's, under `npm start`), shared by every page writer in it: pages are
 * handed over as they are written and come back as `.br`/`.gz` temporary files beside the page, which the
 * writer renames into place while they are still current. Started at the first page, it keeps the process
 * alive only while it has work.
 */
import { Worker } from 'node:worker_threads';
import { PAGE_LEVELS } from './compress.server';

/**
 * The compression thread's nice level (Linux, that thread only). CFS gives a nice-10 thread a weight of 110 against
 * 1,024 for the shop's threads: while a first visit renders or the server answers it takes about a tenth of a core
 * it shares, and still the whole of an idle one (a full build compresses on the other core).
 */
export const COMPRESS_NICE = 10;

export interface SiblingTemps { br: string; gz: string }
type Pending = { resolve: (t: SiblingTemps) => void; reject: (e: Error) => void };

let worker: Worker | undefined;
let nextId = 1;
const pending = new Map<number, Pending>();

function start(): Worker {
  // Plain JavaScript: without the parent's `--import tsx` it starts without a module loader thread of its own
  // (~200 ms of CPU otherwise, taken from a build running on the other core).
  const w = new Worker(new URL('./compress-worker.mjs', import.meta.url), { workerData: { ...PAGE_LEVELS, nice: COMPRESS_NICE }, execArgv: [] });
  w.on('message', ({ id, br, gz, error }: { id: number; error?: string } & Partial<SiblingTemps>) => {
    const job = pending.get(id);
    pending.delete(id);
    if (pending.size === 0) w.unref();
    if (error !== undefined) job?.reject(new Error(error)); else job?.resolve({ br: br!, gz: gz! });
  });
  const fail = (reason: string) => {
    if (worker === w) worker = undefined;
    for (const job of pending.values()) job.reject(new Error(reason));
    pending.clear();
  };
  w.on('error', (e) => fail(`压缩线程出错：${e.message}`));
  w.on('exit', (code) => fail(`压缩线程已退出（${code}）`));
  w.unref();
  return w;
}

/**
 * Compresses `body` (the page now at `file`) into temporary sibling files, written into the given spare
 * files where there are any (`into`: for .br, for .gz); resolves with their paths. `body` is handed over:
 * it is empty afterwards.
 */
export function compressToTemps(file: string, body: Buffer, into: (string | undefined)[] = []): Promise<SiblingTemps> {
  return new Promise((resolve, reject) => {
    worker ??= start();
    const id = nextId++;
    pending.set(id, { resolve, reject });
    worker.ref();
    // A page's bytes are moved, not copied, when the Buffer owns its memory (pages do: they are over the pool size).
    const owned = body.byteOffset === 0 && body.byteLength === body.buffer.byteLength;
    worker.postMessage({ id, file, body, into }, owned ? [body.buffer as ArrayBuffer] : []);
  });
}
