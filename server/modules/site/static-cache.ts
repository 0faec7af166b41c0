/**
 * Pre-rendered files kept in memory with their precompressed bodies (the build writes `.br`/`.gz`
 * siblings), so serving a page is a map lookup plus one stat. The stat revalidates every hit: a page
 * rewritten by the compiler (this process or another one sharing the folder) is re-read at once.
 * Least recently used files leave when the cache passes its byte limit.
 *
 * `getWatched` (the pages answered ahead of Fastify, fast-pages.ts) skips that stat while the file's folder
 * is watched (inotify) and has not changed since the file was last checked, for at most TRUST_MS: the stat
 * was a tenth of a page hit's time. The compiler writes every file by rename, which the watch reports before
 * the compiler can report the publish done, so a published page is still new at once for the next request.
 */
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { isCompressible, MIN_COMPRESS_BYTES } from '../../../compiler/compress.server';

export interface CachedFile { rel: string; type: string; raw: Buffer; br?: Buffer; gz?: Buffer; etag: string; mtimeMs: number; size: number }

/** A watched folder: `changes` counts what happened in it; `open` turns false when the watch ends. */
interface FolderWatch { watcher: fs.FSWatcher; changes: number; users: number; open: boolean }
/** What a cached file knows of its folder's watch: the count of changes when it was last checked, and when. */
interface Checked { folder: FolderWatch; changes: number; at: number }

/** A file trusted without a stat for at most this long (a backstop should a change ever go unreported). */
export const TRUST_MS = 1000;
/** Folders watched at most (each a kernel inotify watch); beyond, files are checked by stat on every hit. */
const MAX_WATCHED_FOLDERS = 4096;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.svg': 'image/svg+xml', '.xml': 'application/xml; charset=utf-8', '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json; charset=utf-8', '.webmanifest': 'application/manifest+json', '.map': 'application/json; charset=utf-8',
  '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp', '.gif': 'image/gif', '.ico': 'image/x-icon',
  '.woff2': 'font/woff2', '.woff': 'font/woff', '.mp4': 'video/mp4', '.webm': 'video/webm',
};
export const contentType = (file: string) => TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';

/** A stat error (no such file, a name too long for the file system, ENAMETOOLONG) is simply "no file". */
const statOf = (file: string): fs.Stats | undefined => { try { return fs.statSync(file, { throwIfNoEntry: false }); } catch { return undefined; } };
const readIfThere = (file: string) => { try { return fs.readFileSync(file); } catch { return undefined; } };

export function createStaticCache(rootDir: string, maxBytes = 256 * 1024 * 1024) {
  const root = path.resolve(rootDir);
  const files = new Map<string, CachedFile>();
  let bytes = 0;
  const weight = (f: CachedFile) => f.raw.length + (f.br?.length ?? 0) + (f.gz?.length ?? 0);
  const drop = (rel: string) => {
    const old = files.get(rel);
    if (old) { bytes -= weight(old); files.delete(rel); unwatch(old); }
  };
  const evict = (rel: string, f: CachedFile) => { bytes -= weight(f); files.delete(rel); unwatch(f); };

  /** Folder watches shared by the cached files in them, closed when the last one leaves. */
  const folders = new Map<string, FolderWatch>();
  const checked = new WeakMap<CachedFile, Checked>();
  function watchFolder(dir: string): FolderWatch | undefined {
    let w = folders.get(dir);
    if (w) return w;
    if (folders.size >= MAX_WATCHED_FOLDERS) return undefined;
    try {
      const watcher = fs.watch(dir, { persistent: false });
      const made: FolderWatch = { watcher, changes: 0, users: 0, open: true };
      watcher.on('change', () => { made.changes++; });
      // A watch that fails (its folder removed) trusts nothing more: the files in it go back to a stat per hit.
      watcher.on('error', () => { made.changes++; closeFolder(dir, made); });
      folders.set(dir, (w = made));
      return w;
    } catch { return undefined; } // no watch left (ENOSPC, EMFILE) or no folder: stat on every hit
  }
  function unwatch(f: CachedFile): void {
    const c = checked.get(f);
    if (!c) return;
    checked.delete(f);
    if (--c.folder.users <= 0) closeFolder(path.dirname(path.join(root, f.rel)), c.folder);
  }
  function closeFolder(dir: string, w: FolderWatch): void {
    if (!w.open) return;
    w.open = false;
    if (folders.get(dir) === w) folders.delete(dir);
    w.watcher.close();
  }
  /** Marks `f` as just checked; the folder watch is made before the stat, so no change slips in between. */
  function noteChecked(f: CachedFile, folder: FolderWatch | undefined, changes: number): void {
    if (!folder?.open) return;
    const c = checked.get(f);
    if (c) { c.changes = changes; c.at = Date.now(); return; }
    folder.users++;
    checked.set(f, { folder, changes, at: Date.now() });
  }

  /** `same`: the entry for these very bytes (same mtime and size), now with its compressed siblings: not read again. */
  function load(rel: string, stat: fs.Stats, same?: CachedFile): CachedFile {
    const file = path.join(root, rel);
    const raw = same?.raw ?? fs.readFileSync(file);
    const entry: CachedFile = {
      rel, type: contentType(rel), raw, mtimeMs: stat.mtimeMs, size: stat.size,
      etag: same?.etag ?? `W/"${crypto.createHash('sha1').update(raw).digest('base64url').slice(0, 22)}"`,
      br: readIfThere(`${file}.br`), gz: readIfThere(`${file}.gz`),
    };
    drop(rel);
    files.set(rel, entry);
    bytes += weight(entry);
    for (const [k, f] of files) { if (bytes <= maxBytes || k === rel) break; evict(k, f); }
    return entry;
  }

  /**
   * The compiler writes a page first and its compressed siblings a moment later (write.server.ts): an entry
   * read in between is missing them, and takes them once they are there (one stat per hit until then).
   */
  const siblingsArrived = (f: CachedFile, full: string) => f.size >= MIN_COMPRESS_BYTES && isCompressible(full)
    && ((!f.br && fs.existsSync(`${full}.br`)) || (!f.gz && fs.existsSync(`${full}.gz`)));

  /** The file at `rel` checked by stat (and re-read when it changed); `watch`: its folder watched from then on. */
  function statted(rel: string, watch: boolean): CachedFile | undefined {
    const full = path.join(root, rel);
    if (!full.startsWith(root + path.sep)) return undefined;
    const dir = path.dirname(full);
    let folder = watch ? folders.get(dir) : undefined;
    let changes = folder?.changes ?? 0;
    let stat = statOf(full);
    if (!stat?.isFile()) { drop(rel); return undefined; }
    if (watch && !folder && (folder = watchFolder(dir))) {
      // Watched only now: stat again so that a change between the first stat and the watch is not missed.
      changes = folder.changes;
      stat = statOf(full);
      if (!stat?.isFile()) { drop(rel); if (!folder.users) closeFolder(dir, folder); return undefined; }
    }
    let hit = files.get(rel);
    const same = hit && hit.mtimeMs === stat.mtimeMs && hit.size === stat.size ? hit : undefined;
    if (same && !siblingsArrived(same, full)) {
      hit = same;
      files.delete(rel); files.set(rel, hit); // most recently used last
    } else {
      // The replaced entry leaving must not close the watch the new one is about to use.
      if (folder) folder.users++;
      hit = load(rel, stat, same);
      if (folder) folder.users--;
    }
    if (folder) noteChecked(hit, folder, changes);
    return hit;
  }

  return {
    /** The file at `rel` (a path inside root, already checked), or undefined when it is not a file. */
    get: (rel: string): CachedFile | undefined => statted(rel, false),
    /**
     * As `get`, without the stat while the file's folder is watched and unchanged since its last check
     * (at most TRUST_MS ago).
     */
    getWatched(rel: string): CachedFile | undefined {
      const hit = files.get(rel);
      if (hit) {
        const c = checked.get(hit);
        if (c && c.folder.open && c.folder.changes === c.changes && Date.now() - c.at < TRUST_MS) {
          files.delete(rel); files.set(rel, hit);
          return hit;
        }
      }
      return statted(rel, true);
    },
    get size() { return files.size; },
    /** Folders watched now (for tests). */
    get watchedFolders() { return folders.size; },
  };
}

/** The body for the client's Accept-Encoding: brotli, else gzip, else the raw bytes. */
export function pickEncoding(f: CachedFile, acceptEncoding: string | undefined): { body: Buffer; encoding?: 'br' | 'gzip' } {
  const ae = acceptEncoding ?? '';
  if (f.br && /\bbr\b/.test(ae)) return { body: f.br, encoding: 'br' };
  if (f.gz && /\bgzip\b/.test(ae)) return { body: f.gz, encoding: 'gzip' };
  return { body: f.raw };
}
