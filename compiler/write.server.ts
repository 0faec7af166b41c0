/**
 * Write phase: every file lands atomically (temp file + rename), so a shopper never reads half a page;
 * text files get their precompressed `.br`/`.gz` siblings first (compress.server.ts), so a server that
 * sees the new page also sees its compressed bodies.
 * Page files are written with synchronous calls: the compiler runs in its own thread (thread.server.ts),
 * and a header publish writes thousands of files, where each asynchronous call costs several hops
 * through libuv's thread pool. Pages are compressed in a thread of their own (compress-thread.server.ts).
 * Every file landed or removed is announced at once (files-changed.ts): servers keeping pages in memory hear it.
 */
import fs from 'node:fs/promises';
import fsSync from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { compress, isCompressible, MIN_COMPRESS_BYTES } from './compress.server';
import { compressToTemps } from './compress-thread.server';
import { eachLimited } from './each-limited';
import { filesChanged } from './files-changed';

/** Temporary names unique across processes and threads writing the same folder (no random bytes needed). */
let tmpSeq = 0;
const tmpName = (file: string) => `${file}.${process.pid}-${threadId}-${tmpSeq++}.tmp`;

function writeOne(file: string, content: string | Buffer): void {
  const tmp = tmpName(file);
  try {
    fsSync.writeFileSync(tmp, content);
  } catch (e) {
    // The folder is there for nearly every page of a rebuild: create it only when the write says it is not.
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
    fsSync.mkdirSync(path.dirname(file), { recursive: true });
    fsSync.writeFileSync(tmp, content);
  }
  fsSync.renameSync(tmp, file);
  filesChanged([file]);
}

export async function writeAtomic(file: string, content: string | Buffer, best = false): Promise<void> {
  const body = typeof content === 'string' ? Buffer.from(content) : content;
  if (isCompressible(file) && body.length >= MIN_COMPRESS_BYTES) {
    const { br, gz } = await compress(body, best);
    writeOne(`${file}.br`, br);
    writeOne(`${file}.gz`, gz);
  } else {
    fsSync.rmSync(`${file}.br`, { force: true });
    fsSync.rmSync(`${file}.gz`, { force: true });
  }
  writeOne(file, body);
}

/** How a page writer keeps replaced files (see createPageWriter). */
export interface PageWriterOptions {
  /** Pages being compressed at once (in flight to the compression thread). */
  concurrency?: number;
  /** A replaced file is written over for a new one only after this long, when nobody can still be reading it. */
  reuseAfterMs?: number;
  /** Replaced files not reused by then are deleted once the writer is idle. */
  keepMs?: number;
  /** At most this many replaced files are kept; the oldest beyond are deleted. */
  maxKept?: number;
}

/**
 * Pages in two steps, so a rebuild of every page (a header publish) is served as soon as its HTML is written:
 *  1. `write` (synchronous) moves the page's compressed siblings aside and lands the new HTML: from here every
 *     server (ours, nginx's `*_static`) sends the new page, uncompressed, and never a stale compressed one;
 *  2. the siblings are compressed and written after, a few at a time, in the background; `settled` waits
 *     for them. A page written again meanwhile drops its older pending siblings (they would be stale).
 * Replaced files are moved (or linked) into `trashDir` and kept as spares: a later write fills a spare and
 * renames it into place instead of creating a file. On this machine's ext4 (no journal) a file deleted less
 * than 30 s before makes every new file's inode search skip it: after a header publish had deleted the 3,500
 * files it replaced, creating files cost up to ten times as much (0.4 ms against 0.04 ms), and freeing a
 * file's blocks made a rename over it slow (270 µs against 130 µs). Spares not reused within `keepMs` are
 * deleted when the writer is idle.
 */
export function createPageWriter(trashDir: string, options: PageWriterOptions = {}) {
  const { concurrency = 4, reuseAfterMs = 60_000, keepMs = 10 * 60_000, maxKept = 12_000 } = options;
  // file → the page its siblings must be made from. Buffers, not strings: a page waits here for a while, and a
  // string that lives that long is copied by every young-generation collection on the way (a Buffer's bytes are not).
  const owed = new Map<string, Buffer>();
  const queue: string[] = [];
  const queued = new Set<string>(); // in the queue, not yet being compressed
  let spares: { path: string; at: number }[] | undefined; // oldest first; undefined until the trash folder is made
  let trashed = 0;
  // Spares outlive the writer: names unique across writers, threads and processes (pids come back).
  const namePrefix = `${Date.now().toString(36)}-${process.pid}-${threadId}-${Math.random().toString(36).slice(2, 8)}`;
  let active = 0;
  let emptying = false;
  let sweepTimer: NodeJS.Timeout | undefined;
  let held = 0;
  let idle: (() => void)[] = [];

  function openTrash(): { path: string; at: number }[] {
    if (spares) return spares;
    fsSync.mkdirSync(trashDir, { recursive: true });
    // What an earlier process left counts as replaced just now.
    const now = Date.now();
    spares = fsSync.readdirSync(trashDir).map((f) => ({ path: path.join(trashDir, f), at: now }));
    return spares;
  }

  /** Keeps the file's blocks out of the hot path: `link` leaves the old page in place for the rename over it. */
  function setAside(file: string, keep: 'move' | 'link'): void {
    const bin = openTrash();
    const to = path.join(trashDir, `${namePrefix}-${trashed++}`);
    try {
      if (keep === 'move') fsSync.renameSync(file, to); else fsSync.linkSync(file, to);
      bin.push({ path: to, at: Date.now() });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e; // nothing there to replace
    }
  }

  /**
   * A spare old enough to be written over, claimed for `target`: renamed to a temporary name beside it. The rename
   * is the claim: processes sharing one dist (and its spares) never get the same file.
   */
  function takeSpare(target: string): string | undefined {
    const bin = openTrash();
    const ripe = Date.now() - reuseAfterMs;
    while (bin.length && bin[0].at <= ripe) {
      const entry = bin.shift()!;
      const claimed = tmpName(target);
      try { fsSync.renameSync(entry.path, claimed); } catch {
        if (!fsSync.existsSync(entry.path)) continue; // taken by another writer
        bin.unshift(entry); // the target's folder is not there yet: a new file it is
        return undefined;
      }
      // Still linked elsewhere (a write that failed after linking the old page aside): only this name goes.
      if (fsSync.statSync(claimed).nlink === 1) return claimed;
      fsSync.rmSync(claimed, { force: true });
    }
    return undefined;
  }

  /** Never served, so reusable at once. */
  function returnSpare(file: string): void {
    const to = path.join(trashDir, `${namePrefix}-${trashed++}`);
    try { fsSync.renameSync(file, to); } catch { return; }
    openTrash().unshift({ path: to, at: Date.now() - reuseAfterMs });
  }

  /** The page lands in a claimed spare renamed into place, or in a new file when there is none. */
  function writePage(file: string, content: Buffer): void {
    const spare = takeSpare(file);
    if (!spare) return writeOne(file, content);
    fsSync.writeFileSync(spare, content);
    fsSync.renameSync(spare, file);
    filesChanged([file]);
  }

  async function compressOne(file: string): Promise<void> {
    const body = owed.get(file);
    if (!body) return;
    const into = [takeSpare(`${file}.br`), takeSpare(`${file}.gz`)];
    let temps;
    try { temps = await compressToTemps(file, body, into); } catch (e) {
      for (const f of into) if (f) returnSpare(f);
      if (owed.get(file) !== body) return; // the page went (or changed) meanwhile: nothing is owed for this body
      throw e;
    }
    if (owed.get(file) !== body) { // rewritten (or removed) meanwhile: the newer write owes its own
      returnSpare(temps.gz);
      returnSpare(temps.br);
      return;
    }
    owed.delete(file);
    fsSync.renameSync(temps.gz, `${file}.gz`);
    fsSync.renameSync(temps.br, `${file}.br`);
    filesChanged([file]);
  }

  /** Deletes the spares past their time (or over the limit), a batch per turn of the event loop. */
  function sweep(): void {
    const bin = spares;
    if (emptying || held > 0 || active > 0 || !bin?.length) return;
    const due = () => bin.length > maxKept || (bin.length > 0 && bin[0].at <= Date.now() - keepMs);
    if (!due()) {
      // Nothing due yet: look again when the oldest is.
      if (!sweepTimer) sweepTimer = setTimeout(() => { sweepTimer = undefined; sweep(); }, Math.max(0, bin[0].at + keepMs - Date.now()) + 10).unref();
      return;
    }
    emptying = true;
    setImmediate(() => {
      const batch: string[] = [];
      while (batch.length < 64 && due()) batch.push(bin.shift()!.path);
      // Unlinked on libuv's threads, not this one: an unlink took about 3 ms here on a loaded machine (the compiler's
      // profile at 100,000 goods), so 64 in a row held a first visit's message some 0.2 s; and after a header publish
      // has set aside three files per page made before, a sweep goes on for thousands of them.
      void Promise.all(batch.map((f) => fs.rm(f, { force: true }).catch(() => undefined))).then(() => { emptying = false; pump(); });
    });
  }

  function pump(): void {
    while (held === 0 && active < concurrency && queue.length) {
      const file = queue.shift()!;
      queued.delete(file);
      active++;
      compressOne(file)
        .catch((e) => { owed.delete(file); console.error(`[compiler] ${file} 压缩失败：${(e as Error).message}`); })
        .finally(() => { active--; pump(); });
    }
    if (held === 0 && active === 0 && queue.length === 0) {
      sweep();
      if (emptying) return;
      const done = idle;
      idle = [];
      done.forEach((r) => r());
    }
  }

  return {
    /** A Buffer given here is the writer's from now on: its memory moves to the compression thread. */
    write(file: string, content: string | Buffer): void {
      const body = typeof content === 'string' ? Buffer.from(content) : content;
      const dir = path.dirname(file);
      if (fsSync.statSync(dir, { throwIfNoEntry: false })) {
        setAside(`${file}.br`, 'move');
        setAside(`${file}.gz`, 'move');
        setAside(file, 'link');
        writePage(file, body);
      } else {
        // A new page in a new folder (most of a first build): nothing to set aside, and no failing calls to find
        // that out (each failed call costs a thrown error, ~40 µs, four of them per page).
        fsSync.mkdirSync(dir, { recursive: true });
        writeOne(file, body);
      }
      if (!isCompressible(file) || body.length < MIN_COMPRESS_BYTES) { owed.delete(file); return; }
      owed.set(file, body);
      if (!queued.has(file)) { queued.add(file); queue.push(file); }
      pump();
    },
    /** While a rebuild writes its pages, compression waits: the changed pages are served sooner (2 cores here). */
    async during<T>(job: () => Promise<T>): Promise<T> {
      held++;
      try { return await job(); } finally { held--; pump(); }
    },
    /** A page removed: its pending siblings are not written. */
    forget(file: string): void { owed.delete(file); },
    /** Resolves once every page written so far has its compressed siblings (and the spares due are deleted). */
    settled(): Promise<void> {
      const promise = new Promise<void>((resolve) => idle.push(resolve));
      pump();
      return promise;
    },
  };
}

/** Astro's static assets (not its HTML pages, which the compiler fills; not their siblings). */
async function listAssets(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && !/\.(html|br|gz|tmp)$/.test(e.name)).map((e) => path.join(e.parentPath, e.name));
}

const hasSiblings = (file: string) => isCompressible(file) && fsSync.statSync(file).size >= MIN_COMPRESS_BYTES;

/**
 * Gives every asset of Astro's output its best `.br`/`.gz` siblings, there, once: Astro's build runs this
 * when it finishes (astro.config.mjs), and a compiler finding an asset without fresh siblings makes them.
 * Hashed assets change only with a new Astro build, so the page builds after it only copy (brotli 11 is slow).
 */
export async function precompressAssets(dir: string): Promise<void> {
  await eachLimited((await listAssets(dir)).filter(hasSiblings), 2, async (file) => {
    const made = fsSync.statSync(file).mtimeMs;
    const fresh = (f: string) => fs.stat(f).then((s) => s.mtimeMs >= made, () => false);
    if (await fresh(`${file}.br`) && await fresh(`${file}.gz`)) return;
    const { br, gz } = await compress(await fs.readFile(file), true);
    writeOne(`${file}.br`, br);
    writeOne(`${file}.gz`, gz);
  });
}

/** Copies Astro's static assets with their siblings into dist; an asset dist already has, unchanged, is left as it is. */
export async function copyAssets(from: string, to: string): Promise<void> {
  await precompressAssets(from);
  await eachLimited(await listAssets(from), 4, async (src) => {
    const dest = path.join(to, path.relative(from, src));
    const files = hasSiblings(src) ? ['', '.br', '.gz'] : [''];
    const body = await fs.readFile(src);
    const same = await fs.readFile(dest).then((old) => old.equals(body), () => false);
    if (same && (await Promise.all(files.map((ext) => exists(dest + ext)))).every(Boolean)) return;
    await fs.mkdir(path.dirname(dest), { recursive: true });
    // Siblings first, the asset last: whoever sees the new asset also sees its compressed bodies.
    for (const ext of [...files.slice(1), '']) await copyAtomic(src + ext, dest + ext);
    if (files.length === 1) {
      for (const ext of ['.br', '.gz']) fsSync.rmSync(dest + ext, { force: true });
      filesChanged([dest]);
    }
  });
}

async function copyAtomic(src: string, dest: string): Promise<void> {
  const tmp = tmpName(dest);
  await fs.copyFile(src, tmp);
  await fs.rename(tmp, dest);
  filesChanged([dest]);
}

/** Removes a page and its compressed siblings. */
export async function removeFile(file: string): Promise<void> {
  for (const f of [file, `${file}.br`, `${file}.gz`]) fsSync.rmSync(f, { force: true });
  filesChanged([file]);
}

const exists = (f: string) => fs.access(f).then(() => true, () => false);

/** Astro pages (relative paths of their index.html files), the shell excluded. */
export async function listAstroPages(from: string): Promise<string[]> {
  const entries = await fs.readdir(from, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.relative(from, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .filter((p) => p !== 'shell/index.html')
    .sort();
}
