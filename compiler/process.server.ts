/**
 * The compiler in a process of its own, behind the same interface as `createCompiler`. Rendering a header
 * publish (every page) takes seconds of CPU: apart, it never stalls the API's event loop, its React is the
 * production build (React picks its build from NODE_ENV when first loaded; the shop's own NODE_ENV switches test
 * payment and the development SMS inbox, so it is not changed here), and its V8 is set for a batch job (below).
 * A process that dies is replaced at the next call; the call it was running fails with the reason.
 * The files it writes or removes are told to this process's listeners (files-changed.ts) before the answer
 * of the call that wrote them.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { BuildResult, Compiler, CompilerConfig } from './index';
import { filesChanged } from './files-changed';

export interface CompilerCall { id: number; method: keyof Compiler; args: unknown[] }
type Pending = { resolve: (r: never) => void; reject: (e: Error) => void };
type Reply = { id: number; result?: unknown; error?: string } | { ready: true } | { changed: string[] };

/**
 * A full build runs each render function a thousand times within two or three seconds, in a fresh isolate. At
 * V8's default budget its optimising compiler started on hundreds of them and, on background threads, took about
 * 1.5 s of CPU from a 2-core machine while the build ran (`--trace-opt`; per-thread CPU from /proc). A larger
 * budget leaves optimisation to the functions that stay hot. Measured, five builds per process, three processes
 * each (the median of each process's five): this process at V8's defaults 396/451/412 pages/s, with this budget
 * 378/563/530, and `npm run bench compiler` on a quiet machine 516–566. The API keeps V8's defaults: it is a
 * separate process.
 */
export const COMPILER_V8_FLAGS = ['--interrupt-budget=300000'];

/** What /readyz and /metrics read (server/http/ops.routes.ts). */
export interface CompilerStatus {
  /** `ready`: a process answers calls; `starting`: one is booting; `stopped`: none (the next call starts one). */
  readonly state: 'ready' | 'starting' | 'stopped';
  /** Calls sent and not answered yet, and calls waiting for a booting process. */
  readonly queue: { pending: number; queued: number };
  /** Starts a process if none runs (a readiness probe after a crash, instead of waiting for a publish). */
  warm(): void;
}

export function compilerProcess(opts: { databaseUrl: string; config: CompilerConfig }): Compiler & CompilerStatus & { close(): Promise<void>; readonly pid: number | undefined } {
  let child: ChildProcess | undefined;
  let ready = false;
  let nextId = 1;
  const pending = new Map<number, Pending>();
  const queued: CompilerCall[] = [];

  function failAll(reason: string) {
    for (const p of pending.values()) p.reject(new Error(reason));
    pending.clear();
    queued.length = 0;
  }

  function start(): ChildProcess {
    ready = false;
    // `npm start` runs a bundle and names the compiler's bundled entry (server/start.mjs); otherwise through tsx.
    const entry = process.env.SHOP_COMPILER_ENTRY || fileURLToPath(new URL('./process-boot.mjs', import.meta.url));
    const c = fork(entry, [], {
      execArgv: COMPILER_V8_FLAGS,
      env: { ...process.env, NODE_ENV: 'production', SHOP_COMPILER_INIT: JSON.stringify({ databaseUrl: opts.databaseUrl, config: opts.config }) },
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    c.on('message', (m: Reply) => {
      // Files the compiler wrote or removed, told here before the answer of the call that wrote them.
      if ('changed' in m) { filesChanged(m.changed); return; }
      if ('ready' in m) {
        ready = true;
        for (const call of queued.splice(0)) c.send(call);
        return;
      }
      const p = pending.get(m.id);
      pending.delete(m.id);
      if (m.error !== undefined) p?.reject(new Error(m.error)); else p?.resolve(m.result as never);
    });
    c.on('error', (e) => console.error(`[compiler] 编译进程出错：${e.message}`));
    c.on('exit', (code, signal) => {
      if (child === c) child = undefined;
      failAll(`编译进程已退出（${signal ?? code}）`);
    });
    return c;
  }

  const call = <T = BuildResult>(method: keyof Compiler, args: unknown[] = []) => new Promise<T>((resolve, reject) => {
    child ??= start();
    const message: CompilerCall = { id: nextId++, method, args };
    pending.set(message.id, { resolve, reject });
    if (ready) child.send(message); else queued.push(message);
  });

  return {
    runFull: () => call('runFull'),
    rebuildSlots: (slots: string[]) => call('rebuildSlots', [slots]),
    rebuildItems: (itemIds: number[]) => call('rebuildItems', [itemIds]),
    ensureItemPage: (itemId: number) => call<boolean>('ensureItemPage', [itemId]),
    settled: () => call<void>('settled'),
    warmed: () => call<void>('warmed'),
    oldPagesRetired: () => call<void>('oldPagesRetired'),
    // Only to a running process: being busy is no reason to start one.
    shopBusy: (ms: number) => (child && ready ? call<void>('shopBusy', [ms]) : Promise.resolve()),
    pausedForShop: () => (child && ready ? call<boolean>('pausedForShop') : Promise.resolve(false)),
    get pid() { return child?.pid; },
    get state() { return !child ? 'stopped' as const : ready ? 'ready' as const : 'starting' as const; },
    get queue() { return { pending: pending.size - queued.length, queued: queued.length }; },
    warm() { child ??= start(); },
    async close() {
      // Compressed siblings still being written are finished first (a few seconds at most after a header publish).
      if (child) await Promise.race([call<void>('settled').catch(() => undefined), new Promise((r) => setTimeout(r, 10_000).unref())]);
      const c = child;
      child = undefined;
      if (!c || c.exitCode !== null || c.signalCode !== null) return;
      const exited = new Promise((r) => c.once('exit', r));
      c.kill('SIGTERM');
      await exited;
    },
  };
}
