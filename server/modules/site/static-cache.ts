/**
 * Pre-rendered files kept in memory with their precompressed bodies (the build writes `.br`/`.gz`
 * siblings), so serving a page is a map lookup. What a lookup found (a file, or no file there) is trusted
 * without a stat until either
 *  - the compiler says it changed that file (compiler/files-changed.ts): it says so as it writes, and before
 *    it reports a build, a publish or a first visit's page done, so a page it published is new on the very next
 *    request; or
 *  - `recheckMs` (PAGE_RECHECK_MS, 1 s) have passed since its last stat: files changed by anything else (an
 *    operator copying files into dist, another process's compiler sharing it) are seen within that, as nginx's
 *    `open_file_cache_valid` does. 0 checks by stat on every lookup.
 * A stat per hit was the largest cost of a page hit after the socket write itself. A folder watch cannot stand in
 * for the compiler's word: its event can be handled after the next request.
 * Least recently used files leave when the cache passes its byte limit.
 */
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { isCompressible, MIN_COMPRESS_BYTES } from '../../../compiler/compress.server';
import { onFilesChanged } from '../../../compiler/files-changed';

export interface CachedFile { rel: string; type: string; raw: Buffer; br?: Buffer; gz?: Buffer; etag: string; mtimeMs: number; size: number }

/** How long a lookup is trusted without a stat when nothing said the file changed (PAGE_RECHECK_MS). */
export const RECHECK_MS = 1000;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.svg': 'image/svg+xml', '.xml': 'application/xml; charset=utf-8', '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json; charset=utf-8', '.webmanifest': 'application/manifest+json', '.map': 'application/json; charset=utf-8',
  '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp', '.gif': 'image/gif', '.ico': 'image/x-icon',
  '.woff2': 'font/woff2', '.woff': 'font/woff', '.mp4': 'video/mp4', '.webm': 'video/webm',
};
export const contentType = (file: string) => TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';

const readIfThere = (file: string) => { try { return fs.readFileSync(file); } catch { return undefined; } };

/** Names of missing files remembered at most (a flood of distinct unknown paths only refills the map). */
const MAX_MISSING = 30_000;

export interface StaticCacheOptions { maxBytes?: number; recheckMs?: number }

export function createStaticCache(rootDir: string, { maxBytes = 256 * 1024 * 1024, recheckMs = RECHECK_MS }: StaticCacheOptions = {}) {
  const root = path.resolve(rootDir);
  const files = new Map<string, CachedFile>();
  /** When each cached file was last checked by stat; a file the compiler changed has none (checked at its next lookup). */
  const checkedAt = new Map<string, number>();
  /** Paths found not to be a file, and when. */
  const missing = new Map<string, number>();
  let bytes = 0;
  const weight = (f: CachedFile) => f.raw.length + (f.br?.length ?? 0) + (f.gz?.length ?? 0);
  const drop = (rel: string) => {
    const old = files.get(rel);
    if (old) { bytes -= weight(old); files.delete(rel); checkedAt.delete(rel); }
  };

  /** `rel` (and what stands for it: its siblings, or the file a sibling belongs to) is checked at its next lookup. */
  function changed(rel: string): void {
    const base = /\.(?:br|gz)$/.test(rel) ? rel.slice(0, -3) : rel;
    for (const name of [base, `${base}.br`, `${base}.gz`]) { checkedAt.delete(name); missing.delete(name); }
  }
  const stopListening = onFilesChanged((changedFiles) => {
    for (const file of changedFiles) {
      const full = path.resolve(file);
      if (full.startsWith(root + path.sep)) changed(full.slice(root.length).split(path.sep).join('/'));
    }
  });

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
    for (const [k, f] of files) { if (bytes <= maxBytes || k === rel) break; bytes -= weight(f); files.delete(k); checkedAt.delete(k); }
    return entry;
  }

  /**
   * The compiler writes a page first and its compressed siblings a moment later (write.server.ts): an entry
   * read in between is missing them, and takes them once they are there.
   */
  const siblingsArrived = (f: CachedFile, full: string) => f.size >= MIN_COMPRESS_BYTES && isCompressible(full)
    && ((!f.br && fs.existsSync(`${full}.br`)) || (!f.gz && fs.existsSync(`${full}.gz`)));

  /**
   * The file at `rel` checked by stat now (re-read when it changed). `trust`: `rel` is the very name the compiler
   * tells (not `/a//b.html` for `/a/b.html`), so its word reaches this entry and the lookup may be trusted.
   */
  function check(rel: string, full: string, now: number, trust: boolean): CachedFile | undefined {
    let stat: fs.Stats | undefined;
    // A name too long for the file system (ENAMETOOLONG) or any other stat error is simply "no such file".
    try { stat = fs.statSync(full, { throwIfNoEntry: false }); } catch { stat = undefined; }
    if (!stat?.isFile()) {
      drop(rel);
      if (!trust) return undefined;
      if (missing.size >= MAX_MISSING) missing.clear();
      missing.set(rel, now);
      return undefined;
    }
    missing.delete(rel);
    const hit = files.get(rel);
    const unchanged = hit && hit.mtimeMs === stat.mtimeMs && hit.size === stat.size ? hit : undefined;
    let entry: CachedFile;
    if (unchanged && !siblingsArrived(unchanged, full)) {
      files.delete(rel); files.set(rel, unchanged); // most recently used last (trusted hits leave the order as it is)
      entry = unchanged;
    } else entry = load(rel, stat, unchanged);
    if (trust) checkedAt.set(rel, now);
    return entry;
  }

  /** Checked by stat less than `recheckMs` ago (a clock set back counts as not: checked again). */
  const fresh = (at: number | undefined, now: number) => at !== undefined && now >= at && now - at < recheckMs;

  return {
    /** The file at `rel` (a path inside root, already checked), or undefined when it is not a file. */
    get(rel: string): CachedFile | undefined {
      const now = Date.now();
      const hit = files.get(rel);
      if (hit) {
        if (fresh(checkedAt.get(rel), now)) return hit;
      } else if (fresh(missing.get(rel), now)) return undefined;
      const full = path.join(root, rel);
      if (!full.startsWith(root + path.sep)) return undefined;
      return check(rel, full, now, full.length === root.length + rel.length && full.endsWith(rel));
    },
    get size() { return files.size; },
    /** Stops hearing the compiler (the server closes). */
    close: stopListening,
  };
}

/** The body for the client's Accept-Encoding: brotli, else gzip, else the raw bytes. */
export function pickEncoding(f: CachedFile, acceptEncoding: string | undefined): { body: Buffer; encoding?: 'br' | 'gzip' } {
  const ae = acceptEncoding ?? '';
  if (f.br && /\bbr\b/.test(ae)) return { body: f.br, encoding: 'br' };
  if (f.gz && /\bgzip\b/.test(ae)) return { body: f.gz, encoding: 'gzip' };
  return { body: f.raw };
}
